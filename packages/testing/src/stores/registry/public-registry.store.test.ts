import { describe, expect, it, vi } from 'vitest';
import { reaction } from 'mobx';
import { createFakePortal, type FakePortal } from '@kado/fake-portal';
import { CART_BOOKING_KEY, canContributeTo, type CartGateway } from '@kado/domain';
import { failing, giverStores, openBrowser, type Browser } from '../../kits/registry-test-kit';
import { type PublicRegistryStore } from '@kado/stores';

function storeFor(browser: Browser, cart?: CartGateway) {
  return giverStores(browser, cart ? { cart } : {});
}

async function guest(portal: FakePortal, email?: string) {
  const browser = await openBrowser(portal, email);
  const { page: store, holds, giver } = storeFor(browser);
  await store.load('bunda-demo');
  return { browser, store, holds, giver };
}

const firstFree = (store: PublicRegistryStore) => store.gifts.find((g) => !store.isTaken(g) && g.product !== null)!;

describe('PublicRegistryStore', () => {
  it('shows a public registry to a guest: profile, visible gifts only, badges, and the shown address', async () => {
    const portal = createFakePortal();
    const { store } = await guest(portal);
    expect(store.status).toBe('ready');
    expect(store.displayName).toBe("Sari's Baby Registry");
    expect(store.gifts).toHaveLength(10);
    expect(store.gifts.every((g) => !g.isPrivate)).toBe(true);
    expect(store.gifts.some((g) => store.badgeOf(g) === 'Direservasi')).toBe(true);
    expect(store.address).not.toBeNull();
    await store.loadMoreGifts();
    expect(store.gifts.every((g) => !g.isPrivate)).toBe(true);
    expect(store.isOwnRegistry).toBe(false);
  });

  it('shows the profile only with its first gifts and the address, so no section appears above the gifts later (issue 15)', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal);
    const { page: store } = storeFor(browser);
    const seen: { gifts: number; address: boolean }[] = [];
    const stop = reaction(() => store.registry, (registry) => {
      if (registry) seen.push({ gifts: store.gifts.length, address: store.address !== null });
    });
    await store.load('bunda-demo');
    stop();
    expect(seen).toEqual([{ gifts: 10, address: true }]);
  });

  it('the route\'s loader loads the registry once per visit and the screen reads that load: the portal is asked once (issue 15)', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal);
    const g = browser.gateways;
    let registryCalls = 0;
    const counting: typeof g.RegistryGateway = Object.assign(Object.create(g.RegistryGateway) as typeof g.RegistryGateway, {
      registry: (username: string) => {
        registryCalls += 1;
        return g.RegistryGateway.registry(username);
      },
    });
    const { page: store } = giverStores(browser, { registry: counting });
    // The route's loader (route-table publicRegistryData) is the one load of a visit; the screen only reads it.
    await store.load('bunda-demo');
    expect(registryCalls).toBe(1);
    expect(store.status).toBe('ready');
    expect(store.gifts).toHaveLength(10);
    // A later open (back to the page) asks again.
    await store.load('bunda-demo');
    expect(registryCalls).toBe(2);
  });

  it('hides the address when the owner does not show it, and a private registry from everyone else', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal);
    const { page: store } = storeFor(browser);
    await store.load('maya-lestari');
    expect(store.status).toBe('ready');
    // Hidden: a masked line only, the receiver's first name and city (decision 0180).
    expect(store.address?.visibility).toBe('masked');
    expect(store.address?.address).toBeNull();
    expect(store.address?.receiverPhone).toBeNull();
    expect(store.address?.receiverName.includes(' ')).toBe(false);
    await store.load('lestari-privat');
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('not-found');
    expect(store.registry).toBeNull();
  });

  it('the owner sees their own page without giver actions', async () => {
    const portal = createFakePortal();
    const { store } = await guest(portal, 'ibu.demo@kado.test');
    expect(store.isOwnRegistry).toBe(true);
  });

  it('a visitor gives a name first, reserves; a second guest sees it reserved at once; the first cancels', async () => {
    const portal = createFakePortal();
    const first = await guest(portal);
    const gift = firstFree(first.store);
    expect(await first.giver.reserve(gift.id)).toBe(false);
    expect(first.giver.needsIdentity).toBe(true);
    expect(await first.giver.reserve(gift.id, { name: 'Tante Mira', email: 'mira@contoh.id' })).toBe(true);
    expect(first.browser.session.isLoggedIn).toBe(true);
    const reserved = first.store.gifts.find((g) => g.id === gift.id)!;
    expect(first.store.badgeOf(reserved)).toBe('Direservasi');
    expect(reserved.reservedBy).toBe('Tante Mira');
    expect(first.holds.isMine(gift.id)).toBe(true);

    const second = await guest(portal);
    const seen = second.store.gifts.find((g) => g.id === gift.id)!;
    expect(second.store.isTaken(seen)).toBe(true);
    expect(second.holds.isMine(gift.id)).toBe(false);

    // A reload of the first browser still knows the reservation is theirs (their gift cart line).
    const { page: again, holds: againHolds } = storeFor(first.browser);
    await again.load('bunda-demo');
    expect(againHolds.isMine(gift.id)).toBe(true);

    expect(await first.giver.cancel(gift.id)).toBe(true);
    expect(first.store.isTaken(first.store.gifts.find((g) => g.id === gift.id)!)).toBe(false);
    expect(first.holds.isMine(gift.id)).toBe(false);
    await second.store.load('bunda-demo');
    expect(second.store.isTaken(second.store.gifts.find((g) => g.id === gift.id)!)).toBe(false);
  });

  it('a reservation beaten by another guest shows the 409 message and refreshes the gift', async () => {
    const portal = createFakePortal();
    const a = await guest(portal, 'lama@kado.test');
    const b = await guest(portal, 'baru@kado.test');
    const gift = firstFree(a.store);
    expect(await a.giver.reserve(gift.id)).toBe(true);
    expect(b.store.isTaken(b.store.gifts.find((g) => g.id === gift.id)!)).toBe(false); // b's page is stale
    expect(await b.giver.reserve(gift.id)).toBe(false);
    expect(b.giver.actionError).toEqual({ kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' });
    expect(b.giver.actionErrorGiftId).toBe(gift.id);
    expect(b.store.isTaken(b.store.gifts.find((g) => g.id === gift.id)!)).toBe(true);
  });

  it('a failed reserve (offline) keeps the list exactly as it was', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal, 'lama@kado.test');
    const { page: store, holds, giver } = storeFor(browser, failing(browser.gateways.CartGateway, ['addItem'], { kind: 'offline' }));
    await store.load('bunda-demo');
    const before = JSON.stringify(store.gifts);
    const gift = firstFree(store);
    expect(await giver.reserve(gift.id)).toBe(false);
    expect(giver.actionError?.kind).toBe('offline');
    expect(JSON.stringify(store.gifts)).toBe(before);
    expect(holds.isMine(gift.id)).toBe(false);
    expect(giver.isPending(gift.id)).toBe(false);
  });

  it('a failed cancel keeps the reservation', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal, 'lama@kado.test');
    const { page: store, giver } = storeFor(browser);
    await store.load('bunda-demo');
    const gift = firstFree(store);
    expect(await giver.reserve(gift.id)).toBe(true);
    const held = store.gifts.find((g) => g.id === gift.id);
    const { page: broken, holds: brokenHolds, giver: brokenGiver } = giverStores(browser, {
      registry: failing(browser.gateways.RegistryGateway, ['cancelReservation'], { kind: 'unexpected' }),
    });
    await broken.load('bunda-demo');
    expect(brokenHolds.isMine(gift.id)).toBe(true);
    expect(await brokenGiver.cancel(gift.id)).toBe(false);
    expect(brokenGiver.actionError?.kind).toBe('unexpected');
    expect(brokenHolds.isMine(gift.id)).toBe(true);
    expect(held?.reservedBy).not.toBeNull();
  });

  it('cannot cancel someone else\'s reservation (403)', async () => {
    const portal = createFakePortal();
    const { store, giver } = await guest(portal, 'lama@kado.test');
    const reserved = store.gifts.find((g) => g.transactionStatus === 'reserved')!;
    expect(await giver.cancel(reserved.id)).toBe(false);
    expect(giver.actionError?.kind).toBe('forbidden');
  });

  it('adds a gift to the cart with the add-to-cart-registry event; the badge reads Di Keranjang', async () => {
    const portal = createFakePortal();
    const { store, browser, giver } = await guest(portal, 'lama@kado.test');
    const gift = firstFree(store);
    expect(await giver.addToCart(gift.id, '/registry/bunda-demo')).toBe(true);
    expect(store.badgeOf(store.gifts.find((g) => g.id === gift.id)!)).toBe('Di Keranjang');
    expect(browser.events).toEqual([
      { type: 'add-to-cart-registry', value: { gift_product_id: gift.id, owner_id: store.registry!.owner.id }, path: '/registry/bunda-demo' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(portal.state.events.some((e) => e.type === 'add-to-cart-registry')).toBe(true);
    await giver.saveBookedCart();
    expect(JSON.parse(browser.storage.getItem(CART_BOOKING_KEY)!).items).toHaveLength(1);
  });

  it('contributes to a gift; a too-small amount gives the field error and keeps the gift', async () => {
    const portal = createFakePortal();
    const { store, giver } = await guest(portal, 'lama@kado.test');
    const gift = store.gifts.find((g) => canContributeTo(g))!;
    expect(await giver.contribute(gift.id, 500, '/registry/bunda-demo')).toBe(false);
    expect(giver.actionError?.kind).toBe('validation');
    expect(await giver.contribute(gift.id, 50_000, '/registry/bunda-demo')).toBe(true);
    expect(store.isTaken(store.gifts.find((g) => g.id === gift.id)!)).toBe(false);
  });

  it('a giver who chipped in shows their name to the owner; nobody else is offered it', async () => {
    const portal = createFakePortal();
    const { store, browser, giver } = await guest(portal, 'lama@kado.test');
    const gift = store.gifts.find((g) => canContributeTo(g))!;
    expect(giver.options(gift).reveal).toBe(false);
    expect(await giver.contribute(gift.id, 50_000, '/registry/bunda-demo')).toBe(true);
    // Paying the cart turns the line into a contribution (done behind the API here): anonymous until revealed.
    const user = portal.state.users.find((u) => u.email === 'lama@kado.test')!;
    portal.state.contributions.push({
      id: 9_001, gift_id: Number(gift.id), user_id: user.id, guest_id: null, name: user.name, amount: 50_000,
      is_revealed: false, created_at: '2026-11-01T00:00:00.000Z',
    });
    const other = await guest(portal);
    await other.store.loadMoreGifts();
    const seenByOther = other.store.gifts.find((g) => g.id === gift.id)!;
    expect(seenByOther.contributions.some((c) => !c.isRevealed && c.name === null)).toBe(true);
    expect(other.giver.options(seenByOther).reveal).toBe(false);

    // The same giver later (a reload): the contribution is remembered per user.
    const { page: again, giver: againGiver } = storeFor(browser);
    await again.load('bunda-demo');
    await again.loadMoreGifts();
    const mine = again.gifts.find((g) => g.id === gift.id)!;
    expect(againGiver.options(mine).reveal).toBe(true);
    expect(await againGiver.revealContribution(gift.id)).toBe(true);
    const revealed = again.gifts.find((g) => g.id === gift.id)!;
    expect(revealed.contributions.find((c) => c.id === '9001')).toMatchObject({ isRevealed: true, name: user.name });
    expect(againGiver.options(revealed).reveal).toBe(false);
  });

  it('a reveal the portal refuses (nothing paid yet) ends with the error on that gift', async () => {
    const portal = createFakePortal();
    const { store, giver } = await guest(portal, 'lama@kado.test');
    const gift = store.gifts.find((g) => canContributeTo(g))!;
    expect(await giver.contribute(gift.id, 50_000, '/registry/bunda-demo')).toBe(true);
    // Not paid yet: there is no contribution of this giver to reveal.
    expect(await giver.revealContribution(gift.id)).toBe(false);
    expect(giver.actionError?.kind).toBe('forbidden');
    expect(giver.actionErrorGiftId).toBe(gift.id);
  });

  it('an external gift is reserved and then marked bought', async () => {
    const portal = createFakePortal();
    const { store, holds, giver } = await guest(portal, 'lama@kado.test');
    await store.loadMoreGifts();
    const ext = store.gifts.find((g) => g.externalProduct !== null && !store.isTaken(g))!;
    expect(await giver.reserve(ext.id)).toBe(true);
    expect(holds.isMine(ext.id)).toBe(true);
    expect(await giver.markExternalBought(ext.id)).toBe(true);
    expect(store.badgeOf(store.gifts.find((g) => g.id === ext.id)!)).toBe('Dibeli');
  });

  it('after a reload, her own external reservation is hers again once the session is restored, though the page loaded first', async () => {
    const portal = createFakePortal();
    const { browser, store, giver } = await guest(portal, 'lama@kado.test');
    await store.loadMoreGifts();
    const ext = store.gifts.find((g) => g.externalProduct !== null && !store.isTaken(g))!;
    expect(await giver.reserve(ext.id)).toBe(true);
    // Reload: the page's data is asked for at boot, before the session is restored.
    const session = browser.reload();
    const { page: again, holds: againHolds } = giverStores(browser, { session });
    await again.load('bunda-demo');
    await again.loadMoreGifts();
    await session.restore();
    await vi.waitFor(() => expect(againHolds.isMine(ext.id)).toBe(true));
    expect(againHolds.giverState(again.gifts.find((x) => x.id === ext.id)!)).not.toBe('taken');
  });

  it('a reservation tapped while the reloaded page still restores her session is hers, not a guest\'s', async () => {
    const portal = createFakePortal();
    const { browser } = await guest(portal, 'lama@kado.test');
    const session = browser.reload();
    const { page: again, giver: againGiver } = giverStores(browser, { session });
    await again.load('bunda-demo');
    const gift = firstFree(again);
    const restoring = session.restore();
    expect(session.restoreStatus).toBe('restoring');
    expect(await againGiver.reserve(gift.id)).toBe(true);
    expect(againGiver.needsIdentity).toBe(false);
    await restoring;
  });

  it('opens one gift; a private gift is not found', async () => {
    const portal = createFakePortal();
    const { store } = await guest(portal);
    const id = store.gifts[1]!.id;
    await store.loadGift(id);
    expect(store.gift?.id).toBe(id);
    const hidden = portal.state.gifts.find((g) => g.owner_id === 1 && g.is_private)!;
    await store.loadGift(String(hidden.id));
    expect(store.giftError?.kind).toBe('not-found');
    // By the product's slug, on a later page too.
    const last = portal.state.gifts.filter((g) => g.owner_id === 1 && !g.is_private && g.product_id !== null).sort((a, b) => a.id - b.id)[0]!;
    const slug = portal.state.products.find((p) => p.id === last.product_id)!.slug;
    await store.loadGift(slug);
    expect(store.giftStatus).toBe('ready');
    expect(store.gift?.id).toBe(String(last.id));
    await store.loadGift('tidak-ada-produk-ini');
    expect(store.giftError?.kind).toBe('not-found');
  });
  it('on the async kit: a gift opened before another, answering last, never replaces the one opened now', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal);
    const g = browser.gateways;
    const held: { id: string; release: () => void }[] = [];
    const slow: typeof g.RegistryGateway = Object.assign(Object.create(g.RegistryGateway) as typeof g.RegistryGateway, {
      giftProduct: (id: string) => g.RegistryGateway.giftProduct(id).then((gift) => new Promise<typeof gift>((resolve) => held.push({ id, release: () => resolve(gift) }))),
    });
    const { page: store } = giverStores(browser, { registry: slow });
    await store.load('bunda-demo');
    const [a, b] = [store.gifts[1]!.id, store.gifts[2]!.id];
    const first = store.loadGift(a);
    const second = store.loadGift(b);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held.find((h) => h.id === b)!.release();
    await second;
    held.find((h) => h.id === a)!.release();
    await first;
    expect(store.gift?.id).toBe(b);
    expect(store.giftStatus).toBe('ready');
  });
});

describe('PublicRegistryStore: a giver who revealed her name (QA, 28 November)', () => {
  it("is not offered 'Tampilkan nama saya' again while other givers' contributions stay anonymous", async () => {
    const portal = createFakePortal();
    const { store, browser, giver } = await guest(portal, 'lama@kado.test');
    const gift = store.gifts.find((g) => canContributeTo(g))!;
    expect(await giver.contribute(gift.id, 50_000, '/registry/bunda-demo')).toBe(true);
    const user = portal.state.users.find((u) => u.email === 'lama@kado.test')!;
    // Hers, paid, and another giver's, both anonymous.
    portal.state.contributions.push(
      { id: 9_101, gift_id: Number(gift.id), user_id: user.id, guest_id: null, name: user.name, amount: 50_000, is_revealed: false, created_at: '2026-11-01T00:00:00.000Z' },
      { id: 9_102, gift_id: Number(gift.id), user_id: null, guest_id: 'tamulain0000000001', name: 'Tamu Lain', amount: 20_000, is_revealed: false, created_at: '2026-11-01T00:00:00.000Z' },
    );
    const { page: again, giver: againGiver } = storeFor(browser);
    await again.load('bunda-demo');
    await again.loadMoreGifts();
    const before = again.gifts.find((g) => g.id === gift.id)!;
    expect(againGiver.options(before).reveal).toBe(true);
    expect(await againGiver.revealContribution(gift.id)).toBe(true);
    const after = again.gifts.find((g) => g.id === gift.id)!;
    expect(after.contributions.some((c) => !c.isRevealed)).toBe(true);
    expect(againGiver.options(after).reveal).toBe(false);
  });
});
