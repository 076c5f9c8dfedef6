import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Decision 0185: an unpaid hold lasts 24 hours by default; then the gift is free again.
describe('reservations expire', () => {
  it('a guest reservation is released after the hold time, with its cart line; a paid gift never is', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const portal = createFakePortal({ now: () => clock });
    const api = client(portal);
    const free = portal.state.gifts.find((g) => g.id === 16)!;
    const body = { product_id: free.product_id, sku_id: free.sku_id, gift_product_id: 16, gift_registry_type: 'reserve', gift_registry_payment: 'full' };
    const held = await api.call('POST', '/v2/carts', { body, guest: 'tamuexpiry0000000001' });
    expect(held.status).toBe(201);
    expect(held.body.data.gift_product.reserved_until).toBe('2026-11-24T10:00:00.000Z');
    // Another guest cannot take it while it is held.
    expect((await api.call('POST', '/v2/carts', { body, guest: 'tamuexpiry0000000002' })).status).toBe(409);

    clock = new Date('2026-11-24T10:00:01Z');
    const shown = await api.call('GET', '/v2/gift-products/show/16');
    expect(shown.body.data.reserved_by).toBeNull();
    expect(shown.body.data.transaction_status).toBeNull();
    expect(portal.state.carts.some((c) => c.gift_id === 16)).toBe(false);
    expect((await api.call('POST', '/v2/carts', { body, guest: 'tamuexpiry0000000002' })).status).toBe(201);
    // Seeded paid gifts stay as they are.
    expect(portal.state.gifts.find((g) => g.id === 17)!.reserved_by).not.toBeNull();
  });

  it('a unit of a several-unit gift goes back to the gift; the hold time is configurable', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const portal = createFakePortal({ now: () => clock, reservationTtlMs: 60_000 });
    const api = client(portal);
    const soap = portal.state.gifts.find((g) => g.id === 15)!;
    const res = await api.call('POST', '/v2/carts', { guest: 'tamuexpiry0000000003', body: { product_id: soap.product_id, sku_id: soap.sku_id, gift_product_id: 15, gift_registry_type: 'buy', gift_registry_payment: 'full', quantity: 1 } });
    expect(res.status).toBe(201);
    expect(portal.state.gifts.find((g) => g.id === 15)!.quantity).toBe(2);
    clock = new Date('2026-11-23T10:01:01Z');
    const shown = await api.call('GET', '/v2/gift-products/show/15');
    expect(shown.body.data.quantity).toBe(3);
    expect(shown.body.data.quantity_open).toBe(3);
  });

  it('an order waiting for payment keeps its gift past the hold time', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const portal = createFakePortal({ now: () => clock, reservationTtlMs: 60_000 });
    const api = client(portal);
    const g = portal.state.gifts.find((x) => x.id === 16)!;
    const guest = 'tamuexpiry0000000004';
    const cart = await api.call('POST', '/v2/carts', { guest, body: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: 16, gift_registry_type: 'buy', gift_registry_payment: 'full' } });
    const order = await api.call('POST', '/v1/orders', { guest, body: { cart_ids: [cart.body.data.cart.id], payment_method: 'bca_va' } });
    expect(order.status).toBe(201);
    clock = new Date('2026-11-23T12:00:00Z');
    const shown = await api.call('GET', '/v2/gift-products/show/16');
    expect(shown.body.data.reserved_by).not.toBeNull();
    expect(shown.body.data.reserved_until).toBeNull();
  });
});
