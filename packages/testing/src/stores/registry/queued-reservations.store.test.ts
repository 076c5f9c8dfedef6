import { describe, expect, it } from 'vitest';
import { createFakePortal, type FakePortal } from '@kado/fake-portal';
import { domainError, type CartGateway } from '@kado/domain';
import { type PublicRegistryStore, type GiverHoldsStore, QUEUED_RESERVATIONS_KEY, QueuedReservationsStore, ConnectivityStore } from '@kado/stores';
import { giverStores, openBrowser, type Browser } from '../../kits/registry-test-kit';

// Issue 16 item 4, decision 0225: a reservation made offline is queued and shown as pending, sent on reconnect; one
// for a gift taken meanwhile is refused plainly and nothing else changes.

const clock = { now: () => new Date('2026-11-23T10:00:00.000Z') };
const TANTE = { name: 'Tante Rina', phone: '081234567890' };

/** A giver's browser whose connection can drop: the cart's calls then fail as the HTTP adapter says 'offline'. */
async function giver(portal: FakePortal) {
  const browser: Browser = await openBrowser(portal);
  const net = { online: true };
  const real = browser.gateways.CartGateway;
  const carts = new Proxy(real, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (net.online ? (value as (...a: unknown[]) => unknown).apply(target, args) : Promise.reject(domainError({ kind: 'offline' })));
    },
  }) as CartGateway;
  const { page: registry, holds, giver } = giverStores(browser, { cart: carts });
  await registry.load('bunda-demo');
  const queued = new QueuedReservationsStore(giver, registry, browser.storage, clock);
  return { browser, registry, holds, giver, queued, net };
}

const freeGifts = ({ registry, holds }: { registry: PublicRegistryStore; holds: GiverHoldsStore }) => registry.gifts.filter((g) => holds.giverState(g) === 'open' && g.product !== null);

describe('QueuedReservationsStore (decision 0225)', () => {
  it('a connection dropped while the device is online is told at once, not queued (issue 17 fault matrix)', async () => {
    const portal = createFakePortal();
    const a = await giver(portal);
    const gift = freeGifts(a)[0]!;
    const connectivity = new ConnectivityStore();
    connectivity.setOnline(true);
    const queued = new QueuedReservationsStore(a.giver, a.registry, a.browser.storage, clock, connectivity);
    a.net.online = false;
    expect(await queued.reserve(gift.id, TANTE)).toBe('failed');
    expect(queued.isQueued('bunda-demo', gift.id)).toBe(false);
    connectivity.setOnline(false);
    expect(await queued.reserve(gift.id, TANTE)).toBe('queued');
  });

  it('queues a reservation made offline, keeps it across a reload, and sends it on reconnect', async () => {
    const portal = createFakePortal();
    const a = await giver(portal);
    const gift = freeGifts(a)[0]!;
    // A guest is signed in quickly (name and WhatsApp) while online, then the signal drops.
    expect(await a.giver.reserve(freeGifts(a)[1]!.id, TANTE)).toBe(true);
    a.net.online = false;
    expect(await a.queued.reserve(gift.id)).toBe('queued');
    expect(a.queued.isQueued('bunda-demo', gift.id)).toBe(true);
    expect(JSON.parse(a.browser.storage.getItem(QUEUED_RESERVATIONS_KEY)!)).toEqual([{ username: 'bunda-demo', giftId: gift.id, queuedAt: '2026-11-23T10:00:00.000Z' }]);
    // Still offline: nothing is lost.
    await a.queued.flush();
    expect(a.queued.isQueued('bunda-demo', gift.id)).toBe(true);
    // A reload reads the queue back.
    expect(new QueuedReservationsStore(a.giver, a.registry, a.browser.storage, clock).isQueued('bunda-demo', gift.id)).toBe(true);

    a.net.online = true;
    await a.queued.flush();
    expect(a.queued.sent).toEqual([gift.id]);
    expect(a.queued.queue).toEqual([]);
    expect(a.browser.storage.getItem(QUEUED_RESERVATIONS_KEY)).toBeNull();
    expect(a.holds.isMine(gift.id)).toBe(true);
    expect(a.holds.giverState(a.registry.gifts.find((g) => g.id === gift.id)!)).toBe('held');
  });

  it('a queued reservation for a gift taken meanwhile is refused plainly; the others still go', async () => {
    const portal = createFakePortal();
    const a = await giver(portal);
    const [taken, other] = freeGifts(a);
    a.net.online = false;
    expect(await a.queued.reserve(taken!.id, TANTE)).toBe('queued');
    expect(await a.queued.reserve(other!.id)).toBe('queued');

    // Meanwhile another guest, online, takes the first gift.
    const b = await giver(portal);
    expect(await b.giver.reserve(taken!.id, { name: 'Om Budi', phone: '081298765432' })).toBe(true);

    a.net.online = true;
    await a.queued.flush();
    expect(a.queued.refused).toEqual([taken!.id]);
    expect(a.queued.sent).toEqual([other!.id]);
    expect(a.queued.queue).toEqual([]);
    expect(a.holds.isMine(taken!.id)).toBe(false);
    expect(a.holds.giverState(a.registry.gifts.find((g) => g.id === taken!.id)!)).toBe('taken');
    a.queued.dismiss(taken!.id);
    expect(a.queued.refused).toEqual([]);
  });

  it('a failure that is not the connection is told at once, never queued', async () => {
    const portal = createFakePortal();
    const a = await giver(portal);
    const b = await giver(portal);
    const gift = freeGifts(a)[0]!;
    expect(await b.giver.reserve(gift.id, { name: 'Om Budi', phone: '081298765432' })).toBe(true);
    expect(await a.queued.reserve(gift.id, TANTE)).toBe('failed');
    expect(a.giver.actionError?.kind).toBe('conflict');
    expect(a.queued.queue).toEqual([]);
  });
});

describe('giver actions and the queue on the kit: a double submission is refused', () => {
  it('a second tap on the same gift is refused while another gift goes side by side; a second flush sends nothing twice', async () => {
    const portal = createFakePortal();
    const a = await giver(portal);
    expect(await a.giver.identify(TANTE)).toBe(true);
    const [one, two] = freeGifts(a);
    const first = a.giver.reserve(one!.id);
    const other = a.giver.reserve(two!.id);
    expect(a.giver.isPending(one!.id) && a.giver.isPending(two!.id)).toBe(true);
    expect(await a.giver.reserve(one!.id)).toBe(false);
    expect(await Promise.all([first, other])).toEqual([true, true]);
    expect(a.giver.pendingIds.size).toBe(0);

    const b = await giver(createFakePortal());
    expect(await b.giver.identify(TANTE)).toBe(true);
    const three = freeGifts(b)[0]!;
    b.net.online = false;
    expect(await b.queued.reserve(three.id)).toBe('queued');
    b.net.online = true;
    const pass = b.queued.flush();
    expect(b.queued.sending).toBe(true);
    await b.queued.flush();
    await pass;
    expect(b.queued.sending).toBe(false);
    expect(b.queued.sent).toEqual([three.id]);
    expect(b.queued.queue).toEqual([]);
  });
});
