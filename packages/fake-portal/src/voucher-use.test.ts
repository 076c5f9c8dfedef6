import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Decision 0241 (issue 17 "Vouchers used up when spent"): the order that spends a voucher uses it up for its buyer.
async function setup() {
  const portal = createFakePortal();
  const api = client(portal);
  const token = await api.login('ibu.demo@kado.test');
  // A line worth at least Rp250.000, so every voucher's minimum is reached.
  const variant = portal.state.variants.find((v) => v.stock >= 10 && v.price >= 250000)!;
  const addLine = async (): Promise<number> => {
    const res = await api.call('POST', '/v2/carts', { token, body: { product_id: variant.product_id, sku_id: variant.sku_id, quantity: 1 } });
    expect(res.status).toBe(201);
    return res.body.data.cart.id as number;
  };
  const items = [{ product_id: variant.product_id, sku_id: variant.sku_id, quantity: 1 }];
  return { portal, api, token, addLine, items };
}

describe('a voucher is used up by the order that spends it', () => {
  it('a code voucher: the second order, its quote and its check are refused with "Voucher sudah digunakan"; nothing changes', async () => {
    const { portal, api, token, addLine, items } = await setup();
    expect((await api.call('POST', '/v1/vouchers/check', { token, body: { code: 'BUNDAHEMAT', items } })).status).toBe(200);
    const first = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [await addLine()], address_id: 1, payment_method: 'gopay', voucher_code: 'BUNDAHEMAT' } });
    expect(first.status).toBe(201);
    expect(first.body.data.discount).toBeGreaterThan(0);

    const again = await addLine();
    const check = await api.call('POST', '/v1/vouchers/check', { token, body: { code: 'bundahemat', items } });
    expect(check.status).toBe(422);
    expect(check.body.message).toBe('Voucher sudah digunakan');
    const quote = await api.call('POST', '/v1/orders/quote', { token, body: { cart_ids: [again], address_id: 1, voucher_code: 'BUNDAHEMAT' } });
    expect(quote.body.errors).toEqual({ voucher_code: ['Voucher sudah digunakan'] });
    const before = JSON.stringify([portal.state.orders, portal.state.carts, portal.state.variants]);
    const second = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [again], address_id: 1, payment_method: 'gopay', voucher_code: 'BUNDAHEMAT' } });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ voucher_code: ['Voucher sudah digunakan'] });
    expect(JSON.stringify([portal.state.orders, portal.state.carts, portal.state.variants])).toBe(before);
    // Without the voucher the same line is bought as usual.
    expect((await api.call('POST', '/v1/orders', { token, body: { cart_ids: [again], address_id: 1, payment_method: 'gopay' } })).status).toBe(201);
  });

  it('a claimed voucher: spent once, it leaves the own voucher list and is refused by id', async () => {
    const { api, token, addLine, items } = await setup();
    const own = async () => ((await api.call('GET', '/v1/vouchers', { token })).body.data.rows as { id: number }[]).map((v) => v.id);
    expect(await own()).toContain(1);
    expect((await api.call('POST', '/v1/orders', { token, body: { cart_ids: [await addLine()], address_id: 1, payment_method: 'gopay', voucher_id: 1 } })).status).toBe(201);
    expect(await own()).not.toContain(1);
    const check = await api.call('POST', '/v1/vouchers/check', { token, body: { id: 1, items } });
    expect(check.status).toBe(422);
    expect(check.body.message).toBe('Voucher sudah digunakan');
    const second = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [await addLine()], address_id: 1, payment_method: 'gopay', voucher_id: 1 } });
    expect(second.body.errors).toEqual({ voucher_id: ['Voucher sudah digunakan'] });
  });

  it('another buyer can still use the same code; a cancelled order gives the voucher back; reset restores it', async () => {
    const { portal, api, token, addLine, items } = await setup();
    const order = await api.call('POST', '/v1/orders', { token, body: { cart_ids: [await addLine()], address_id: 1, payment_method: 'gopay', voucher_code: 'BUNDAHEMAT' } });
    const other = await api.login('baru@kado.test');
    expect((await api.call('POST', '/v1/vouchers/check', { token: other, body: { code: 'BUNDAHEMAT', items } })).status).toBe(200);
    portal.state.orders.find((o) => o.id === order.body.data.id)!.status = 'cancelled';
    expect((await api.call('POST', '/v1/vouchers/check', { token, body: { code: 'BUNDAHEMAT', items } })).status).toBe(200);
    portal.state.orders.find((o) => o.id === order.body.data.id)!.status = 'waiting_payment';
    portal.reset();
    const fresh = await api.login('ibu.demo@kado.test');
    expect((await api.call('POST', '/v1/vouchers/check', { token: fresh, body: { code: 'BUNDAHEMAT', items } })).status).toBe(200);
  });
});
