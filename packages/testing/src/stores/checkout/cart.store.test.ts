import { describe, expect, it } from 'vitest';
import { CART_BOOKING_KEY, domainError, type AuthGateway, type CartGateway, type SearchGateway } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { NotificationStore, SessionStore, CartStore, readBookedCart } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from '../../kits/platform-fakes';

/** Counts the calls of each gateway method while passing them on. */
function counting<T extends object>(target: T): { gateway: T; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const gateway = new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls[String(prop)] = (calls[String(prop)] ?? 0) + 1;
        return (value as (...a: unknown[]) => unknown).apply(obj, args);
      };
    },
  });
  return { gateway, calls };
}

async function setup() {
  const portal = createFakePortal();
  const cookies = new MemoryCookieJar();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portal.fetch(new Request(input, init)),
    getAccessToken: () => cookies.get('kado_at'),
    retryDelayMs: () => 0,
  });
  const gateways = createHttpGateways(client);
  const storage = new MemoryStorage();
  const session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, new SequenceIds());
  expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  const notifications = new NotificationStore(session, gateways.SearchGateway);
  const cart = counting(gateways.CartGateway);
  const store = new CartStore(cart.gateway, storage, notifications);
  // An in-stock product that is not in the seeded cart.
  const inCart = new Set(portal.state.carts.map((c) => c.sku_id));
  const variant = portal.state.variants.find((v) => v.stock >= 20 && !inCart.has(v.sku_id))!;
  return { portal, store, storage, calls: cart.calls, gateways, notifications, variant };
}

const failing = (kind: 'unexpected' | 'offline' = 'unexpected'): CartGateway => {
  const reject = () => Promise.reject(domainError({ kind }));
  return { cart: reject, addItem: reject, removeItems: reject };
};

function offlineStore(gateway: CartGateway) {
  const storage = new MemoryStorage();
  const session = new SessionStore({} as AuthGateway, {} as never, new MemoryCookieJar(), storage, new SequenceIds());
  return new CartStore(gateway, storage, new NotificationStore(session, {} as SearchGateway));
}

describe('CartStore against the fake portal', () => {
  it('loads the regular lines of the cart, all selected, with the selected total', async () => {
    const { store } = await setup();
    expect(await store.load()).toBe(true);
    expect(store.status).toBe('ready');
    expect(store.items).toHaveLength(2);
    expect(store.allSelected).toBe(true);
    expect(store.selectedTotal).toBe(store.items.reduce((t, i) => t + i.price * i.quantity, 0));
    store.toggle(store.items[0]!.id);
    expect(store.selectedItems).toHaveLength(1);
    store.selectAll(true);
    expect(store.allSelected).toBe(true);
  });

  it('adds a product once however often it is tapped: ten quick taps, one request', async () => {
    const { store, calls, portal, variant } = await setup();
    await store.load();
    const taps = Array.from({ length: 10 }, () => store.add({ productId: String(variant.product_id), skuId: String(variant.sku_id), quantity: 1 }));
    expect(store.busy).toBe(true);
    const results = await Promise.all(taps);
    expect(calls['addItem']).toBe(1);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(store.items).toHaveLength(3);
    expect(store.selectedIds).toContain(results.find((r) => r !== null)!.id);
    expect(portal.state.carts.filter((c) => c.sku_id === variant.sku_id)).toHaveLength(1);
    expect(store.busy).toBe(false);
  });

  it("'Beli lagi' puts a delivered order's lines back in the cart with their variants and quantities, selected (issue 31)", async () => {
    const { store, calls, portal, gateways } = await setup();
    await store.load();
    // Order 5 of the seed: the demo buyer's delivered order (two of one nappy, one soap).
    const order = await gateways.OrderGateway.order('5');
    const bought = portal.state.orders.find((o) => o.id === 5)!.items;
    expect(order.status).toBe('delivered');
    expect(await store.buyAgain(order)).toBe(true);
    expect(calls['addItem']).toBe(bought.length);
    for (const line of bought) {
      const item = store.items.find((i) => i.variant?.skuId === String(line.sku_id));
      expect(item?.quantity, `sku ${line.sku_id}`).toBe(line.quantity);
      expect(store.selectedIds).toContain(item!.id);
    }
  });

  it("'Beli lagi' does nothing for an order on its way", async () => {
    const { store, calls, gateways } = await setup();
    await store.load();
    const order = await gateways.OrderGateway.order('6');
    expect(order.status).toBe('pickedup');
    expect(await store.buyAgain(order)).toBe(false);
    expect(calls['addItem']).toBeUndefined();
  });

  it('raises and lowers a quantity, and the portal agrees', async () => {
    const { store, portal } = await setup();
    await store.load();
    const line = store.items.find((i) => i.quantity === 1)!;
    expect(await store.setQuantity(line.id, 3)).toBe(true);
    expect(store.items.find((i) => i.product.id === line.product.id)!.quantity).toBe(3);
    const raised = store.items.find((i) => i.product.id === line.product.id)!;
    expect(await store.setQuantity(raised.id, 2)).toBe(true);
    const lowered = store.items.find((i) => i.product.id === line.product.id)!;
    expect(lowered.quantity).toBe(2);
    expect(store.selectedIds).toContain(lowered.id);
    expect(store.items).toHaveLength(2);
    expect(portal.state.carts.find((c) => c.sku_id === Number(line.variant!.skuId))!.quantity).toBe(2);
    expect(await store.setQuantity(lowered.id, 0)).toBe(false);
    expect(await store.setQuantity(lowered.id, 100)).toBe(false);
  });

  it('removes lines once however often it is tapped, and keeps the rest', async () => {
    const { store, calls, portal } = await setup();
    await store.load();
    const [first, second] = store.items;
    const results = await Promise.all(Array.from({ length: 10 }, () => store.remove([first!.id])));
    expect(calls['removeItems']).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(store.items.map((i) => i.id)).toEqual([second!.id]);
    expect(store.selectedIds).toEqual([second!.id]);
    expect(portal.state.carts.some((c) => String(c.id) === first!.id)).toBe(false);
  });

  it('reports an out-of-stock add as a validation error and keeps the lines', async () => {
    const { store, portal } = await setup();
    await store.load();
    const before = store.items;
    const empty = portal.state.variants.find((v) => v.stock === 0);
    const variant = empty ?? portal.state.variants[0]!;
    if (!empty) variant.stock = 0;
    expect(await store.add({ productId: String(variant.product_id), skuId: String(variant.sku_id) })).toBeNull();
    expect(store.actionError?.kind).toBe('validation');
    expect(store.items).toBe(before);
  });

  it('saves the selected lines as the booked cart "carts" and reads them back', async () => {
    const { store, storage } = await setup();
    await store.load();
    store.toggle(store.items[1]!.id);
    expect(store.bookSelected()).toBe(true);
    const booked = readBookedCart(storage)!;
    expect(storage.getItem(CART_BOOKING_KEY)).not.toBeNull();
    expect(booked.items.map((i) => i.id)).toEqual([store.items[0]!.id]);
    expect(booked.totalPrice).toBe(store.items[0]!.price * store.items[0]!.quantity);
    store.selectAll(false);
    expect(store.bookSelected()).toBe(false);
    storage.setItem(CART_BOOKING_KEY, '{not json');
    expect(readBookedCart(storage)).toBeNull();
  });
});

describe('CartStore failures', () => {
  it('a failed load shows the error kind and keeps nothing half-loaded', async () => {
    const store = offlineStore(failing('offline'));
    expect(await store.load()).toBe(false);
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('offline');
    expect(store.items).toEqual([]);
  });

  it('a failed remove leaves the list as it was', async () => {
    const { store, gateways } = await setup();
    await store.load();
    const before = store.items;
    const broken = offlineStore({ ...failing(), cart: (q) => gateways.CartGateway.cart(q) });
    await broken.load();
    expect(await broken.remove([broken.items[0]!.id])).toBe(false);
    expect(broken.actionError?.kind).toBe('unexpected');
    expect(broken.items.map((i) => i.id)).toEqual(before.map((i) => i.id));
    expect(broken.busy).toBe(false);
  });

  it('a lower quantity whose re-add fails shows the error and then the portal’s cart', async () => {
    const { gateways } = await setup();
    const real = gateways.CartGateway;
    let adds = 0;
    const store = offlineStore({
      cart: (q) => real.cart(q),
      removeItems: (ids) => real.removeItems(ids),
      addItem: () => {
        adds += 1;
        return Promise.reject(domainError({ kind: 'offline' }));
      },
    });
    await store.load();
    const line = store.items.find((i) => i.quantity === 2)!;
    expect(await store.setQuantity(line.id, 1)).toBe(false);
    expect(adds).toBe(1);
    expect(store.actionError?.kind).toBe('offline');
    expect(store.items.some((i) => i.id === line.id)).toBe(false);
  });
});

describe('CartStore on the async kit', () => {
  it('an older read of the cart answering last never replaces the newer lines, and its failure is not shown', async () => {
    const { gateways } = await setup();
    const real = await gateways.CartGateway.cart({ type: 'regular' });
    const answers: { resolve: (cart: typeof real) => void; reject: (error: unknown) => void }[] = [];
    const store = offlineStore({ ...failing(), cart: () => new Promise((resolve, reject) => answers.push({ resolve, reject })) });
    const older = store.load();
    const newer = store.load();
    answers[1]!.resolve(real);
    expect(await newer).toBe(true);
    answers[0]!.resolve({ ...real, items: real.items.slice(0, 1) });
    expect(await older).toBe(false);
    expect(store.items.map((i) => i.id)).toEqual(real.items.map((i) => i.id));
    const third = store.load();
    const fourth = store.load();
    answers[3]!.resolve(real);
    await fourth;
    answers[2]!.reject(domainError({ kind: 'offline' }));
    expect(await third).toBe(false);
    expect([store.status, store.error]).toEqual(['ready', null]);
  });
});
