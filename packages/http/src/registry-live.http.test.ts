import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { RegistryFeedEvent } from '@kado/domain';
import { connect, type ContractKit } from './testing/contract-kit';
import { createEventStreamParser, type ServerSentEvent } from './event-stream';
import { toFeedEvent } from './registry-live.http';

const portal = createFakePortal();
let kit: ContractKit;
const live = () => kit.gateways.RegistryLiveGateway;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

const freeGift = () =>
  portal.state.gifts.find((x) => x.owner_id === 1 && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null && !x.is_private && !x.is_purchase && x.manually_purchased_at === null && !portal.state.contributions.some((c) => c.gift_id === x.id))!;

describe('event stream parser', () => {
  it('reads events split anywhere, with CRLF, CR or LF, comments and several data lines', () => {
    const seen: ServerSentEvent[] = [];
    const feed = createEventStreamParser((e) => seen.push(e));
    const text = ': ping\r\n\r\nevent: change\r\nid: v2\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: ready\rdata: x\r\rdata: plain\n\n';
    for (const ch of text) feed(ch);
    expect(seen).toEqual([
      { event: 'change', data: '{"a":\n1}', id: 'v2' },
      { event: 'ready', data: 'x', id: 'v2' },
      { event: 'message', data: 'plain', id: 'v2' },
    ]);
  });

  it('maps known events and drops unreadable ones', () => {
    expect(toFeedEvent({ event: 'change', data: '{"version":"v","gift_ids":[3,"4"],"registry":true}', id: '' })).toEqual({ kind: 'change', version: 'v', giftIds: ['3', '4'], registryChanged: true });
    expect(toFeedEvent({ event: 'change', data: '{"gift_ids":"x"}', id: '' })).toBeNull();
    expect(toFeedEvent({ event: 'ready', data: 'not json', id: '' })).toBeNull();
    expect(toFeedEvent({ event: 'gone', data: '{}', id: '' })).toEqual({ kind: 'gone' });
  });
});

describe('HttpRegistryLiveGateway against the fake portal', () => {
  it('listens: ready, then the gift another guest reserved; ends when aborted', async () => {
    const g = freeGift();
    const events: RegistryFeedEvent[] = [];
    const stop = new AbortController();
    const other = connect(portal.fetch);
    other.setGuestId('tamulain000000000009');
    const ended = live().listen('bunda-demo', (event) => {
      events.push(event);
      if (event.kind === 'ready') {
        void other.gateways.CartGateway.addItem({ giftProductId: String(g.id), productId: String(g.product_id), skuId: String(g.sku_id), giftRegistryType: 'reserve', giftRegistryPayment: 'full' });
      }
      if (event.kind === 'change') stop.abort();
    }, stop.signal);
    await expect(ended).resolves.toBe('closed');
    expect(events[0]?.kind).toBe('ready');
    expect(events.find((e) => e.kind === 'change')).toMatchObject({ giftIds: [String(g.id)] });
  });

  it('answers unavailable for a registry a stranger may not see, so the page falls back', async () => {
    await expect(live().listen('lestari-privat', () => undefined, new AbortController().signal)).resolves.toBe('unavailable');
  });

  it('reads a gift page with a validator: changed with an etag first, then unchanged (304)', async () => {
    const first = await live().giftsIfChanged('bunda-demo', { page: 1 }, null);
    expect(first.changed).toBe(true);
    if (!first.changed) return;
    expect(first.etag).toMatch(/^W\//);
    expect(first.page.items.length).toBeGreaterThan(0);
    await expect(live().giftsIfChanged('bunda-demo', { page: 1 }, first.etag)).resolves.toEqual({ changed: false });
  });
});
