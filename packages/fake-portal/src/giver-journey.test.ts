import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import type { FakePortal } from './index';
import type { GiftRec } from './state';
import { client } from './test-client';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire answers are read loosely here */

const SARI = { street: 'Jl. Melawai Raya', phone: '"081234567801"', postal: '"12160"' };
const MAYA = { street: 'Jl. Dago', phone: '"081234567806"', postal: '"40135"' };

/** True when an answer carries any part of the address a non-owner may not see below the 'full' level. */
const leaks = (body: unknown, a: typeof SARI): boolean => {
  const text = JSON.stringify(body);
  return text.includes(a.street) || text.includes(a.phone) || text.includes(a.postal);
};

/** A free catalogue gift of an owner with nothing paid or pending, optionally with a given quantity. */
const freeGift = (portal: FakePortal, ownerId = 1, quantity?: number): GiftRec =>
  portal.state.gifts.find((x) => x.owner_id === ownerId && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null
    && !x.is_private && !x.is_purchase && x.manually_purchased_at === null && !portal.state.contributions.some((c) => c.gift_id === x.id)
    && (quantity === undefined || x.quantity === quantity))!;

const full = (g: GiftRec, type: 'reserve' | 'buy', extra: Record<string, unknown> = {}) =>
  ({ product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: type, gift_registry_payment: 'full', ...extra });
const chipIn = (g: GiftRec, amount: number) =>
  ({ product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'contribution', amount });

/** A regular in-stock catalogue line. */
const regular = (portal: FakePortal) => {
  const v = portal.state.variants.find((x) => x.stock > 5)!;
  return { product_id: v.product_id, sku_id: v.sku_id, quantity: 1 };
};

async function guestToken(api: ReturnType<typeof client>, name = 'Tante Ani'): Promise<string> {
  const res = await api.call('POST', '/v1/register-guest', { body: { name, email: `${name.replace(/\s+/g, '').toLowerCase()}@tamu.test` } });
  return res.body.data.access_token as string;
}

describe('a guest gives a gift that ships to the registry owner', () => {
  it('X-Guest-Id reserves, the register-guest user buys; orders without address_id go to the owner, at the area level', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const guest = 'pemberikado0000001';
    const a = freeGift(portal);
    const reserved = await api.call('POST', '/v2/carts', { guest, body: full(a, 'reserve') });
    expect(reserved.status).toBe(201);
    expect(reserved.body.data.gift_product).toMatchObject({ id: a.id, transaction_status: 'reserved', given_by_viewer: true });

    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [reserved.body.data.cart.id], payment_method: 'bca_va' } });
    expect(order.status).toBe(201);
    const placed = portal.state.orders.find((o) => o.id === order.body.data.id)!;
    expect(placed).toMatchObject({ address_id: 1, ship_to: 'registry', registry_owner_id: 1, shipping_cost: 18000 });
    expect(order.body.data.address).toBeNull();
    expect(order.body.data.registry).toEqual({ username: 'bunda-demo', name: "Sari's Baby Registry" });
    expect(order.body.data.ship_to).toEqual({
      receiver_name: 'Sari Wulandari', city: 'Jakarta Selatan', district: 'Kebayoran Baru', province: 'DKI Jakarta',
      address: null, postal_code: null, receiver_phone: null, visibility: 'area',
    });
    expect(leaks(order.body, SARI)).toBe(false);
    const paid = await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    expect(paid.body.data.status).toBe('paid');
    expect(leaks(paid.body, SARI)).toBe(false);
    expect(leaks(await api.call('GET', `/v1/orders/${order.body.data.id}`, { guest }), SARI)).toBe(false);

    const token = await guestToken(api);
    const b = freeGift(portal);
    expect(b.id).not.toBe(a.id);
    const bought = await api.call('POST', '/v2/carts', { token, body: full(b, 'buy') });
    expect(bought.body.data.gift_product).toMatchObject({ is_in_cart: true, given_by_viewer: true });
    // address_id is ignored for registry gifts: even another user's address does not redirect the parcel.
    const order2 = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [bought.body.data.cart.id], address_id: 3, payment_method: 'gopay' } });
    expect(order2.status).toBe(201);
    expect(portal.state.orders.find((o) => o.id === order2.body.data.id)!.address_id).toBe(1);
    expect(order2.body.data.ship_to.visibility).toBe('area');
    expect(leaks(order2.body, SARI)).toBe(false);
    const mine = await api.call('GET', '/v1/orders', { token });
    expect(mine.body.data.rows.map((o: any) => o.id)).toEqual([order2.body.data.id]);
    expect(leaks(mine.body, SARI)).toBe(false);
  });

  it('a hidden address gives the giver the first name and city only (masked)', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const guest = 'pemberikado0000002';
    const g = freeGift(portal, 6);
    const added = await api.call('POST', '/v2/carts', { guest, body: full(g, 'buy') });
    expect(leaks(added.body, MAYA)).toBe(false);
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'ovo' } });
    expect(order.status).toBe(201);
    expect(order.body.data.ship_to).toEqual({
      receiver_name: 'Maya', city: 'Bandung', district: null, province: null, address: null, postal_code: null, receiver_phone: null, visibility: 'masked',
    });
    expect(order.body.data.address).toBeNull();
    expect(JSON.stringify(order.body)).not.toContain('Lestari');
    expect(leaks(order.body, MAYA)).toBe(false);
    expect(portal.state.orders.find((o) => o.id === order.body.data.id)!.address_id).toBe(3);
  });

  it('the owner opting in to the full level shows the giver the whole address', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const owner = await api.login('ibu.demo@kado.test');
    const set = await api.call('PUT', '/v2/gifts/address/visibility', { token: owner, body: { is_registry_address_detail_visible: true } });
    expect(set.body.data.owner).toMatchObject({ is_registry_address_visible: true, is_registry_address_detail_visible: true });
    const guest = 'pemberikado0000003';
    const added = await api.call('POST', '/v2/carts', { guest, body: full(freeGift(portal), 'buy') });
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'ovo' } });
    expect(order.body.data.ship_to).toMatchObject({ visibility: 'full', address: 'Jl. Melawai Raya No. 12, RT 02/RW 04', postal_code: '12160', receiver_phone: '081234567801' });
    // Still a label: the order's `address` (the Address shape) stays the buyer's own, null here.
    expect(order.body.data.address).toBeNull();
  });

  it('a registry owner without a primary address cannot be sent a parcel', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    portal.state.addresses = portal.state.addresses.filter((a) => a.user_id !== 6);
    const guest = 'pemberikado0000004';
    const added = await api.call('POST', '/v2/carts', { guest, body: full(freeGift(portal, 6), 'buy') });
    const body = { cart_ids: [added.body.data.cart.id], payment_method: 'ovo' };
    const quote = await api.call('POST', '/v1/orders/quote', { guest, body });
    expect(quote.status).toBe(422);
    expect(quote.body.errors.address_id).toEqual(['Pemilik registry belum menambahkan alamat pengiriman']);
    expect((await api.call('POST', '/v1/orders', { guest, body })).status).toBe(422);
    expect((await api.call('GET', '/v1/order-group/address-book?key=maya-lestari', { guest })).body.data.rows).toEqual([]);
  });
});

describe('quote', () => {
  it('prices a gift order with the 18000 flat shipping, and the order then charges the same total', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    // Issue 30 (decision 0422): a voucher is once per person, so the giver is a guest account whose WhatsApp number
    // is verified (a bare guest id could use it once per id it invents).
    const signUp = await api.call('POST', '/v1/register-guest', { guest: 'pemberikado0000010', body: { name: 'Tante Tamu', phone: '081277700010' } });
    const token = signUp.body.data.access_token as string;
    expect((await api.call('POST', '/v1/otp-whatsapp/verification', { token, body: { otp: '123456' } })).status).toBe(200);
    const g = freeGift(portal);
    const added = await api.call('POST', '/v2/carts', { token, body: full(g, 'buy') });
    const price = added.body.data.cart.subtotal as number;
    expect(price).toBeGreaterThanOrEqual(50000);
    const body = { cart_ids: [added.body.data.cart.id], voucher_code: 'MPASI10' };
    const before = JSON.stringify(portal.state.orders) + JSON.stringify(portal.state.carts) + JSON.stringify(portal.state.gifts);
    const q = await api.call('POST', '/v1/orders/quote', { token, body });
    expect(JSON.stringify(portal.state.orders) + JSON.stringify(portal.state.carts) + JSON.stringify(portal.state.gifts)).toBe(before);
    expect(q.status).toBe(200);
    const discount = Math.min(Math.floor(price / 10), 10000);
    expect(q.body.data).toMatchObject({ subtotal: price, shipping_cost: 18000, discount, total: price + 18000 - discount, needs_address: false });
    expect(q.body.data.ship_to.visibility).toBe('area');
    const order = await api.call('POST', '/v1/orders', { token, body: { ...body, payment_method: 'bca_va' } });
    expect(order.status).toBe(201);
    expect(order.body.data.total).toBe(q.body.data.total);
    expect(order.body.data.shipping_cost).toBe(18000);
  });

  it('regular lines: needs_address without address_id (shipping still 18000), the buyer\'s own full label with one', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const token = await api.login('ibu.demo@kado.test');
    const bare = await api.call('POST', '/v1/orders/quote', { token, body: { cart_ids: [2, 3] } });
    expect(bare.status).toBe(200);
    expect(bare.body.data).toMatchObject({ shipping_cost: 18000, ship_to: null, needs_address: true });
    expect(bare.body.data.total).toBe(bare.body.data.subtotal + 18000);
    const withAddress = await api.call('POST', '/v1/orders/quote', { token, body: { cart_ids: [2, 3], address_id: 2 } });
    expect(withAddress.body.data).toMatchObject({ needs_address: false, total: bare.body.data.total });
    expect(withAddress.body.data.ship_to).toMatchObject({ visibility: 'full', address: 'Gedung Mutiara Lt. 5, Jl. Tebet Raya No. 40' });
    const noAddress = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [2, 3], payment_method: 'gopay' } });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.errors.address_id).toEqual(['Alamat wajib diisi']);
    expect((await api.call('POST', '/v1/orders/quote', { token, body: { cart_ids: [2, 3], address_id: 3 } })).status).toBe(422);
    const order = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [2, 3], address_id: 2, payment_method: 'gopay' } });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ total: bare.body.data.total, registry: null });
    expect(order.body.data.address.id).toBe(2);
    expect(order.body.data.ship_to.visibility).toBe('full');
    expect(portal.state.orders.find((o) => o.id === order.body.data.id)).toMatchObject({ ship_to: 'buyer', registry_owner_id: null, address_id: 2 });
  });

  it('refuses a cart mixing registry gifts with regular lines, or gifts of two owners', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const token = await guestToken(api, 'Tante Campur');
    const reg = await api.call('POST', '/v2/carts', { token, body: regular(portal) });
    const gift = await api.call('POST', '/v2/carts', { token, body: full(freeGift(portal), 'buy') });
    const other = await api.call('POST', '/v2/carts', { token, body: full(freeGift(portal, 6), 'buy') });
    for (const ids of [[reg.body.data.cart.id, gift.body.data.cart.id], [gift.body.data.cart.id, other.body.data.cart.id]]) {
      for (const path of ['/v1/orders/quote', '/v1/orders']) {
        const res = await api.call('POST', path, { token, body: { cart_ids: ids, payment_method: 'gopay' } });
        expect(res.status).toBe(422);
        expect(res.body.errors.cart_ids).toEqual(['Kado registry dibayar terpisah dari belanja biasa']);
      }
    }
    expect(portal.state.carts.filter((c) => c.owner_key.startsWith('u:'))).toHaveLength(5);
  });
});

describe('patungan', () => {
  it('a contribution-only order ships nothing: shipping 0, ship_to null', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const guest = 'patunganjalan00001';
    const g = freeGift(portal);
    const added = await api.call('POST', '/v2/carts', { guest, body: chipIn(g, 10000) });
    const body = { cart_ids: [added.body.data.cart.id] };
    const quote = await api.call('POST', '/v1/orders/quote', { guest, body });
    expect(quote.body.data).toEqual({ subtotal: 10000, shipping_cost: 0, discount: 0, total: 10000, ship_to: null, needs_address: false });
    const order = await api.call('POST', '/v1/orders', { guest, body: { ...body, payment_method: 'dana' } });
    expect(order.body.data).toMatchObject({ shipping_cost: 0, total: 10000, ship_to: null, address: null, registry: { username: 'bunda-demo' } });
    expect(order.body.data.items[0]).toMatchObject({ gift_product_id: g.id, contribution: 10000, subtotal: 10000 });
    expect(portal.state.orders.find((o) => o.id === order.body.data.id)).toMatchObject({ ship_to: 'none', address_id: null });
  });

  it('refuses a contribution above what is left with "Nominal maksimal Rp…"', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal);
    const price = (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data.subtotal_price as number;
    const res = await api.call('POST', '/v2/carts', { guest: 'patunganjalan00002', body: chipIn(g, price + 1) });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount[0]).toBe(`Nominal maksimal Rp${price.toLocaleString('id-ID')}`);
  });

  it('three paid contributions complete the gift and create one fulfilment order to the owner', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal);
    const price = (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data.subtotal_price as number;
    const amounts = [10000, 20000, price - 30000];
    const givers = ['patunganbertiga001', 'patunganbertiga002', 'patunganbertiga003'];
    for (const [i, guest] of givers.entries()) {
      const added = await api.call('POST', '/v2/carts', { guest, body: chipIn(g, amounts[i]!) });
      expect(added.status).toBe(201);
      const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'gopay' } });
      expect(order.body.data.shipping_cost).toBe(0);
      expect((await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } })).status).toBe(200);
      const shown = (await api.call('GET', `/v2/gift-products/show/${g.id}`, { guest })).body.data;
      expect(shown.payment_completed).toBe(i === 2);
      expect(shown.given_by_viewer).toBe(true);
    }
    const fulfilment = portal.state.orders.filter((o) => o.buyer_key.startsWith('registry:'));
    expect(fulfilment).toHaveLength(1);
    expect(fulfilment[0]).toMatchObject({
      buyer_key: 'registry:1', status: 'paid', ship_to: 'registry', registry_owner_id: 1, address_id: 1, subtotal: price, total: price,
      shipping_cost: 0, payment_method: 'patungan',
    });
    expect(fulfilment[0]!.items).toEqual([expect.objectContaining({ gift_id: g.id, contribution: null, quantity: g.quantity })]);
    expect(fulfilment[0]!.paid_at).not.toBeNull();
    const owner = await api.login('ibu.demo@kado.test');
    const ownerOrders = (await api.call('GET', '/v1/orders?limit=100', { token: owner })).body.data.rows as { id: number }[];
    expect(ownerOrders.some((o) => o.id === fulfilment[0]!.id)).toBe(false);
    expect((await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data).toMatchObject({ transaction_status: 'confirmed', payment_completed: true });
  });
});

describe('courier control routes', () => {
  const json = (portal: FakePortal, path: string, contentType?: string) =>
    portal.fetch(new Request(`http://kado.test/api${path}`, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body: contentType?.includes('form') ? 'a=1' : undefined }));

  it('answer 415 without a JSON content type, 404 for unknown ids, 422 for an unpaid order', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    for (const path of ['/__control/orders/4/advance', '/__control/gifts/17/advance']) {
      const bare = await json(portal, path);
      expect(bare.status).toBe(415);
      expect(((await bare.json()) as { message: string }).message).toMatch(/JSON/);
      expect((await json(portal, path, 'application/x-www-form-urlencoded')).status).toBe(415);
      expect((await json(portal, path, 'text/plain')).status).toBe(415);
    }
    expect(portal.state.orders.find((o) => o.id === 4)!.status).toBe('paid');
    expect((await api.call('POST', '/__control/orders/99999/advance', { body: {} })).status).toBe(404);
    expect((await api.call('POST', '/__control/gifts/99999/advance', { body: {} })).status).toBe(404);
    const unpaid = await api.call('POST', '/__control/orders/8/advance', { body: {} });
    expect(unpaid.status).toBe(422);
    expect(typeof unpaid.body.message).toBe('string');
    expect((await api.call('POST', '/__control/orders/5/advance', { body: {} })).status).toBe(422);
    const free = await api.call('POST', `/__control/gifts/${freeGift(portal).id}/advance`, { body: {} });
    expect(free.status).toBe(422);
    expect(free.body.message).toBe('Kado ini belum dibayar');
  });

  it("the courier history of an order the shop took in has its 'Pesanan diproses penjual' step (QA, 28 November)", async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const guest = 'kurirjalan00000002';
    const g = freeGift(portal);
    const added = await api.call('POST', '/v2/carts', { guest, body: full(g, 'buy') });
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'bca_va', courier: 'sicepat' } });
    await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    await api.call('POST', `/__control/orders/${order.body.data.id}/advance`, { body: {} });
    const picked = await api.call('POST', `/__control/orders/${order.body.data.id}/advance`, { body: {} });
    const track = await api.call('GET', `/v1/track?courier=sicepat&awb=${picked.body.data.awb as string}`);
    const steps = (track.body.data.history as { description: string }[]).map((h) => h.description);
    expect(steps).toEqual(['Paket diserahkan ke kurir', 'Pesanan diproses penjual', 'Pembayaran diterima (Lunas)']);
  });

  it('advance paid → accepted → pickedup → delivered moves the gift and its badge inputs, with an awb and tracking', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const guest = 'kurirjalan00000001';
    const g = freeGift(portal);
    const added = await api.call('POST', '/v2/carts', { guest, body: full(g, 'buy') });
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'bca_va', courier: 'sicepat' } });
    await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    const show = async () => (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data as { transaction_status: string; payment_completed: boolean };
    expect(await show()).toMatchObject({ transaction_status: 'confirmed', payment_completed: true });

    const accepted = await api.call('POST', `/__control/orders/${order.body.data.id}/advance`, { body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', awb: null });
    // As the owner sees it: her full address.
    expect(accepted.body.data.ship_to.visibility).toBe('full');
    expect(await show()).toMatchObject({ transaction_status: 'accepted', payment_completed: true });

    const picked = await api.call('POST', `/__control/gifts/${g.id}/advance`, { body: {} });
    expect(picked.status).toBe(200);
    expect(picked.body.data.order.status).toBe('pickedup');
    expect(picked.body.data.order.awb).toMatch(/^KD\d{10}$/);
    expect(picked.body.data.gift).toMatchObject({ id: g.id, transaction_status: 'pickedup', payment_completed: true });
    const awb = picked.body.data.order.awb as string;
    const track = await api.call('GET', `/v1/track?courier=sicepat&awb=${awb}`);
    expect(track.body.data).toMatchObject({ error: false, status: 'pickedup' });
    expect(track.body.data.history[0].description).toBe('Paket diserahkan ke kurir');

    const done = await api.call('POST', `/__control/orders/${order.body.data.id}/advance`, { raw: '{}' });
    expect(done.body.data.status).toBe('delivered');
    expect(await show()).toMatchObject({ transaction_status: 'delivered', payment_completed: true });
    const tracked = await api.call('GET', `/v1/track?courier=sicepat&awb=${awb}`);
    expect(tracked.body.data.status).toBe('delivered');
    expect(tracked.body.data.history.length).toBe(track.body.data.history.length + 1);
    const mine = await api.call('GET', `/v1/orders/${order.body.data.id}`, { guest });
    expect(mine.body.data).toMatchObject({ status: 'delivered', awb });
    expect(leaks(mine.body, SARI)).toBe(false);
    const again = await api.call('POST', `/__control/gifts/${g.id}/advance`, { body: {} });
    expect(again.status).toBe(422);

    // A second waybill comes from the counter: a different number. A seeded waybill is kept.
    await api.call('POST', '/__control/orders/4/advance', { body: {} });
    const other = await api.call('POST', '/__control/orders/4/advance', { body: {} });
    expect(other.body.data.status).toBe('pickedup');
    expect(other.body.data.awb).toMatch(/^KD\d{10}$/);
    expect(other.body.data.awb).not.toBe(awb);
    const seeded = portal.state.orders.find((o) => o.id === 1)!.awb;
    expect((await api.call('POST', '/__control/orders/1/advance', { body: {} })).body.data).toMatchObject({ status: 'pickedup', awb: seeded });
    expect((await api.call('GET', `/v1/track?courier=jne&awb=${seeded}`)).body.data.status).toBe('pickedup');
  });

  it('moves the fulfilment order of a completed patungan', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal);
    const price = (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data.subtotal_price as number;
    const guest = 'patungansendiri001';
    const added = await api.call('POST', '/v2/carts', { guest, body: chipIn(g, price) });
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'gopay' } });
    await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    // The patungan order itself ships nothing.
    expect((await api.call('POST', `/__control/orders/${order.body.data.id}/advance`, { body: {} })).status).toBe(422);
    const step = await api.call('POST', `/__control/gifts/${g.id}/advance`, { body: {} });
    expect(step.status).toBe(200);
    expect(step.body.data.order).toMatchObject({ status: 'accepted', payment_method: 'patungan', shipping_cost: 0 });
    expect(step.body.data.gift.transaction_status).toBe('accepted');
  });
});

describe('units of a gift line', () => {
  it('reserving one unit of three splits the line; releasing it merges back', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal, 1, 3);
    const before = (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data;
    expect(before).toMatchObject({ group_id: g.id, quantity: 3, quantity_wanted: 3, quantity_open: 3, given_by_viewer: false });

    const countBefore = (await api.call('GET', '/v2/gifts/bunda-demo')).body.data.gift_count as number;
    const guest = 'satuunit0000000001';
    const tooMany = await api.call('POST', '/v2/carts', { guest, body: full(g, 'reserve', { quantity: 4 }) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.quantity).toEqual(['Jumlah maksimal 3']);

    const one = await api.call('POST', '/v2/carts', { guest, body: full(g, 'reserve', { quantity: 1 }) });
    expect(one.status).toBe(201);
    const held = one.body.data.gift_product;
    expect(held.id).not.toBe(g.id);
    expect(held).toMatchObject({ group_id: g.id, quantity: 1, transaction_status: 'reserved', quantity_wanted: 3, quantity_open: 2, given_by_viewer: true });
    expect(one.body.data.cart).toMatchObject({ gift_product_id: held.id, quantity: 1 });
    const rest = (await api.call('GET', `/v2/gift-products/show/${g.id}`, { guest })).body.data;
    expect(rest).toMatchObject({ quantity: 2, transaction_status: null, reserved_by: null, quantity_wanted: 3, quantity_open: 2, given_by_viewer: false });

    // Given by the giver only: another guest and an anonymous visitor see false.
    expect((await api.call('GET', `/v2/gift-products/show/${held.id}`, { guest: 'oranglain000000001' })).body.data.given_by_viewer).toBe(false);
    expect((await api.call('GET', `/v2/gift-products/show/${held.id}`)).body.data.given_by_viewer).toBe(false);
    const list = (await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { guest })).body.data.rows as any[];
    expect(list.filter((x) => x.group_id === g.id).map((x) => [x.quantity, x.given_by_viewer]).sort()).toEqual([[1, true], [2, false]]);
    // The registry still counts one wish for the two lines.
    expect((await api.call('GET', '/v2/gifts/bunda-demo')).body.data.gift_count).toBe(countBefore);

    // Another giver takes the other two (the whole line: no split).
    const two = await api.call('POST', '/v2/carts', { guest: 'duaunit00000000001', body: full(g, 'buy', { quantity: 2 }) });
    expect(two.body.data.gift_product).toMatchObject({ id: g.id, quantity: 2, is_in_cart: true, quantity_open: 0 });

    const cancelled = await api.call('DELETE', `/v2/gift-products/cancel-reservations/${held.id}`, { guest });
    expect(cancelled.status).toBe(200);
    // No free sibling yet (the other two are held): the released line stays on its own, free.
    expect(cancelled.body.data).toMatchObject({ id: held.id, quantity: 1, quantity_open: 1, given_by_viewer: false });
    // The second giver removes her cart row: her line merges into the free one.
    const cart = (await api.call('GET', '/v1/carts?type=gift', { guest: 'duaunit00000000001' })).body.data.rows[0];
    expect((await api.call('DELETE', '/v1/carts', { guest: 'duaunit00000000001', body: { carts: [cart.id] } })).status).toBe(200);
    const lines = portal.state.gifts.filter((x) => x.group_id === g.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, reserved_by: null, transaction_status: null, is_in_cart: false });
  });

  it('cancelling a split reservation while the rest is free merges it straight back', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal, 1, 3);
    const guest = 'satuunit0000000002';
    const one = await api.call('POST', '/v2/carts', { guest, body: full(g, 'buy') });
    expect(one.body.data.gift_product.quantity).toBe(1); // the default is one unit
    const back = await api.call('DELETE', `/v2/gift-products/cancel-reservations/${one.body.data.gift_product.id}`, { guest });
    expect(back.body.data).toMatchObject({ id: g.id, quantity: 3, quantity_open: 3 });
    expect(portal.state.gifts.filter((x) => x.group_id === g.id)).toHaveLength(1);
    expect((await api.call('GET', '/v1/carts', { guest })).body.data.rows).toHaveLength(0);
  });

  it('orders and pays a split unit: the line ships, the rest stays open', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal, 1, 3);
    const token = await guestToken(api, 'Om Satu');
    const one = await api.call('POST', '/v2/carts', { token, body: full(g, 'buy', { quantity: 1 }) });
    const order = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [one.body.data.cart.id], payment_method: 'gopay' } });
    expect(order.body.data.items[0]).toMatchObject({ quantity: 1, gift_product_id: one.body.data.gift_product.id, contribution: null });
    await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    const rest = (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data;
    expect(rest).toMatchObject({ quantity: 2, quantity_open: 2, quantity_wanted: 3, payment_completed: false });
    const line = (await api.call('GET', `/v2/gift-products/show/${one.body.data.gift_product.id}`, { token })).body.data;
    expect(line).toMatchObject({ transaction_status: 'confirmed', payment_completed: true, given_by_viewer: true });
  });
});

describe('what a giver may see of the owner\'s address', () => {
  it('address-book answers masked, area or full by the registry settings; the owner always full', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const book = async (opts: { token?: string; guest?: string } = {}) => (await api.call('GET', '/v1/order-group/address-book?key=bunda-demo', opts)).body.data.rows as any[];
    const area = await book({ guest: 'lihatalamat0000001' });
    expect(area).toEqual([{ receiver_name: 'Sari Wulandari', city: 'Jakarta Selatan', district: 'Kebayoran Baru', province: 'DKI Jakarta', address: null, postal_code: null, receiver_phone: null, visibility: 'area' }]);
    expect(leaks(area, SARI)).toBe(false);
    const owner = await api.login('ibu.demo@kado.test');
    expect((await book({ token: owner }))[0]).toMatchObject({ visibility: 'full', address: 'Jl. Melawai Raya No. 12, RT 02/RW 04', postal_code: '12160', receiver_phone: '081234567801' });

    expect((await api.call('PUT', '/v2/gifts/address/visibility', { token: owner, body: { is_registry_address_visible: false } })).status).toBe(200);
    const masked = await book();
    expect(masked).toEqual([{ receiver_name: 'Sari', city: 'Jakarta Selatan', district: null, province: null, address: null, postal_code: null, receiver_phone: null, visibility: 'masked' }]);
    const other = await api.login('baru@kado.test');
    expect((await book({ token: other }))[0].visibility).toBe('masked');
    expect((await book({ token: owner }))[0].visibility).toBe('full');
    // Detail on while the address is hidden: still masked.
    await api.call('PUT', '/v2/gifts/address/visibility', { token: owner, body: { is_registry_address_detail_visible: true } });
    expect((await book())[0].visibility).toBe('masked');
    await api.call('PUT', '/v2/gifts/address/visibility', { token: owner, body: { is_registry_address_visible: true } });
    expect((await book())[0]).toMatchObject({ visibility: 'full', receiver_phone: '081234567801' });

    const none = await api.call('PUT', '/v2/gifts/address/visibility', { token: owner, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors.is_registry_address_visible).toEqual(['Pengaturan alamat wajib diisi']);
    expect((await api.call('GET', '/v1/order-group/address-book?key=lestari-privat')).status).toBe(404);
  });

  it('the registry answer carries the full address for the owner only', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const owner = await api.login('ibu.demo@kado.test');
    const other = await api.login('baru@kado.test');
    for (const opts of [{}, { guest: 'lihatalamat0000002' }, { token: other }]) {
      const res = await api.call('GET', '/v2/gifts/bunda-demo', opts);
      expect(res.body.data.address).toBeNull();
      expect(res.body.data.owner).toMatchObject({ is_registry_address_visible: true, is_registry_address_detail_visible: false });
      expect(leaks(res.body, SARI)).toBe(false);
    }
    await api.call('PUT', '/v2/gifts/address/visibility', { token: owner, body: { is_registry_address_detail_visible: true } });
    expect((await api.call('GET', '/v2/gifts/bunda-demo')).body.data.address).toBeNull();
    expect((await api.call('GET', '/v2/gifts/bunda-demo', { token: owner })).body.data.address).toMatchObject({ id: 1, address: 'Jl. Melawai Raya No. 12, RT 02/RW 04' });
  });

  it('a new registry starts at the area level (visible, no detail)', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const token = await api.login('baru@kado.test');
    const mine = await api.call('GET', '/v2/gifts', { token });
    expect(mine.body.data.owner).toMatchObject({ is_registry_address_visible: true, is_registry_address_detail_visible: false });
  });
});
