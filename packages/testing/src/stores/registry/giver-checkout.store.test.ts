import { describe, expect, it } from 'vitest';
import { createFakePortal, type FakePortal } from '@kado/fake-portal';
import { CART_BOOKING_KEY, checkGiftContribution } from '@kado/domain';
import { CheckoutStore, NotificationStore, PaymentStore, RegistryCheckoutStore } from '@kado/stores';
import { giverStores, openBrowser, type Browser } from '../../kits/registry-test-kit';
import { ManualScheduler, SequenceIds } from '../../kits/platform-fakes';

// Issue 12: the rules of the giver's journey, store by store, against the fake portal in-process (decisions 0180-0183).

function storesOf(browser: Browser) {
  const g = browser.gateways;
  const { page: registry, holds, giver } = giverStores(browser);
  const giftCart = new RegistryCheckoutStore(g.CartGateway, browser.storage);
  const ids = new SequenceIds();
  const checkout = new CheckoutStore(browser.storage, g.AddressGateway, g.VoucherGateway, g.OrderGateway, new NotificationStore(browser.session, g.SearchGateway), ids);
  const payment = new PaymentStore(g.OrderGateway, new ManualScheduler(), { now: () => new Date() });
  return { registry, holds, giver, giftCart, checkout, payment };
}

async function guestAt(portal: FakePortal, username = 'bunda-demo') {
  const browser = await openBrowser(portal);
  const stores = storesOf(browser);
  await stores.registry.load(username);
  while (stores.registry.hasMoreGifts) await stores.registry.loadMoreGifts();
  return { browser, ...stores };
}

const ownerPrimary = (portal: FakePortal, ownerId: number) => portal.state.addresses.find((a) => a.user_id === ownerId && a.primary)!;

/** Books the giver's gift cart for the registry, as /registry/checkout does, and opens /buy. */
async function bookAndOpenBuy(g: Awaited<ReturnType<typeof guestAt>>) {
  const ownerId = g.registry.registry!.owner.id;
  await g.giftCart.load(ownerId);
  expect(g.giftCart.book({ username: g.registry.username, ownerId })).toBe(true);
  await g.checkout.load();
}

describe('the giver pays without an account and the gift ships to the owner', () => {
  it('a guest (name and WhatsApp only) buys a gift: /buy quotes shipping to the owner, the order ships there', async () => {
    const portal = createFakePortal();
    const g = await guestAt(portal);
    const gift = g.registry.gifts.find((x) => x.id === '16')!;
    expect(await g.giver.addToCart(gift.id, '/registry/bunda-demo', { name: 'Nenek Ratna', phone: '081277770001' })).toBe(true);
    expect(g.browser.session.user?.roles).toContain('guest');
    await bookAndOpenBuy(g);
    expect(g.checkout.kind).toBe('registry');
    expect(g.checkout.needsOwnAddress).toBe(false);
    expect(g.checkout.addressStatus).toBe('idle'); // her own addresses are never asked for
    expect(g.checkout.shipTo?.visibility).toBe('area');
    expect(g.checkout.shipTo?.address).toBeNull();
    expect(g.checkout.shippingCost).toBe(18000);
    const price = gift.subtotalPrice;
    expect(g.checkout.total).toBe(price + 18000);
    // Issue 28: never cash on delivery for a gift that ships to the parents.
    g.checkout.choosePaymentMethod('cod');
    expect(g.checkout.canPlace).toBe(false);
    g.checkout.choosePaymentMethod('bca_va');
    expect(g.checkout.canPlace).toBe(true);
    const order = await g.checkout.placeOrder();
    expect(order).not.toBeNull();
    expect(order!.total).toBe(g.checkout.quote?.total ?? price + 18000);
    expect(order!.address).toBeNull();
    expect(order!.registry?.username).toBe('bunda-demo');
    // Behind the API: the parcel goes to the owner's primary address.
    const rec = portal.state.orders.find((o) => String(o.id) === order!.id)!;
    expect(rec.address_id).toBe(ownerPrimary(portal, 1).id);
    expect(g.browser.storage.getItem(CART_BOOKING_KEY)).toBeNull();
    expect(await g.payment.load(order!.id)).toBe(true);
    expect(g.payment.view).toBe('waiting');
    // The gateway settles it (issue 28); the page's status check reads it paid.
    portal.settlePayment(order!.id, 'paid');
    expect(await g.payment.checkStatus()).toBe(true);
    expect(g.payment.isPaid).toBe(true);
    // Her own gift now says she gave it.
    await g.registry.load('bunda-demo');
    const given = g.registry.gifts.find((x) => x.id === '16')!;
    expect(given.givenByViewer).toBe(true);
    expect(g.holds.giverState(given)).toBe('given');
    // Another guest sees it taken, not given.
    const other = await guestAt(portal);
    expect(other.holds.giverState(other.registry.gifts.find((x) => x.id === '16')!)).toBe('taken');
  });

  it("with the owner's address hidden the giver's checkout and order carry a masked line only", async () => {
    const portal = createFakePortal();
    portal.state.registries.find((r) => r.user_id === 1)!.is_registry_address_visible = false;
    const g = await guestAt(portal);
    const home = ownerPrimary(portal, 1);
    expect(g.registry.address?.visibility).toBe('masked');
    expect(g.registry.address?.receiverName).toBe(home.receiver_name.split(/\s+/)[0]);
    expect(await g.giver.reserve('2', { name: 'Tante Wulan', email: 'wulan@contoh.id' })).toBe(true);
    await bookAndOpenBuy(g);
    g.checkout.choosePaymentMethod('gopay');
    const order = await g.checkout.placeOrder();
    for (const seen of [JSON.stringify(g.checkout.quote), JSON.stringify(order), JSON.stringify(g.registry.address)]) {
      expect(seen).not.toContain(home.address);
      expect(seen).not.toContain(home.receiver_phone);
    }
    expect(order?.shipTo?.visibility).toBe('masked');
  });

  it('a contribution has no parcel: no address, no shipping, no COD; bounds come from the domain and the portal agrees', async () => {
    const portal = createFakePortal();
    const a = await guestAt(portal);
    const gift = a.registry.gifts.find((x) => x.id === '1')!;
    const price = gift.subtotalPrice;
    expect(checkGiftContribution(gift, 5000)).toBe('below-minimum');
    expect(checkGiftContribution(gift, price + 1)).toBe('above-remaining');
    expect(await a.giver.identify({ name: 'Om Dedi', phone: '081277770002' })).toBe(true);
    expect(await a.giver.contribute('1', 100_000, '/registry/bunda-demo')).toBe(true);
    await bookAndOpenBuy(a);
    expect(a.checkout.kind).toBe('contribution');
    expect(a.checkout.shippingCost).toBe(0);
    expect(a.checkout.shipTo).toBeNull();
    expect(a.checkout.total).toBe(100_000);
    expect(a.checkout.booked?.items[0]?.contribution).toBe(100_000);

    // A second giver, with a stale page, asks for more than is left once the first part is counted: refused.
    const b = await guestAt(portal);
    expect(await b.giver.identify({ name: 'Bude Ani', email: 'ani@contoh.id' })).toBe(true);
    const stale = b.registry.gifts.find((x) => x.id === '1')!;
    expect(checkGiftContribution(stale, price)).toBe('ok'); // the page does not know of A's unpaid part
    expect(await b.giver.contribute('1', price, '/registry/bunda-demo')).toBe(false);
    expect(b.giver.actionError?.kind).toBe('validation');
    expect(JSON.stringify(b.giver.actionError)).toContain('Nominal maksimal');
    expect(await b.giver.contribute('1', price - 100_000, '/registry/bunda-demo')).toBe(true);
  });

  it('a gift wanted three times is given one unit at a time: "2 dari 3 lagi" after one', async () => {
    const portal = createFakePortal();
    const g = await guestAt(portal);
    const soap = g.registry.gifts.find((x) => x.id === '15')!;
    expect(g.registry.unitsNeeded(soap)).toEqual({ open: 3, wanted: 3 });
    expect(await g.giver.reserve('15', { name: 'Eyang Putri', phone: '081277770005' })).toBe(true);
    const rest = g.registry.gifts.find((x) => x.id === '15')!;
    expect(g.registry.unitsNeeded(rest)).toEqual({ open: 2, wanted: 3 });
    expect(g.holds.giverState(rest)).toBe('open');
    const mine = g.registry.gifts.find((x) => x.groupId === '15' && x.id !== '15')!;
    expect(mine.quantity).toBe(1);
    expect(g.holds.giverState(mine)).toBe('held');
    // Cancelling gives the unit back to the gift.
    expect(await g.giver.cancel(mine.id)).toBe(true);
    await g.registry.load('bunda-demo');
    expect(g.registry.unitsNeeded(g.registry.gifts.find((x) => x.id === '15')!)).toEqual({ open: 3, wanted: 3 });
  });

  it('two guests race for the last one: exactly one wins; the other gets a conflict and the list is read again', async () => {
    const portal = createFakePortal();
    const one = await guestAt(portal);
    const two = await guestAt(portal);
    const results = await Promise.all([
      one.giver.addToCart('2', '/registry/bunda-demo', { name: 'Mbak Yuni', email: 'yuni@contoh.id' }),
      two.giver.addToCart('2', '/registry/bunda-demo', { name: 'Mas Bayu', phone: '081277770004' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const loser = results[0] ? two : one;
    expect(loser.giver.actionError?.kind).toBe('conflict');
    expect(loser.holds.giverState(loser.registry.gifts.find((x) => x.id === '2')!)).toBe('taken');
  });
});
