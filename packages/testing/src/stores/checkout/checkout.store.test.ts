import { describe, expect, it } from 'vitest';
import {
  CART_BOOKING_KEY, CHECKOUT_CHOICES_KEY, domainError, shownError,
  type AddressGateway, type AuthGateway, type KeyValueStorage, type OrderGateway, type PaymentMethod, type SearchGateway, type VoucherGateway,
} from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { NotificationStore, SessionStore, CartStore, CheckoutStore, visiblePaymentMethods, PaymentStore, VoucherStore } from '@kado/stores';
import { ManualScheduler, MemoryCookieJar, MemoryStorage, SequenceIds } from '../../kits/platform-fakes';

/** One id source for every store of a test, as the app has one: keys of an order and of its payment never collide. */
const ids = new SequenceIds();
/** A payment store with a test scheduler and the machine's clock (the countdown is not what these tests look at). */
const paymentStore = (gateway: OrderGateway) => new PaymentStore(gateway, new ManualScheduler(), { now: () => new Date() });
/** The gateway settles an order's payment (fake portal control route, issue 28). */
const settle = async (portal: ReturnType<typeof createFakePortal>, orderId: string, status: 'paid' | 'failed' = 'paid') =>
  (await portal.fetch(new Request(`http://kado.test/api/__control/payments/${orderId}/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) }))).status;

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

/** Logs ibu.demo in, books her seeded cart as the cart page would, and opens /buy. */
async function setup(portal = createFakePortal({ controlRoutes: true })) {
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
  const cart = new CartStore(gateways.CartGateway, storage, notifications);
  await cart.load();
  expect(cart.bookSelected()).toBe(true);
  const orders = counting(gateways.OrderGateway);
  const vouchers = counting(gateways.VoucherGateway);
  const store = new CheckoutStore(storage, gateways.AddressGateway, vouchers.gateway, orders.gateway, notifications, ids);
  await store.load();
  return { portal, store, storage, gateways, notifications, orderCalls: orders.calls, voucherCalls: vouchers.calls, cart };
}

function withGateways(storage: KeyValueStorage, parts: { address?: AddressGateway; voucher?: VoucherGateway; order?: OrderGateway }) {
  const session = new SessionStore({} as AuthGateway, {} as never, new MemoryCookieJar(), new MemoryStorage(), new SequenceIds());
  return new CheckoutStore(storage, parts.address ?? ({} as AddressGateway), parts.voucher ?? ({} as VoucherGateway), parts.order ?? ({} as OrderGateway), new NotificationStore(session, {} as SearchGateway), ids);
}

const reject = (kind: 'unexpected' | 'offline' = 'unexpected') => () => Promise.reject(domainError({ kind }));

describe('CheckoutStore against the fake portal', () => {
  it('opens /buy with the booked cart, the primary address and the payment methods', async () => {
    const { store, cart } = await setup();
    expect(store.booked?.items.map((i) => i.id)).toEqual(cart.selectedItems.map((i) => i.id));
    expect(store.subtotal).toBe(cart.selectedTotal);
    expect(store.addresses.length).toBeGreaterThanOrEqual(2);
    expect(store.chosenAddress?.primary).toBe(true);
    const other = store.addresses.find((a) => !a.primary)!;
    store.chooseAddress(other.id);
    expect(store.chosenAddress?.id).toBe(other.id);
    expect(store.methods.length).toBeGreaterThan(0);
    expect(store.canPlace).toBe(false);
    store.choosePaymentMethod('bca_va');
    // A new address asks for a new quote: no order before it answered (decision 0181).
    expect(store.canPlace).toBe(false);
    await store.loadQuote();
    expect(store.canPlace).toBe(true);
    expect(store.kind).toBe('regular');
    expect(store.shippingCost).toBe(18000);
    expect(store.total).toBe(store.subtotal + 18000);
  });

  it('hides card payment unless a card-payment provider is configured', () => {
    const methods: PaymentMethod[] = [
      { code: 'bca_va', name: 'BCA Virtual Account', type: 'va', imageUrl: null },
      { code: 'gopay', name: 'GoPay', type: 'ewallet', imageUrl: null },
      { code: 'credit_card', name: 'Kartu Kredit/Debit', type: 'card', imageUrl: null },
      { code: 'cod', name: 'COD', type: 'cod', imageUrl: null },
    ];
    expect(visiblePaymentMethods(methods, undefined).map((m) => m.code)).toEqual(['bca_va', 'gopay', 'cod']);
    expect(visiblePaymentMethods(methods, '  ').map((m) => m.code)).toEqual(['bca_va', 'gopay', 'cod']);
    expect(visiblePaymentMethods(methods, 'midtrans').map((m) => m.code)).toContain('credit_card');
  });

  it('offers no cash on delivery for a registry gift nor a contribution (issue 28, decision 0400)', () => {
    const methods: PaymentMethod[] = [
      { code: 'bca_va', name: 'BCA Virtual Account', type: 'va', imageUrl: null },
      { code: 'cod', name: 'COD', type: 'cod', imageUrl: null },
    ];
    expect(visiblePaymentMethods(methods, undefined, 'regular').map((m) => m.code)).toEqual(['bca_va', 'cod']);
    expect(visiblePaymentMethods(methods, undefined, 'registry').map((m) => m.code)).toEqual(['bca_va']);
    expect(visiblePaymentMethods(methods, undefined, 'contribution').map((m) => m.code)).toEqual(['bca_va']);
  });

  it('checks a code voucher against the booked lines; an unknown code is a validation error and clears nothing', async () => {
    const { store } = await setup();
    expect(await store.applyVoucher({ code: 'mpasi10' })).toBe(true);
    expect(store.voucher?.voucher.code).toBe('MPASI10');
    expect(store.discount).toBeGreaterThan(0);
    expect(store.totalBeforeShipping).toBe(store.subtotal - store.discount);
    expect(await store.applyVoucher({ code: 'TIDAKADA' })).toBe(false);
    expect(store.voucherCheck.error?.kind).toBe('validation');
    expect(store.voucher?.voucher.code).toBe('MPASI10');
    store.removeVoucher();
    expect(store.discount).toBe(0);
  });

  it('checks a voucher once however often it is tapped', async () => {
    const { store, voucherCalls } = await setup();
    await Promise.all(Array.from({ length: 10 }, () => store.applyVoucher({ code: 'MPASI10' })));
    expect(voucherCalls['check']).toBe(1);
  });

  it('places one order for ten quick taps, drops the booked cart, and the order is paid once for ten taps', async () => {
    const { store, storage, orderCalls, portal, gateways } = await setup();
    store.choosePaymentMethod('bca_va');
    await store.applyVoucher({ code: 'MPASI10' });
    const discount = store.discount;
    const before = portal.state.orders.length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => store.placeOrder()));
    expect(orderCalls['createOrder']).toBe(1);
    const order = answers.find((a) => a !== null)!;
    expect(answers.filter((a) => a !== null)).toHaveLength(1);
    expect(portal.state.orders.length).toBe(before + 1);
    expect(order.status).toBe('waiting_payment');
    expect(order.discount).toBe(discount);
    expect(storage.getItem(CART_BOOKING_KEY)).toBeNull();
    expect(store.booked).toBeNull();

    // Issue 28: the payment page shows the gateway's instruction; paid is what the portal says after the gateway settles.
    const reads = counting(gateways.OrderGateway);
    const payment = paymentStore(reads.gateway);
    expect(await payment.load(order.id)).toBe(true);
    expect(payment.method?.name).toBe('BCA Virtual Account');
    expect(payment.view).toBe('waiting');
    expect(payment.instruction).toMatchObject({ type: 'va', bank: 'BCA', amount: order.total });
    expect(await settle(portal, order.id)).toBe(200);
    expect(payment.isPaid).toBe(false);
    expect(await payment.checkStatus()).toBe(true);
    expect(payment.order?.status).toBe('paid');
    expect(payment.isPaid).toBe(true);
  });

  it('a claimed voucher without a code is applied by id and the order carries its discount', async () => {
    const { store } = await setup();
    store.choosePaymentMethod('dana');
    expect(store.chosenPaymentMethod?.name).toBe('DANA');
    // Voucher 2 ('Gratis Ongkir Bunda', Rp20.000 off from Rp100.000) is claimed by ibu.demo in the seed and has no code.
    expect(store.subtotal).toBeGreaterThanOrEqual(100000);
    expect(await store.applyVoucher({ id: '2' })).toBe(true);
    expect(store.voucher?.voucher.code).toBeNull();
    const discount = store.discount;
    expect(discount).toBe(20000);
    const order = await store.placeOrder();
    expect(order?.discount).toBe(discount);
    expect(order?.address?.primary).toBe(true);
  });

  it('a voucher spent on an order is used up: the next checkout shows "Voucher sudah digunakan" and keeps the rest (decision 0241)', async () => {
    const { store, portal } = await setup();
    const lines = portal.state.carts.filter((row) => row.owner_key === 'u:1').map((row) => ({ ...row }));
    store.choosePaymentMethod('gopay');
    expect(await store.applyVoucher({ code: 'MPASI10' })).toBe(true);
    expect(await store.placeOrder()).not.toBeNull();
    // The same lines in the cart again (bought a second time).
    portal.state.carts.push(...lines.map((row, i) => ({ ...row, id: 9000 + i })));
    const next = (await setup(portal)).store;
    expect(await next.applyVoucher({ code: 'MPASI10' })).toBe(false);
    expect(shownError(next.voucherCheck.error)).toEqual({ kind: 'message', text: 'Voucher sudah digunakan' });
    expect(next.voucher).toBeNull();
    expect(next.booked).not.toBeNull();
  });

  it('a refused order keeps the booked cart, the address, the method and the voucher', async () => {
    const { store, storage, portal } = await setup();
    store.choosePaymentMethod('gopay');
    await store.applyVoucher({ code: 'MPASI10' });
    portal.state.carts = []; // the lines left the cart meanwhile (another tab paid them)
    expect(await store.placeOrder()).toBeNull();
    expect(store.placing.error?.kind).toBe('not-found');
    expect(store.booked).not.toBeNull();
    expect(storage.getItem(CART_BOOKING_KEY)).not.toBeNull();
    expect(store.chosenPaymentMethod?.code).toBe('gopay');
    expect(store.voucher).not.toBeNull();
    expect(store.placing.pending).toBe(false);
  });
});

describe('a reload of /buy (issue 31, decision 0532)', () => {
  it('a new checkout over the same storage shows the address, the payment method and the voucher she had chosen', async () => {
    const { store, storage, gateways, notifications } = await setup();
    const other = store.addresses.find((a) => !a.primary)!;
    store.chooseAddress(other.id);
    store.choosePaymentMethod('gopay');
    expect(await store.applyVoucher({ code: 'MPASI10' })).toBe(true);
    const total = (await store.quotes.ensure(store.quotes.key!), store.total);

    const reloaded = new CheckoutStore(storage, gateways.AddressGateway, gateways.VoucherGateway, gateways.OrderGateway, notifications, ids);
    await reloaded.load();
    expect(reloaded.booked?.items.length).toBe(store.booked?.items.length);
    expect(reloaded.chosenAddress?.id).toBe(other.id);
    expect(reloaded.chosenPaymentMethod?.code).toBe('gopay');
    expect(reloaded.voucher?.voucher.code).toBe('MPASI10');
    await reloaded.quotes.ensure(reloaded.quotes.key!);
    expect(reloaded.total).toBe(total);
  });

  it('forgets them with the booked cart: a removed voucher stays removed, and a placed order keeps nothing', async () => {
    const { store, storage, gateways, notifications } = await setup();
    store.choosePaymentMethod('gopay');
    await store.applyVoucher({ code: 'MPASI10' });
    store.removeVoucher();
    const again = new CheckoutStore(storage, gateways.AddressGateway, gateways.VoucherGateway, gateways.OrderGateway, notifications, ids);
    await again.load();
    expect(again.voucher).toBeNull();
    expect(again.chosenPaymentMethod?.code).toBe('gopay');
    expect(await again.placeOrder()).not.toBeNull();
    expect(storage.getItem(CHECKOUT_CHOICES_KEY)).toBeNull();
  });
});

describe('CheckoutStore failures', () => {
  it('failed address and method loads show their errors and keep nothing', async () => {
    const storage = new MemoryStorage();
    const address = { list: reject('offline') } as unknown as AddressGateway;
    const order = { paymentMethods: reject(), quote: reject() } as unknown as OrderGateway;
    const store = withGateways(storage, { address, order });
    await store.load();
    expect(store.booked).toBeNull();
    expect(store.addressStatus).toBe('idle'); // nothing booked: nothing to load
    const line = { id: '1', product: { id: '1', name: 'x', images: [] }, variant: null, quantity: 1, price: 1000, giftProductId: null, ownerId: null, contribution: null };
    storage.setItem(CART_BOOKING_KEY, JSON.stringify({ items: [line], totalPrice: 1000 }));
    await store.load();
    expect(store.quotes.status).toBe('error');
    expect(store.addressStatus).toBe('error');
    expect(store.addressList.error?.kind).toBe('offline');
    expect(store.methodList.status).toBe('error');
    expect(store.methodList.error?.kind).toBe('unexpected');
    expect(store.canPlace).toBe(false);
    expect(await store.placeOrder()).toBeNull();
  });

  it('a failed status check keeps the order shown, waiting for payment', async () => {
    const order = {
      id: '9', invoice: 'INV/1', status: 'waiting_payment', paymentMethod: 'bca_va', subtotal: 1, shippingCost: 1, discount: 0,
      total: 2, items: [], courier: null, awb: null, createdAt: '2024-01-01T00:00:00.000Z', paidAt: null,
    } as const;
    let reads = 0;
    const payment = paymentStore({ order: async () => (reads++ === 0 ? order : Promise.reject(domainError({ kind: 'offline' }))), paymentMethods: reject() } as unknown as OrderGateway);
    expect(await payment.load('9')).toBe(true);
    expect(payment.methods).toEqual([]);
    expect(await payment.checkStatus()).toBe(false);
    expect(payment.error?.kind).toBe('offline');
    expect(payment.order?.status).toBe('waiting_payment');
    expect(payment.view).toBe('waiting');
    const missing = paymentStore({ order: () => Promise.reject(domainError({ kind: 'not-found', message: 'Pesanan tidak ditemukan', redirectTo404: false })), paymentMethods: async () => [] } as unknown as OrderGateway);
    expect(await missing.load('404')).toBe(false);
    expect(missing.error).toMatchObject({ kind: 'not-found', message: 'Pesanan tidak ditemukan' });
  });
});

/** The order gateway whose next createOrder is carried out by the portal but whose answer is lost (a timeout). */
function losingAnswers(real: OrderGateway) {
  const keys: { call: string; key: string | undefined }[] = [];
  let lose = 0;
  const gateway: OrderGateway = {
    ...real,
    paymentMethods: (o) => real.paymentMethods(o),
    quote: (i, o) => real.quote(i, o),
    order: (id, o) => real.order(id, o),
    async createOrder(input, options) {
      keys.push({ call: 'createOrder', key: input.idempotencyKey });
      const order = await real.createOrder(input, options);
      if (lose > 0 && lose--) throw domainError({ kind: 'timeout' });
      return order;
    },
  };
  return { gateway, keys, loseNext: () => (lose = 1) };
}

describe('a retry after a lost answer has no second effect (issue 17, idempotency keys)', () => {
  it('placeOrder whose answer was lost, tapped again: exactly one order, and the store answers it', async () => {
    const { portal, gateways, storage, notifications } = await setup();
    const lossy = losingAnswers(gateways.OrderGateway);
    const store = new CheckoutStore(storage, gateways.AddressGateway, gateways.VoucherGateway, lossy.gateway, notifications, ids);
    await store.load();
    store.choosePaymentMethod('bca_va');
    const before = portal.state.orders.length;
    lossy.loseNext();
    expect(await store.placeOrder()).toBeNull();
    expect(store.placing.error?.kind).toBe('timeout');
    expect(store.placeRetrySafe).toBe(true);
    expect(portal.state.orders.length).toBe(before + 1); // the portal did place it
    const order = await store.placeOrder();
    expect(order).not.toBeNull();
    expect(portal.state.orders.length).toBe(before + 1);
    expect(order!.id).toBe(String(portal.state.orders.at(-1)!.id));
    expect(store.placing.error).toBeNull();
    expect(store.booked).toBeNull();
    const [first, second] = lossy.keys;
    expect(first!.key).toBeTruthy();
    expect(second!.key).toBe(first!.key);
  });

  it('a new key once the choices change or the order succeeded; the same key for the same choices', async () => {
    const { gateways, storage, notifications } = await setup();
    const keys: (string | undefined)[] = [];
    let fail = true;
    const order = {
      ...gateways.OrderGateway,
      paymentMethods: () => gateways.OrderGateway.paymentMethods(),
      quote: (i: Parameters<OrderGateway['quote']>[0]) => gateways.OrderGateway.quote(i),
      createOrder: (input: Parameters<OrderGateway['createOrder']>[0]) => {
        keys.push(input.idempotencyKey);
        return fail ? Promise.reject(domainError({ kind: 'offline' })) : gateways.OrderGateway.createOrder(input);
      },
    } as OrderGateway;
    const store = new CheckoutStore(storage, gateways.AddressGateway, gateways.VoucherGateway, order, notifications, ids);
    await store.load();
    store.choosePaymentMethod('bca_va');
    await store.placeOrder();
    await store.placeOrder();
    store.choosePaymentMethod('gopay');
    await store.placeOrder();
    expect(await store.applyVoucher({ code: 'MPASI10' })).toBe(true);
    await store.loadQuote();
    await store.placeOrder();
    fail = false;
    expect(await store.placeOrder()).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]); // another method
    expect(keys[3]).not.toBe(keys[2]); // a voucher
    expect(keys[4]).toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
  });

  it('PaymentStore drops a late cancel answer about an order no longer on screen', async () => {
    const waiting = (id: string) => ({
      id, invoice: `INV/${id}`, status: 'waiting_payment', paymentMethod: 'bca_va', subtotal: 1, shippingCost: 1, discount: 0,
      total: 2, items: [], courier: null, awb: null, createdAt: '2024-01-01T00:00:00.000Z', paidAt: null,
    }) as const;
    const answers: { resolve: (o: unknown) => void; reject: (e: unknown) => void }[] = [];
    const gateway = {
      order: async (id: string) => waiting(id),
      paymentMethods: async () => [],
      cancel: () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
    } as unknown as OrderGateway;
    const payment = paymentStore(gateway);
    await payment.load('1');
    const late = payment.cancel();
    await payment.load('2'); // the shopper opened another order meanwhile
    answers[0]!.resolve({ ...waiting('1'), status: 'cancelled' });
    expect(await late).toBe(false);
    expect(payment.order?.id).toBe('2');
    expect(payment.order?.status).toBe('waiting_payment');
  });

  it('PaymentStore drops a late answer of an older load, and show() wins over a load in flight', async () => {
    const waiting = (id: string) => ({
      id, invoice: `INV/${id}`, status: 'waiting_payment', paymentMethod: 'bca_va', subtotal: 1, shippingCost: 1, discount: 0,
      total: 2, items: [], courier: null, awb: null, createdAt: '2024-01-01T00:00:00.000Z', paidAt: null,
    }) as const;
    const answers = new Map<string, (o: unknown) => void>();
    const gateway = {
      order: (id: string) => new Promise((resolve) => answers.set(id, resolve)),
      paymentMethods: async () => [],
    } as unknown as OrderGateway;
    const payment = paymentStore(gateway);
    const first = payment.load('1');
    const second = payment.load('2');
    answers.get('2')!(waiting('2'));
    expect(await second).toBe(true);
    answers.get('1')!(waiting('1'));
    expect(await first).toBe(false);
    expect(payment.order?.id).toBe('2');
    const third = payment.load('4');
    payment.show(waiting('3') as never);
    answers.get('4')!(waiting('4'));
    expect(await third).toBe(false);
    expect(payment.order?.id).toBe('3');
    expect(payment.status).toBe('ready');
  });
});

describe("the checkout pages' data, asked for by their routes' loaders (decision 0370)", () => {
  it('a call while the same read is on its way joins it; the next visit reads again (cart, /buy, /address/select, payment)', async () => {
    const { gateways, storage, notifications } = await setup();
    const carts = counting(gateways.CartGateway);
    const cart = new CartStore(carts.gateway, storage, notifications);
    await Promise.all([cart.ensureCart(), cart.ensureCart()]);
    expect([carts.calls.cart, cart.items.length > 0]).toEqual([1, true]);
    await cart.ensureCart();
    expect(carts.calls.cart).toBe(2);

    const addresses = counting(gateways.AddressGateway);
    const orders = counting(gateways.OrderGateway);
    const store = new CheckoutStore(storage, addresses.gateway, gateways.VoucherGateway, orders.gateway, notifications, ids);
    await Promise.all([store.ensure('buy'), store.ensure('buy')]);
    expect([addresses.calls.list, orders.calls.paymentMethods, orders.calls.quote]).toEqual([1, 1, 1]);
    expect(store.booked).not.toBeNull();
    await Promise.all([store.ensure('addresses'), store.ensure('addresses')]);
    expect(addresses.calls.list).toBe(2);
    await store.ensure('buy');
    expect([addresses.calls.list, orders.calls.paymentMethods]).toEqual([3, 2]);

    const payment = paymentStore(orders.gateway);
    await Promise.all([payment.ensurePayment('8'), payment.ensurePayment('8')]);
    expect([orders.calls.order, payment.order?.id]).toEqual([1, '8']);
    await payment.ensurePayment('8');
    expect(orders.calls.order).toBe(2);
  });

  it('the checkout vouchers are read once: a read on its way is joined, a known list kept', async () => {
    const { gateways } = await setup();
    const vouchers = counting(gateways.VoucherGateway);
    const store = new VoucherStore(vouchers.gateway);
    await Promise.all([store.ensureList(), store.ensureList()]);
    await store.ensureList();
    expect(vouchers.calls.list).toBe(1);
    expect(store.status).toBe('ready');
  });
});
