import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Issue 31: Lacak Kado follows a gift bought on Kado through its courier, as it does an outside parcel.
describe('the shipment of a gift bought on Kado', () => {
  it("the owner reads the courier and resi of the giver's order; a giver and a visitor never do", async () => {
    const portal = createFakePortal();
    const api = client(portal);
    // Gift 7 of bunda-demo: bought by Om Budi, picked up by SiCepat (order 2 of the seed).
    const order = portal.state.orders.find((o) => o.items.some((i) => i.gift_id === 7))!;
    expect(order.awb).not.toBeNull();
    const owner = await api.call('GET', '/v2/gift-products/show/7', { token: await api.login('ibu.demo@kado.test') });
    expect(owner.body.data.shipment).toEqual({ courier: order.courier, awb: order.awb });
    const giver = await api.call('GET', '/v2/gift-products/show/7', { token: await api.login('maya@kado.test') });
    expect(giver.status).toBe(200);
    expect(giver.body.data.shipment).toBeNull();
    expect((await api.call('GET', '/v2/gift-products/show/7')).body.data.shipment).toBeNull();
  });

  it('a gift paid but not yet handed to a courier has none', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const token = await api.login('ibu.demo@kado.test');
    // Gift 17: paid (Dikemas), its order has no resi yet.
    expect((await api.call('GET', '/v2/gift-products/show/17', { token })).body.data.shipment).toBeNull();
  });
});
