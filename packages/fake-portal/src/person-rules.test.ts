import { describe, expect, it } from 'vitest';
import { createFakePortal, type FakePortal } from './index';
import { client } from './test-client';

// Issue 30 item 6: vouchers once per person, not per guest id (decision 0422); reviews only from buyers after delivery.
const freeGifts = (portal: FakePortal) =>
  portal.state.gifts.filter((x) => x.owner_id === 1 && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null
    && !x.is_private && !x.is_purchase && x.manually_purchased_at === null && !portal.state.contributions.some((c) => c.gift_id === x.id));
const buyLine = (g: ReturnType<typeof freeGifts>[number]) =>
  ({ product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'full' });

describe('a code voucher is once per person', () => {
  it('a bare guest id cannot use one: three invented guest ids get three refusals, not three discounts', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const gifts = freeGifts(portal);
    for (let i = 0; i < 3; i++) {
      const guest = `tamuVoucher0000${i}`;
      const added = await api.call('POST', '/v2/carts', { guest, body: buyLine(gifts[i]!) });
      expect(added.status).toBe(201);
      const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], voucher_code: 'KADOBARU', payment_method: 'bca_va' } });
      expect(order.status).toBe(422);
      expect(order.body.errors).toEqual({ voucher_code: ['Masuk atau verifikasi email/nomor HP untuk memakai voucher'] });
    }
    expect(portal.state.orders.filter((o) => o.voucher_code === 'KADOBARU')).toHaveLength(0);
  });

  it('two guest accounts with the same verified number are one person: the second is told the voucher is used', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const gifts = freeGifts(portal);
    const guestAccount = async (guest: string) => {
      const res = await api.call('POST', '/v1/register-guest', { guest, body: { name: 'Tante Tamu', phone: '081277700011' } });
      const token = res.body.data.access_token as string;
      expect((await api.call('POST', '/v1/otp-whatsapp/verification', { token, body: { otp: '123456' } })).status).toBe(200);
      return token;
    };
    const first = await guestAccount('tamuSatuOrang01');
    const a = await api.call('POST', '/v2/carts', { token: first, body: buyLine(gifts[0]!) });
    const order = await api.call('POST', '/v1/orders', { token: first, body: { cart_ids: [a.body.data.cart.id], voucher_code: 'MPASI10', payment_method: 'bca_va' } });
    expect(order.status).toBe(201);
    expect(order.body.data.discount).toBeGreaterThan(0);
    const second = await guestAccount('tamuSatuOrang02');
    const b = await api.call('POST', '/v2/carts', { token: second, body: buyLine(gifts[1]!) });
    const again = await api.call('POST', '/v1/orders/quote', { token: second, body: { cart_ids: [b.body.data.cart.id], voucher_code: 'MPASI10' } });
    expect(again.body.errors).toEqual({ voucher_code: ['Voucher sudah digunakan'] });
    // Without a verified number, a guest account is a guest id again.
    const unverified = (await api.call('POST', '/v1/register-guest', { guest: 'tamuSatuOrang03', body: { name: 'Tamu', phone: '081277700012' } })).body.data.access_token as string;
    const c = await api.call('POST', '/v2/carts', { token: unverified, body: buyLine(gifts[2]!) });
    const refused = await api.call('POST', '/v1/orders/quote', { token: unverified, body: { cart_ids: [c.body.data.cart.id], voucher_code: 'MPASI10' } });
    expect(refused.body.errors).toEqual({ voucher_code: ['Masuk atau verifikasi email/nomor HP untuk memakai voucher'] });
  });
});

describe('a review comes from a buyer of the product, after delivery', () => {
  it('a new unverified account, or one whose order is not yet delivered, cannot review; the buyer of a delivered order can', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const product = portal.state.products.find((p) => !portal.state.orders.some((o) => o.items.some((i) => i.product_id === p.id)))!;
    const signUp = await api.call('POST', '/v1/register', { body: { name: 'Pengulas Palsu', email: 'palsu@kado.test', phone: '081277700013', password: 'Rahasia123!' } });
    const stranger = signUp.body.data.access_token as string;
    const before = portal.state.reviews.length;
    const fake = await api.call('POST', `/v1/products/${product.id}/reviews`, { token: stranger, body: { star: 5, review: 'Bagus sekali', is_publish: true } });
    expect(fake.status).toBe(403);
    expect(fake.body.message).toBe('Ulasan hanya bisa ditulis setelah pesanan produk ini kamu terima');
    expect(portal.state.reviews).toHaveLength(before);

    // Ibu demo's delivered order has one item she has not reviewed yet (the seed).
    const ibu = await api.login('ibu.demo@kado.test');
    const delivered = portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!;
    const open = delivered.items.find((i) => !portal.state.reviews.some((r) => r.user_id === 1 && r.product_id === i.product_id))!;
    expect((await api.call('POST', `/v1/products/${open.product_id}/reviews`, { token: ibu, body: { star: 4 } })).status).toBe(201);
    // A product of an order on its way is not reviewable yet.
    const onTheWay = portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status !== 'delivered' && o.items.some((i) => !portal.state.orders.some((d) => d.buyer_key === 'u:1' && d.status === 'delivered' && d.items.some((x) => x.product_id === i.product_id))));
    if (onTheWay) {
      const item = onTheWay.items[0]!;
      expect((await api.call('POST', `/v1/products/${item.product_id}/reviews`, { token: ibu, body: { star: 4 } })).status).toBe(403);
    }
  });
});
