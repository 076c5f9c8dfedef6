import { describe, expect, it } from 'vitest';
import { domainError, type AuthGateway, type Order, type OrderGateway, type Page, type ProfileGateway, type Tracking, type VoucherGateway } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { SessionStore, MiniPointStore, OrderDetailStore, OrderListStore, VoucherStore } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from '../../kits/platform-fakes';

async function setup(email = 'ibu.demo@kado.test') {
  const portal = createFakePortal();
  const cookies = new MemoryCookieJar();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portal.fetch(new Request(input, init)),
    getAccessToken: () => cookies.get('kado_at'),
    retryDelayMs: () => 0,
  });
  const gateways = createHttpGateways(client);
  const session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, new MemoryStorage(), new SequenceIds());
  expect(await session.login({ email, password: 'Rahasia123!' })).toBe(true);
  return { portal, gateways, session };
}

const order = (id: number, extra: Partial<Order> = {}): Order => ({
  id: String(id), invoice: `INV/${id}`, status: 'paid', paymentMethod: 'gopay', subtotal: 100000, shippingCost: 18000, discount: 0,
  total: 118000, items: [], courier: 'jne', awb: 'JNE1', createdAt: '2024-06-01T00:00:00.000Z', paidAt: null, ...extra,
});

describe('OrderListStore', () => {
  it('loads the shopper’s orders, newest first', async () => {
    const { gateways } = await setup();
    const store = new OrderListStore(gateways.OrderGateway);
    expect(await store.list.reload()).toBe(true);
    expect(store.list.items.length).toBe(4);
    const dates = store.list.items.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(store.list.hasMore).toBe(false);
  });

  it('loads the next page on demand, stops on an error and resumes with retry', async () => {
    let fail = false;
    const pages: number[] = [];
    const gateway = {
      orders: async (page: number): Promise<Page<Order>> => {
        pages.push(page);
        if (fail) throw domainError({ kind: 'offline' });
        return { items: [order(page * 10 + 1), order(page * 10 + 2)], page, totalPage: 3 };
      },
    } as unknown as OrderGateway;
    const store = new OrderListStore(gateway);
    await store.list.reload();
    await Promise.all([store.list.loadMore(), store.list.loadMore(), store.list.loadMore()]);
    expect(pages).toEqual([1, 2]);
    fail = true;
    expect(await store.list.loadMore()).toBe(false);
    expect(store.list.status).toBe('error');
    expect(store.list.error?.kind).toBe('offline');
    expect(store.list.items).toHaveLength(4);
    expect(await store.list.loadMore()).toBe(false); // stopped: no new request while in error
    expect(pages).toEqual([1, 2, 3]);
    fail = false;
    expect(await store.list.retry()).toBe(true);
    expect(store.list.items).toHaveLength(6);
    expect(store.list.hasMore).toBe(false);
  });
});

describe('OrderDetailStore', () => {
  it('shows a shipped order’s steps Lunas, Diproses, Dikirim reached and the courier history', async () => {
    const { gateways, portal } = await setup();
    const shipped = portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'pickedup')!;
    const store = new OrderDetailStore(gateways.OrderGateway);
    expect(await store.loadWithTracking(String(shipped.id))).toBe(true);
    expect(store.steps.map((s) => [s.label, s.reached])).toEqual([['Lunas', true], ['Diproses', true], ['Dikirim', true], ['Sampai', false]]);
    expect(store.tracking?.found).toBe(true);
    expect(store.paymentMethodName).toMatch(/Virtual Account|GoPay/);
    expect(store.history.length).toBeGreaterThan(0);
    const at = store.history.map((h) => h.at);
    expect([...at].sort().reverse()).toEqual(at);
  });

  it('ensureOrder (the route loader\'s read) joins a read of the same order on its way; a new visit reads again', async () => {
    const calls: string[] = [];
    const gateway = {
      order: async (id: string) => { calls.push(`order ${id}`); return order(Number(id)); },
      track: async () => { calls.push('track'); return { found: true, courier: 'jne', awb: 'JNE1', status: 'pickedup', history: [] }; },
      paymentMethods: async () => [],
    } as unknown as OrderGateway;
    const store = new OrderDetailStore(gateway);
    expect(await Promise.all([store.ensureOrder('1', true), store.ensureOrder('1', true)])).toEqual([true, true]);
    expect(calls).toEqual(['order 1', 'track']);
    expect(store.order?.id).toBe('1');
    expect(store.tracking?.found).toBe(true);
    await store.ensureOrder('1');
    expect(calls).toEqual(['order 1', 'track', 'order 1']);
  });

  it('a tracking answer with the error flag clears the log', async () => {
    const answers: Tracking[] = [
      { found: true, courier: 'jne', awb: 'JNE1', status: 'pickedup', history: [{ at: '2024-06-02T00:00:00.000Z', description: 'Paket diambil kurir' }] },
      { found: false, courier: 'jne', awb: 'JNE1', status: 'not_found', history: [{ at: '2024-06-03T00:00:00.000Z', description: 'stale' }] },
    ];
    const gateway = { order: async () => order(1), track: async () => answers.shift()! } as unknown as OrderGateway;
    const store = new OrderDetailStore(gateway);
    await store.loadWithTracking('1');
    expect(store.history).toHaveLength(1);
    await store.loadTracking();
    expect(store.tracking?.found).toBe(false);
    expect(store.history).toEqual([]);
  });

  it('an order that is not the shopper’s is not found; a failed tracking call keeps the order', async () => {
    const { gateways, portal } = await setup();
    const other = portal.state.orders.find((o) => o.buyer_key !== 'u:1')!;
    const store = new OrderDetailStore(gateways.OrderGateway);
    expect(await store.load(String(other.id))).toBe(false);
    expect(store.error?.kind).toBe('not-found');
    expect(store.order).toBeNull();
    const flaky = new OrderDetailStore({ order: async () => order(2), track: () => Promise.reject(domainError({ kind: 'timeout' })) } as unknown as OrderGateway);
    await flaky.loadWithTracking('2');
    expect(flaky.order?.id).toBe('2');
    expect(flaky.trackingStatus).toBe('error');
    expect(flaky.trackingError?.kind).toBe('timeout');
    const unpaid = new OrderDetailStore({ order: async () => order(3, { status: 'waiting_payment', awb: null }) } as unknown as OrderGateway);
    await unpaid.loadWithTracking('3');
    expect(unpaid.steps.every((s) => !s.reached)).toBe(true);
    expect(unpaid.canTrack).toBe(false);
  });
});

describe('VoucherStore', () => {
  it('lists vouchers largest discount first and claims one once for ten taps', async () => {
    const { gateways, portal } = await setup('baru@kado.test');
    let claims = 0;
    const gateway: VoucherGateway = { ...gateways.VoucherGateway, list: () => gateways.VoucherGateway.list(), get: (id) => gateways.VoucherGateway.get(id), check: (i) => gateways.VoucherGateway.check(i), claim: (id) => { claims += 1; return gateways.VoucherGateway.claim(id); } };
    const store = new VoucherStore(gateway);
    expect(await store.load()).toBe(true);
    const discounts = store.vouchers.map((v) => v.maxDiscount);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
    const claimable = store.vouchers.find((v) => v.isClaimable && !v.isClaimed)!;
    await store.loadDetail(claimable.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => store.claim(claimable.id)));
    expect(claims).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(store.vouchers.find((v) => v.id === claimable.id)?.isClaimed).toBe(true);
    expect(store.detail?.isClaimed).toBe(true);
    expect(store.claimed.map((v) => v.id)).toContain(claimable.id);
    const user = portal.state.users.find((u) => u.email === 'baru@kado.test')!;
    expect(portal.state.voucherClaims.has(`${user.id}:${claimable.id}`)).toBe(true);
  });

  it('a second claim is refused with the portal’s message and the list stays as it was', async () => {
    const { gateways } = await setup();
    const store = new VoucherStore(gateways.VoucherGateway);
    await store.load();
    const before = store.vouchers;
    const claimed = store.vouchers.find((v) => v.isClaimed)!;
    expect(await store.claim(claimed.id)).toBe(false);
    expect(store.claimError).toMatchObject({ kind: 'validation', message: 'Voucher sudah diklaim' });
    expect(store.vouchers).toBe(before);
    const offline = new VoucherStore({ list: () => Promise.reject(domainError({ kind: 'offline' })) } as unknown as VoucherGateway);
    expect(await offline.load()).toBe(false);
    expect(offline.error?.kind).toBe('offline');
    expect(offline.vouchers).toEqual([]);
  });

  it('an unknown voucher is not found', async () => {
    const { gateways } = await setup();
    const store = new VoucherStore(gateways.VoucherGateway);
    expect(await store.loadDetail('999')).toBe(false);
    expect(store.detailError?.kind).toBe('not-found');
    expect(store.detail).toBeNull();
  });
});

describe('MiniPointStore', () => {
  it('exposes the balance with the history, and earns points when an order is paid', async () => {
    const { gateways, session, portal } = await setup();
    const store = new MiniPointStore(gateways.ProfileGateway, session);
    expect(await store.loadBalance()).toBe(true);
    const before = store.balance!;
    expect(before).toBe(store.history.items.reduce((t, h) => t + h.points, 0));
    const waiting = portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'waiting_payment')!;
    // The gateway settles it (issue 28).
    portal.settlePayment(waiting.id, 'paid');
    await store.loadBalance();
    expect(store.balance).toBe(before + Math.floor(waiting.total / 1000));
  });

  it('a visitor has no balance, and a failed page keeps the rows and the balance', async () => {
    const guest = new SessionStore({} as AuthGateway, {} as never, new MemoryCookieJar(), new MemoryStorage(), new SequenceIds());
    const idle = new MiniPointStore({} as ProfileGateway, guest);
    expect(await idle.loadBalance()).toBe(false);
    expect(idle.balance).toBeNull();

    const { session } = await setup();
    let fail = false;
    const profile = {
      miniPointHistory: async (page: number) => {
        if (fail) throw domainError({ kind: 'unexpected' });
        return { items: [{ id: String(page), points: 10, description: 'Belanja', orderId: null, createdAt: '2024-06-01T00:00:00.000Z' }], page, totalPage: 2, balance: 120 };
      },
    } as unknown as ProfileGateway;
    const store = new MiniPointStore(profile, session);
    await store.loadBalance();
    fail = true;
    expect(await store.history.loadMore()).toBe(false);
    expect(store.history.error?.kind).toBe('unexpected');
    expect(store.history.items).toHaveLength(1);
    expect(store.balance).toBe(120);
  });
});

