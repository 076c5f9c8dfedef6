import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire answers are read loosely here */

// Issue 31, "Patungan givers vanish" (decision 0465): the name is asked with the chip-in and goes to the owner once
// paid, unless the giver hides it; a chip-in that says nothing stays anonymous, as before.
async function chipIn(showName: boolean | undefined) {
  const portal = createFakePortal({ controlRoutes: true });
  const api = client(portal);
  const token = await api.login('maya@kado.test');
  // Gift 14 of bunda-demo: a patungan with room left.
  const g = portal.state.gifts.find((x) => x.id === 14)!;
  const body = { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'contribution', amount: 50000, ...(showName === undefined ? {} : { show_name: showName }) };
  const added = await api.call('POST', '/v2/carts', { token, body });
  expect(added.status).toBe(201);
  const order = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [added.body.data.cart.id], payment_method: 'gopay' } });
  expect((await api.call('POST', `/__control/payments/${order.body.data.id}/settle`, { body: { status: 'paid' } })).status).toBe(200);
  const owner = await api.login('ibu.demo@kado.test');
  const gift = (await api.call('GET', '/v2/gift-products/show/14', { token: owner })).body.data;
  const thanks = (await api.call('GET', '/v2/gifts/thank-you', { token: owner })).body.data;
  const mine = gift.contributions.find((c: any) => c.amount === 50000);
  return { mine, listed: thanks.rows.some((r: any) => r.name === 'Maya Lestari' && r.gifts.some((x: any) => x.gift_product_id === 14 && x.contribution === 50000)) };
}

describe('a named patungan (decision 0465)', () => {
  it('show_name: the owner sees the giver on the gift once paid, and she is in the thank-you list', async () => {
    const { mine, listed } = await chipIn(true);
    expect(mine).toMatchObject({ name: 'Maya Lestari', is_revealed: true });
    expect(listed).toBe(true);
  });

  it('hidden (false) or not said: anonymous, and not named in the thank-you list', async () => {
    for (const showName of [false, undefined]) {
      const { mine, listed } = await chipIn(showName);
      expect(mine, String(showName)).toMatchObject({ name: null, is_revealed: false });
      expect(listed, String(showName)).toBe(false);
    }
  });
});
