import { describe, expect, it } from 'vitest';
import {
  CART_BOOKING_KEY, domainError,
  type AddressGateway, type AuthGateway, type KeyValueStorage, type OrderGateway, type PaymentMethod, type SearchGateway, type VoucherGateway,
} from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { NotificationStore } from '../notification.store';
import { SessionStore } from '../session.store';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from '../testing/platform-fakes';
import { CartStore } from './cart.store';
import { CheckoutStore, visiblePaymentMethods } from './checkout.store';
import { PaymentStore } from './payment.store';

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
  const cart = new CartStore(gateways.CartGateway, storage, notifications);
  await cart.load();
  expect(cart.bookSelected()).toBe(true);
  const orders = counting(gateways.OrderGateway);
  const vouchers = counting(gateways.VoucherGateway);
  const store = new CheckoutStore(storage, gateways.AddressGateway, vouchers.gateway, orders.gateway, notifications);
  await store.load();
  return { portal, store, storage, gateways, notifications, orderCalls: orders.calls, voucherCalls: vouchers.calls, cart };
}

function withGateways(storage: KeyValueStorage, parts: { address?: AddressGateway; voucher?: VoucherGateway; order?: OrderGateway }) {
  const session = new SessionStore({} as AuthGateway, {} as never, new MemoryCookieJar(), new MemoryStorage(), new SequenceIds());
  return new CheckoutStore(storage, parts.address ?? ({} as AddressGateway), parts.voucher ?? ({} as VoucherGateway), parts.order ?? ({} as OrderGateway), new NotificationStore(session, {} as SearchGateway));
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

  it('checks a code voucher against the booked lines; an unknown code is a validation error and clears nothing', async () => {
    const { store } = await setup();
    expect(await store.applyVoucher({ code: 'mpasi10' })).toBe(true);
    expect(store.voucher?.voucher.code).toBe('MPASI10');
    expect(store.discount).toBeGreaterThan(0);
    expect(store.totalBeforeShipping).toBe(store.subtotal - store.discount);
    expect(await store.applyVoucher({ code: 'TIDAKADA' })).toBe(false);
    expect(store.voucherError?.kind).toBe('validation');
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

    const pays = counting(gateways.OrderGateway);
    const payment = new PaymentStore(pays.gateway);
    expect(await payment.load(order.id)).toBe(true);
    expect(payment.method?.name).toBe('BCA Virtual Account');
    const paid = await Promise.all(Array.from({ length: 10 }, () => payment.pay()));
    expect(pays.calls['pay']).toBe(1);
    expect(paid.filter(Boolean)).toHaveLength(1);
    expect(payment.order?.status).toBe('paid');
    expect(payment.isPaid).toBe(true);
    expect(await payment.pay()).toBe(false);
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

  it('a refused order keeps the booked cart, the address, the method and the voucher', async () => {
    const { store, storage, portal } = await setup();
    store.choosePaymentMethod('gopay');
    await store.applyVoucher({ code: 'MPASI10' });
    portal.state.carts = []; // the lines left the cart meanwhile (another tab paid them)
    expect(await store.placeOrder()).toBeNull();
    expect(store.placeError?.kind).toBe('not-found');
    expect(store.booked).not.toBeNull();
    expect(storage.getItem(CART_BOOKING_KEY)).not.toBeNull();
    expect(store.chosenPaymentMethod?.code).toBe('gopay');
    expect(store.voucher).not.toBeNull();
    expect(store.placing).toBe(false);
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
    expect(store.quoteStatus).toBe('error');
    expect(store.addressStatus).toBe('error');
    expect(store.addressError?.kind).toBe('offline');
    expect(store.methodStatus).toBe('error');
    expect(store.methodError?.kind).toBe('unexpected');
    expect(store.canPlace).toBe(false);
    expect(await store.placeOrder()).toBeNull();
  });

  it('payment failures leave the order waiting for payment', async () => {
    const order = {
      id: '9', invoice: 'INV/1', status: 'waiting_payment', paymentMethod: 'bca_va', subtotal: 1, shippingCost: 1, discount: 0,
      total: 2, items: [], courier: null, awb: null, createdAt: '2024-01-01T00:00:00.000Z', paidAt: null,
    } as const;
    const payment = new PaymentStore({ order: async () => order, paymentMethods: reject(), pay: reject('offline') } as unknown as OrderGateway);
    expect(await payment.load('9')).toBe(true);
    expect(payment.methods).toEqual([]);
    expect(await payment.pay()).toBe(false);
    expect(payment.payError?.kind).toBe('offline');
    expect(payment.order?.status).toBe('waiting_payment');
    const missing = new PaymentStore({ order: () => Promise.reject(domainError({ kind: 'not-found', message: 'Pesanan tidak ditemukan', redirectTo404: false })), paymentMethods: async () => [] } as unknown as OrderGateway);
    expect(await missing.load('404')).toBe(false);
    expect(missing.error).toMatchObject({ kind: 'not-found', message: 'Pesanan tidak ditemukan' });
  });
});
