import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

type Portal = ReturnType<typeof createFakePortal>;

/** Reads server-sent events from an answer until `count` events of the given names have arrived (or 3 s passed). */
async function readEvents(res: Response, until: (events: { event: string; data: string }[]) => boolean) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + 3000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (event) events.push({ event, data });
    }
  }
  await reader.cancel();
  return events;
}

const open = (portal: Portal, username: string, headers: Record<string, string> = {}) =>
  portal.fetch(new Request(`http://kado.test/api/v1/registry/${username}/events`, { headers }));

const freeGift = (portal: Portal) =>
  portal.state.gifts.find((x) => x.owner_id === 1 && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null && !x.is_private && !x.is_purchase && x.manually_purchased_at === null && !portal.state.contributions.some((c) => c.gift_id === x.id))!;

describe('registry change stream (decision 0260)', () => {
  it('opens with the version, then names the gift another guest reserved', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const g = freeGift(portal);
    const res = await open(portal, 'bunda-demo', { 'x-guest-id': 'tamupenonton00000001' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-transform');
    setTimeout(() => {
      void api.call('POST', '/v2/carts', {
        guest: 'tamupemesan00000001',
        body: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'reserve', gift_registry_payment: 'full' },
      });
    }, 50);
    const events = await readEvents(res, (e) => e.some((x) => x.event === 'change'));
    expect(events[0]?.event).toBe('ready');
    const change = events.find((e) => e.event === 'change');
    expect(change).toBeDefined();
    const data = JSON.parse(change!.data) as { version: string; gift_ids: number[]; registry: boolean };
    expect(data.gift_ids).toContain(g.id);
    expect(data.version).not.toBe(JSON.parse(events[0]!.data).version);
  });

  it('tells strangers nothing of a private registry (404, like the registry read)', async () => {
    const portal = createFakePortal();
    const res = await open(portal, 'lestari-privat');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Lestari');
  });

  it('streams a private registry to its owner, and ends a stranger\'s stream when the registry turns private', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const ownerToken = await api.login('lestari@kado.test');
    const own = await open(portal, 'lestari-privat', { authorization: `Bearer ${ownerToken}` });
    expect(own.status).toBe(200);
    await own.body!.cancel();

    const sari = await api.login('ibu.demo@kado.test');
    const res = await open(portal, 'bunda-demo');
    setTimeout(() => void api.call('PUT', '/v2/gifts', { token: sari, body: { is_public: false } }), 50);
    const events = await readEvents(res, (e) => e.some((x) => x.event === 'gone'));
    expect(events.map((e) => e.event)).toEqual(['ready', 'gone']);
    expect(events[1]!.data).toBe('{}');
  });
});

describe('registry change stream privacy', () => {
  it("says nothing to a stranger about a change to a gift the owner hid, while the owner's own stream names it", async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const sari = await api.login('ibu.demo@kado.test');
    const hidden = portal.state.gifts.find((g) => g.owner_id === 1 && g.is_private)!;
    const visible = freeGift(portal);
    const stranger = await open(portal, 'bunda-demo');
    const owner = await open(portal, 'bunda-demo', { authorization: `Bearer ${sari}` });
    setTimeout(() => {
      void api.call('PUT', `/v1/gift-products/${hidden.id}`, { token: sari, body: { note: 'Rahasia: warna biru' } }).then(() =>
        // A later visible change, so the stranger's stream has something to say and the test knows it has read far enough.
        new Promise((resolve) => setTimeout(resolve, 600)).then(() => api.call('PUT', `/v1/gift-products/${visible.id}`, { token: sari, body: { note: 'Boleh warna apa saja' } })),
      );
    }, 50);
    const [seen, own] = await Promise.all([
      readEvents(stranger, (e) => e.some((x) => x.event === 'change')),
      readEvents(owner, (e) => e.filter((x) => x.event === 'change').length >= 2),
    ]);
    const strangerIds = seen.filter((e) => e.event === 'change').flatMap((e) => (JSON.parse(e.data) as { gift_ids: number[] }).gift_ids);
    expect(strangerIds).not.toContain(hidden.id);
    expect(strangerIds).toContain(visible.id);
    expect(seen.map((e) => e.data).join('')).not.toContain('Rahasia');
    const ownerIds = own.filter((e) => e.event === 'change').flatMap((e) => (JSON.parse(e.data) as { gift_ids: number[] }).gift_ids);
    expect(ownerIds).toContain(hidden.id);
  });
});

describe('registry read validators', () => {
  it('answers an ETag and 304 to a matching If-None-Match; a change gives a new ETag', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const url = 'http://kado.test/api/v2/gift-products/bunda-demo?page=1&limit=100';
    const first = await portal.fetch(new Request(url));
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    const again = await portal.fetch(new Request(url, { headers: { 'if-none-match': tag! } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const g = freeGift(portal);
    await api.call('POST', '/v2/carts', {
      guest: 'tamupemesan00000002',
      body: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'reserve', gift_registry_payment: 'full' },
    });
    const changed = await portal.fetch(new Request(url, { headers: { 'if-none-match': tag! } }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    const registry = await portal.fetch(new Request('http://kado.test/api/v2/gifts/bunda-demo'));
    expect(registry.headers.get('etag')).toMatch(/^W\/"/);
  });
});
