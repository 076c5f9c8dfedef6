import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

const freeGift = (portal: ReturnType<typeof createFakePortal>) => {
  const g = portal.state.gifts.find((x) => x.owner_id === 1 && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null && !x.is_private && !x.is_purchase && x.manually_purchased_at === null && !portal.state.contributions.some((c) => c.gift_id === x.id))!;
  return g;
};

describe('reserving the same gift at once', () => {
  it('lets exactly one of two guests win; the other gets 409 with a clear message', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const g = freeGift(portal);
    const guest = await api.call('POST', '/v1/register-guest', { body: { name: 'Tante Ani', email: 'ani@tamu.test' } });
    const body = { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'reserve', gift_registry_payment: 'full' };
    const [a, b] = await Promise.all([
      api.call('POST', '/v2/carts', { body, token: guest.body.data.access_token }),
      api.call('POST', '/v2/carts', { body, guest: 'tamuberdua0000000002' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe('Kado ini sudah direservasi orang lain');
    expect(portal.state.carts.filter((x) => x.gift_id === g.id)).toHaveLength(1);
    const shown = await api.call('GET', `/v2/gift-products/show/${g.id}`);
    expect(shown.body.data.transaction_status).toBe('reserved');
  });

  it('holds with many racers too: one winner out of ten, buy or reserve', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const g = freeGift(portal);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => api.call('POST', '/v2/carts', {
      guest: `tamubalapan${String(i).padStart(8, '0')}`,
      body: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: i % 2 ? 'buy' : 'reserve', gift_registry_payment: 'full' },
    })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('frees the gift again when the reserver cancels, and the owner sees it free', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const g = freeGift(portal);
    const guest = 'tamubatal0000000001';
    const body = { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'full' };
    expect((await api.call('POST', '/v2/carts', { guest, body })).status).toBe(201);
    expect((await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data.is_in_cart).toBe(true);
    expect((await api.call('DELETE', `/v2/gift-products/cancel-reservations/${g.id}`, { guest: 'oranglain000000001' })).status).toBe(403);
    const cancelled = await api.call('DELETE', `/v2/gift-products/cancel-reservations/${g.id}`, { guest });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.is_in_cart).toBe(false);
    expect((await api.call('GET', '/v1/carts?type=gift', { guest })).body.data.rows).toHaveLength(0);
    expect((await api.call('POST', '/v2/carts', { guest: 'tamulain00000000001', body })).status).toBe(201);
  });

  it('checks out and pays a gift: Dikemas with payment complete', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const g = freeGift(portal);
    const guest = 'tamubayar000000001';
    const added = await api.call('POST', '/v2/carts', { guest, body: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'full' } });
    // A registry gift ships to the owner's primary address: no address_id (the address-book answers a label, no id).
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [added.body.data.cart.id], payment_method: 'bca_va' } });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ address: null, ship_to: { visibility: 'area', address: null } });
    const paid = await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } });
    expect(paid.body.data.status).toBe('paid');
    const shown = await api.call('GET', `/v2/gift-products/show/${g.id}`);
    expect(shown.body.data).toMatchObject({ transaction_status: 'confirmed', payment_completed: true, is_in_cart: false });
  });

  it('lets several guests contribute until the gift is covered', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const g = freeGift(portal);
    const price = (await api.call('GET', `/v2/gift-products/show/${g.id}`)).body.data.subtotal_price as number;
    const body = (amount: number) => ({ product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'contribution', amount });
    expect((await api.call('POST', '/v2/carts', { guest: 'patungan0000000001', body: body(price - 10000) })).status).toBe(201);
    expect((await api.call('POST', '/v2/carts', { guest: 'patungan0000000002', body: body(20000) })).status).toBe(422);
    expect((await api.call('POST', '/v2/carts', { guest: 'patungan0000000002', body: body(10000) })).status).toBe(201);
    expect((await api.call('POST', '/v2/carts', { guest: 'patungan0000000003', body: body(10000) })).status).toBe(409);
  });
});

describe('registry owner flows', () => {
  it('adds a catalogue product once (409 the second time) and reports check-existances', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const token = await api.login('ibu.demo@kado.test');
    const p = portal.state.products.find((x) => !portal.state.gifts.some((g) => g.owner_id === 1 && g.product_id === x.id) && portal.state.variants.filter((v) => v.product_id === x.id).length > 1)!;
    const sku = portal.state.variants.find((v) => v.product_id === p.id)!.sku_id;
    expect((await api.call('POST', '/v2/gifts/product', { token, body: { product_id: p.id, sku_id: sku } })).status).toBe(201);
    expect((await api.call('POST', '/v2/gifts/product', { token, body: { product_id: p.id, sku_id: sku } })).status).toBe(409);
    const check = await api.call('GET', `/v1/gift-products/${p.id}/check-existances`, { token });
    expect(check.body.data.rows.find((r: { sku_id: number }) => r.sku_id === sku).exists).toBe(true);
    expect(check.body.data.rows.some((r: { exists: boolean }) => !r.exists)).toBe(true);
  });

  it('crawls recognised marketplace links and makes a private registry 404 for others', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const token = await api.login('ibu.demo@kado.test');
    const crawl = await api.call('GET', `/v2/gift-add-url?url=${encodeURIComponent('https://shopee.co.id/Stroller-Lipat-Bayi-i.123.456')}`, { token });
    expect(crawl.status).toBe(200);
    expect(crawl.body.data).toMatchObject({ name: 'Stroller Lipat Bayi', marketplace: 'shopee' });
    expect((await api.call('PUT', '/v2/gifts', { token, body: { is_public: false } })).status).toBe(200);
    expect((await api.call('GET', '/v2/gifts/bunda-demo')).status).toBe(404);
    expect((await api.call('GET', '/v2/gifts/bunda-demo', { token })).status).toBe(200);
  });
});
