import { describe, expect, it } from 'vitest';
import { COD_NOT_FOR_GIFT_MESSAGE } from '@kado/domain';
import { createFakePortal, type FakePortal } from './index';
import { placeOrderRequest } from '@kado/contract';
import { crc16, PAYMENT_METHODS } from './payments';
import type { GiftRec } from './state';
import { client } from './test-client';

// Issue 28: the fake portal as a payment gateway (decisions 0400-0403).

const freeGift = (portal: FakePortal, skip: number[] = []): GiftRec =>
  portal.state.gifts.find((x) => x.owner_id === 1 && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null
    && !x.is_private && !x.is_purchase && x.manually_purchased_at === null && !portal.state.contributions.some((c) => c.gift_id === x.id)
    && !skip.includes(x.id))!;
const buy = (g: GiftRec) => ({ product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'full', quantity: g.quantity });
const chipIn = (g: GiftRec, amount: number) => ({ product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'contribution', amount });

async function giftOrder(portal: FakePortal, guest: string, method: string, skip: number[] = []) {
  const api = client(portal);
  const g = freeGift(portal, skip);
  const added = await api.call('POST', '/v2/carts', { guest, body: buy(g) });
  expect(added.status).toBe(201);
  const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: method } });
  return { api, g, order, cartId: added.body.data.cart.id as number };
}
const shown = async (portal: FakePortal, id: number) => (await client(portal).call('GET', `/v2/gift-products/show/${id}`)).body.data;

describe('no cash on delivery where the payer is not the receiver', () => {
  it('a registry gift paid COD is a 422 with the message under payment_method, and nothing is written', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const orders = portal.state.orders.length;
    const { order, g } = await giftOrder(portal, 'tanpacod000000001', 'cod');
    expect(order.status).toBe(422);
    expect(order.body.errors.payment_method).toEqual([COD_NOT_FOR_GIFT_MESSAGE]);
    expect(portal.state.orders.length).toBe(orders);
    expect((await shown(portal, g.id)).is_in_cart).toBe(true);
  });

  it('a contribution paid COD is refused too; the shopper\'s own shopping still may', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const g = freeGift(portal);
    const added = await api.call('POST', '/v2/carts', { guest: 'tanpacod000000002', body: chipIn(g, 50000) });
    const refused = await api.call('POST', '/v1/orders', { guest: 'tanpacod000000002', body: { cart_ids: [added.body.data.cart.id], payment_method: 'cod' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.payment_method).toEqual([COD_NOT_FOR_GIFT_MESSAGE]);
    const token = await api.login('ibu.demo@kado.test');
    expect((await api.call('POST', '/v1/orders', { token, body: { cart_ids: [2], address_id: 1, payment_method: 'cod' } })).status).toBe(201);
  });
});

describe('payment instructions by method', () => {
  it('a virtual account: the bank, a 16-digit number, the exact amount and a 24-hour deadline', async () => {
    const now = new Date('2026-11-27T10:05:00Z');
    const portal = createFakePortal({ now: () => now });
    const { order } = await giftOrder(portal, 'bayarva0000000001', 'bca_va');
    expect(order.status).toBe(201);
    const p = order.body.data.payment;
    expect(p).toMatchObject({ status: 'pending', type: 'va', bank: 'BCA', amount: order.body.data.total, expires_at: '2026-11-28T10:05:00.000Z', qr_string: null, deeplink_url: null });
    expect(p.va_number).toMatch(/^39358\d{11}$/);
    // Coming back (GET) shows the same instruction.
    const again = await client(portal).call('GET', `/v1/orders/${order.body.data.id}`, { guest: 'bayarva0000000001' });
    expect(again.body.data.payment).toEqual(p);
  });

  it('an e-wallet: an app link and a web checkout, 15 minutes; the lifetimes are the portal\'s options', async () => {
    const now = new Date('2026-11-27T10:05:00Z');
    const portal = createFakePortal({ now: () => now });
    const { order } = await giftOrder(portal, 'bayargopay0000001', 'gopay');
    expect(order.body.data.payment).toMatchObject({ type: 'ewallet', expires_at: '2026-11-27T10:20:00.000Z', va_number: null });
    expect(order.body.data.payment.deeplink_url).toMatch(/^gojek:\/\//);
    expect(order.body.data.payment.redirect_url).toMatch(/^https:\/\//);
    const quick = createFakePortal({ now: () => now, paymentTtlMs: { va: 60_000 } });
    expect((await giftOrder(quick, 'bayarva0000000002', 'mandiri_va')).order.body.data.payment.expires_at).toBe('2026-11-27T10:06:00.000Z');
  });

  it('a card: the gateway\'s own card page to enter it on, no deadline; the card number never passes the shop', async () => {
    const portal = createFakePortal({ now: () => new Date('2026-11-27T10:05:00Z') });
    const { order } = await giftOrder(portal, 'bayarkartu0000001', 'credit_card');
    expect(order.body.data.payment).toMatchObject({ type: 'card', status: 'pending', expires_at: null, va_number: null, qr_string: null });
    expect(order.body.data.payment.redirect_url).toMatch(/^https:\/\/gateway\.kado\.test\/card\//);
  });

  it('QRIS: an EMVCo payload with the exact amount and a valid CRC, 15 minutes; ShopeePay: its own app link', async () => {
    const now = new Date('2026-11-27T10:05:00Z');
    const portal = createFakePortal({ now: () => now });
    const { order } = await giftOrder(portal, 'bayarqris00000001', 'qris');
    const p = order.body.data.payment;
    expect(p).toMatchObject({ type: 'qris', expires_at: '2026-11-27T10:20:00.000Z', va_number: null, deeplink_url: null });
    const qr = p.qr_string as string;
    expect(qr.startsWith('000201010212')).toBe(true);
    expect(qr).toContain(`54${String(order.body.data.total).length.toString().padStart(2, '0')}${order.body.data.total}`);
    expect(qr).toContain('5802ID');
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    // The CRC of the standard's check string '123456789' is 29B1 (CRC-16/CCITT-FALSE).
    expect(crc16('123456789')).toBe('29B1');
    const shopee = await giftOrder(portal, 'bayarshopee000001', 'shopeepay', [order.body.data.items[0].gift_product_id]);
    expect(shopee.order.body.data.payment).toMatchObject({ type: 'ewallet', expires_at: '2026-11-27T10:20:00.000Z' });
    expect(shopee.order.body.data.payment.deeplink_url).toMatch(/^shopeeid:\/\//);
    const methods = (await client(portal).call('GET', '/v1/payment-methods')).body.data.rows.map((m: { code: string; type: string }) => `${m.code}:${m.type}`);
    expect(methods).toEqual(expect.arrayContaining(['qris:qris', 'shopeepay:ewallet']));
  });

  it('the one-tap payment is gone: POST /v1/payments/{id}/pay is no route', async () => {
    const portal = createFakePortal();
    const { api, order } = await giftOrder(portal, 'bayarva0000000003', 'bca_va');
    expect((await api.call('POST', `/v1/payments/${order.body.data.id}/pay`, { guest: 'bayarva0000000003', body: {} })).status).toBe(404);
    expect((await api.call('GET', `/v1/orders/${order.body.data.id}`, { guest: 'bayarva0000000003' })).body.data.status).toBe('waiting_payment');
  });
});

describe('the gateway settles (control route)', () => {
  it('paid: the order is paid, the gift confirmed (Dikemas) with payment complete; a second settle is a 422', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const { api, g, order } = await giftOrder(portal, 'lunasva0000000001', 'bca_va');
    const settled = await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(await shown(portal, g.id)).toMatchObject({ transaction_status: 'confirmed', payment_completed: true });
    expect((await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'failed' } })).status).toBe(422);
  });

  it('failed: the order is cancelled, its stock returns and the gift is free at once', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const { api, g, order } = await giftOrder(portal, 'gagalva0000000001', 'bca_va');
    const variant = portal.state.variants.find((v) => v.sku_id === g.sku_id)!;
    const stock = variant.stock;
    const failed = await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'failed' } });
    expect(failed.body.data).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
    expect(variant.stock).toBe(stock + g.quantity);
    expect(await shown(portal, g.id)).toMatchObject({ transaction_status: null, is_in_cart: false, reserved_by: null });
    expect((await api.call('POST', '/v2/carts', { guest: 'tamulain000000001', body: buy(g) })).status).toBe(201);
  });

  it('the control route exists only with control routes on, and takes JSON only', async () => {
    const off = createFakePortal();
    expect((await client(off).call('POST', '/__control/payments/8/settle', { body: { status: 'paid' } })).status).toBe(404);
    const on = createFakePortal({ controlRoutes: true });
    expect((await client(on).call('POST', '/__control/payments/8/settle', { raw: '{"status":"paid"}' })).status).toBe(200);
    const res = await on.fetch(new Request('http://kado.test/api/__control/payments/8/settle', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"status":"paid"}' }));
    expect(res.status).toBe(415);
  });
});

describe('unpaid orders end', () => {
  it('expired: the clock passes the deadline, the order is cancelled, the stock returns, another guest takes the gift', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const { api, g, order } = await giftOrder(portal, 'habiswaktu0000001', 'gopay');
    const variant = portal.state.variants.find((v) => v.sku_id === g.sku_id)!;
    const stock = variant.stock;
    expect((await api.call('POST', '/v2/carts', { guest: 'tamulain000000002', body: buy(g) })).status).not.toBe(201);
    await api.call('POST', '/__control/clock', { body: { advance_ms: 15 * 60_000 } });
    const after = await api.call('GET', `/v1/orders/${order.body.data.id}`, { guest: 'habiswaktu0000001' });
    expect(after.body.data).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
    expect(variant.stock).toBe(stock + g.quantity);
    expect((await api.call('POST', '/v2/carts', { guest: 'tamulain000000002', body: buy(g) })).status).toBe(201);
    // Settling an expired payment is refused.
    expect((await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } })).body.errors.status).toEqual(['Waktu pembayaran pesanan ini sudah habis']);
  });

  it('the giver cancels her own unpaid order; nobody else can', async () => {
    const portal = createFakePortal();
    const { api, g, order } = await giftOrder(portal, 'batalsendiri00001', 'bca_va');
    expect((await api.call('POST', `/v1/orders/${order.body.data.id}/cancel`, { guest: 'oranglain00000001', body: {} })).status).toBe(404);
    const cancelled = await api.call('POST', `/v1/orders/${order.body.data.id}/cancel`, { guest: 'batalsendiri00001', body: {} });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    expect((await shown(portal, g.id)).transaction_status).toBeNull();
  });

  it('the owner releases a gift held by an unpaid order, and a patungan share pledged in a cart', async () => {
    const portal = createFakePortal();
    const { api, g, order } = await giftOrder(portal, 'kuncikado00000001', 'bca_va');
    const token = await api.login('ibu.demo@kado.test');
    // Another guest cannot.
    expect((await api.call('DELETE', `/v2/gift-products/cancel-reservations/${g.id}`, { guest: 'oranglain00000002' })).status).toBe(403);
    const released = await api.call('DELETE', `/v2/gift-products/cancel-reservations/${g.id}`, { token });
    expect(released.status).toBe(200);
    expect(portal.state.orders.find((o) => o.id === order.body.data.id)).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    expect((await shown(portal, g.id)).transaction_status).toBeNull();

    const p = freeGift(portal, [g.id]);
    await api.call('POST', '/v2/carts', { guest: 'kuncikado00000002', body: chipIn(p, 40000) });
    expect(portal.state.carts.some((c) => c.gift_id === p.id)).toBe(true);
    expect((await api.call('DELETE', `/v2/gift-products/cancel-reservations/${p.id}`, { token })).status).toBe(200);
    expect(portal.state.carts.some((c) => c.gift_id === p.id)).toBe(false);
  });

  it('unpaid registry orders are capped: 3 per giver, 10 per client; a paid or ended one frees its place', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    // More wishes than the seed has free: copies of one free gift, each its own wish.
    const model = freeGift(portal);
    const top = Math.max(...portal.state.gifts.map((g) => g.id));
    for (let i = 1; i <= 14; i += 1) portal.state.gifts.push({ ...model, id: top + i, group_id: top + i });
    portal.state.seq.set('gifts', top + 14);
    const placedBy = async (guest: string) => {
      const g = freeGift(portal);
      const added = await api.call('POST', '/v2/carts', { guest, body: buy(g) });
      return api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'bca_va' } });
    };
    const first = [];
    for (let i = 0; i < 3; i += 1) first.push(await placedBy('satutamu000000001'));
    expect(first.map((r) => r.status)).toEqual([201, 201, 201]);
    const fourth = await placedBy('satutamu000000001');
    expect(fourth.status).toBe(422);
    expect(fourth.body.errors.cart_ids).toEqual(['Terlalu banyak kado yang menunggu pembayaran. Selesaikan atau batalkan pembayaran yang ada dulu.']);
    await api.call('POST', `/__control/payments/${first[0]!.body.data.id}/settle`, { body: { status: 'paid' } });
    expect((await placedBy('satutamu000000001')).status).toBe(201);
    // Fresh guest ids from the same client: ten unpaid in all, then refused.
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await placedBy(`tamubaru${String(i).padStart(10, '0')}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.at(-1)).toBe(422);
  });

  it('a patungan pledge left in a cart expires like a reservation', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const p = freeGift(portal);
    await api.call('POST', '/v2/carts', { guest: 'janjipatungan0001', body: chipIn(p, 40000) });
    await api.call('POST', '/__control/clock', { body: { advance_days: 1 } });
    expect(portal.state.carts.some((c) => c.gift_id === p.id)).toBe(true);
    // The next request, whoever sends it, finds the pledge gone.
    await api.call('GET', `/v2/gift-products/show/${p.id}`);
    expect(portal.state.carts.some((c) => c.gift_id === p.id)).toBe(false);
  });
});

describe('the payment methods of the request schema (decision 0520)', () => {
  it('are the methods the portal offers, in its order', () => {
    expect(PAYMENT_METHODS.map((m) => m.code)).toEqual(placeOrderRequest.entries.payment_method.options);
  });
});
