import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { GUEST_UPLOAD_BYTES } from './routes/media';
import { KEPT_ROWS } from './routes/sessions';
import { client } from './test-client';

// Issue 30 items 3 and 4: nothing an anonymous caller sends is kept without a bound; nothing readable that should not be.
const png = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return bytes;
};
const upload = (portal: ReturnType<typeof createFakePortal>, headers: Record<string, string>, bytes = png()) => {
  const form = new FormData();
  form.append('image', new File([bytes], 'foto.png', { type: 'image/png' }));
  return portal.fetch(new Request('http://kado.test/api/v1/upload/image', { method: 'POST', headers, body: form }));
};
const event = (guest: string, extra: Record<string, unknown> = {}) => ({ body: { type: 'add-to-cart-non-registry', path: '/', value: { product_id: 1, sku_id: 1, ...extra } }, guest });

describe('events are small, counted and kept up to a bound', () => {
  it('a body above 512 bytes is a 413; only the spec fields of the value are kept', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const big = await api.call('POST', '/v1/events', event('tamuAcara12345', { extra: 'x'.repeat(600) }));
    expect(big.status).toBe(413);
    const ok = await api.call('POST', '/v1/events', event('tamuAcara12345', { note: 'apa saja' }));
    expect(ok.status).toBe(201);
    expect(portal.state.events.at(-1)!.value).toEqual({ product_id: 1, sku_id: 1 });
  });

  it('120 events a minute per guest id, 600 per client address; then 429', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    for (let i = 0; i < 120; i++) expect((await api.call('POST', '/v1/events', event('tamuAcara12345'))).status).toBe(201);
    expect((await api.call('POST', '/v1/events', event('tamuAcara12345'))).status).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) statuses.push((await api.call('POST', '/v1/events', event(`tamuLain${String(i).padStart(6, '0')}`))).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it(`keeps at most ${KEPT_ROWS} events, the newest`, async () => {
    let at = Date.parse('2026-03-01T03:00:00Z');
    const portal = createFakePortal({ now: () => new Date(at) });
    const api = client(portal);
    for (let i = 0; i < KEPT_ROWS + 50; i++) {
      if (i % 500 === 0) at += 61_000; // a new minute for the per-client count
      await api.call('POST', '/v1/events', event(`tamu${String(i).padStart(8, '0')}`));
    }
    expect(portal.state.events).toHaveLength(KEPT_ROWS);
    expect(portal.state.events.at(-1)!.guest_id).toBe(`tamu${String(KEPT_ROWS + 49).padStart(8, '0')}`);
  }, 60_000);
});

describe('uploads are limited per user and per day; guests keep a bounded total', () => {
  it('thirty uploads a day per account, then 429; the next day they may upload again', async () => {
    let at = Date.parse('2026-03-01T03:00:00Z');
    const portal = createFakePortal({ now: () => new Date(at) });
    const api = client(portal);
    const token = await api.login('baru@kado.test');
    for (let i = 0; i < 30; i++) expect((await upload(portal, { authorization: `Bearer ${token}` })).status).toBe(201);
    const refused = await upload(portal, { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(24 * 3600));
    at += 24 * 3600_000;
    expect((await upload(portal, { authorization: `Bearer ${await api.login('baru@kado.test')}` })).status).toBe(201);
  });

  it("guests' uploads are kept up to a total: the oldest go first", async () => {
    const portal = createFakePortal();
    const five = png(5 * 1024 * 1024);
    const count = Math.ceil(GUEST_UPLOAD_BYTES / five.byteLength) + 2;
    for (let i = 0; i < count; i++) expect((await upload(portal, { 'x-guest-id': `tamuFoto${String(i).padStart(4, '0')}` }, five)).status).toBe(201);
    const kept = portal.state.uploads.reduce((t, u) => t + u.bytes.byteLength, 0);
    expect(kept).toBeLessThanOrEqual(GUEST_UPLOAD_BYTES);
    expect(portal.state.uploads.at(-1)!.owner_key).toBe(`g:tamuFoto${String(count - 1).padStart(4, '0')}`);
  }, 30_000);
});

describe('nothing readable that should not be', () => {
  it('an upload is served under an unguessable name, never its sequential id', async () => {
    const portal = createFakePortal();
    const token = await client(portal).login('baru@kado.test');
    const res = await upload(portal, { authorization: `Bearer ${token}` });
    const { id, image_url } = ((await res.json()) as { data: { id: number; image_url: string } }).data;
    expect(image_url).toMatch(/^\/api\/images\/uploads\/[0-9a-f]{64}$/);
    expect((await portal.fetch(new Request(`http://kado.test${image_url}`))).status).toBe(200);
    expect((await portal.fetch(new Request(`http://kado.test/api/images/uploads/${id}`))).status).toBe(404);
  });

  it("an account's picture and an outside gift's picture carry no name: not in a title, not in alt text", async () => {
    const portal = createFakePortal();
    for (const user of portal.state.users.slice(0, 6)) {
      const svg = await (await portal.fetch(new Request(`http://kado.test/api/images/users/${user.id}.svg`))).text();
      expect(svg).toMatch(/^<svg/);
      expect(svg).not.toContain(user.name);
      expect(svg).not.toMatch(/<title|aria-label/);
    }
    const outside = portal.state.gifts.filter((g) => g.external !== null);
    expect(outside.length).toBeGreaterThan(0);
    for (const gift of outside) {
      const svg = await (await portal.fetch(new Request(`http://kado.test/api/images/external/${gift.external!.id}.svg`))).text();
      expect(svg).not.toContain(gift.external!.name.split(' ')[0]!);
      expect(svg).not.toMatch(/<title|aria-label/);
    }
  });
});
