import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { DEMO_GUEST_ID } from './seed';
import { client } from './test-client';

// Issue 17 (fault matrix): a retried order or payment carries the same Idempotency-Key and has no second effect.
describe('Idempotency-Key on POST /v1/orders and POST /v1/orders/{id}/cancel', () => {
  async function setup() {
    const portal = createFakePortal();
    const token = await client(portal).login('ibu.demo@kado.test');
    const call = async (path: string, body: unknown, headers: Record<string, string>) => {
      const res = await portal.fetch(new Request(`http://kado.test/api${path}`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
      }));
      return { status: res.status, body: (await res.json()) as { data?: { id: number; status: string }; message?: string; errors?: Record<string, string[]> } };
    };
    const ibu = { authorization: `Bearer ${token}` };
    return { portal, call, ibu };
  }
  const order = { cart_ids: [2], address_id: 1, payment_method: 'gopay' };

  it('the same key twice places one order and answers the first answer again', async () => {
    const { portal, call, ibu } = await setup();
    const before = portal.state.orders.length;
    const first = await call('/v1/orders', order, { ...ibu, 'idempotency-key': 'k-1' });
    expect(first.status).toBe(201);
    // The same body with its keys in another order is the same request.
    const again = await call('/v1/orders', { payment_method: 'gopay', address_id: 1, cart_ids: [2] }, { ...ibu, 'idempotency-key': 'k-1' });
    expect(again).toEqual(first);
    expect(portal.state.orders.length).toBe(before + 1);
    // Without the key the retry is a new request: the cart line is gone.
    expect((await call('/v1/orders', order, ibu)).status).toBe(404);
  });

  it('the same key with another body is a 422 and writes nothing', async () => {
    const { portal, call, ibu } = await setup();
    expect((await call('/v1/orders', order, { ...ibu, 'idempotency-key': 'k-2' })).status).toBe(201);
    const count = portal.state.orders.length;
    const other = await call('/v1/orders', { ...order, cart_ids: [3] }, { ...ibu, 'idempotency-key': 'k-2' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda');
    expect(portal.state.orders.length).toBe(count);
    expect(portal.state.carts.some((c) => c.id === 3)).toBe(true);
    expect((await call('/v1/orders', order, { ...ibu, 'idempotency-key': ' ' })).status).toBe(422);
  });

  it('keys are kept per actor: another actor\'s same key is her own request', async () => {
    const { portal, call, ibu } = await setup();
    const mine = await call('/v1/orders', order, { ...ibu, 'idempotency-key': 'shared' });
    const guest = await call('/v1/orders', { cart_ids: [1], payment_method: 'gopay' }, { 'x-guest-id': DEMO_GUEST_ID, 'idempotency-key': 'shared' });
    expect(mine.status).toBe(201);
    expect(guest.status).toBe(201);
    expect(guest.body.data!.id).not.toBe(mine.body.data!.id);
    expect(portal.state.orders.filter((o) => o.buyer_key === `g:${DEMO_GUEST_ID}`)).toHaveLength(1);
  });

  it('a refused call keeps nothing under its key: the retry is checked afresh', async () => {
    const { call, ibu } = await setup();
    expect((await call('/v1/orders', { ...order, address_id: 999 }, { ...ibu, 'idempotency-key': 'k-3' })).status).toBe(422);
    expect((await call('/v1/orders', order, { ...ibu, 'idempotency-key': 'k-4' })).status).toBe(201);
  });

  // The one-tap payment is gone (issue 28: the gateway settles); the giver's own cancel is the writing call on an order now.
  it('a cancel retried with its key answers the cancelled order again, and gives back the stock once', async () => {
    const { portal, call, ibu } = await setup();
    const placed = await call('/v1/orders', order, ibu);
    const id = placed.body.data!.id;
    const sku = portal.state.orders.find((o) => o.id === id)!.items[0]!.sku_id;
    const stock = portal.state.variants.find((v) => v.sku_id === sku)!.stock;
    const first = await call(`/v1/orders/${id}/cancel`, {}, { ...ibu, 'idempotency-key': 'c-1' });
    expect(first.status).toBe(200);
    expect(first.body.data!.status).toBe('cancelled');
    expect(await call(`/v1/orders/${id}/cancel`, {}, { ...ibu, 'idempotency-key': 'c-1' })).toEqual(first);
    expect(portal.state.variants.find((v) => v.sku_id === sku)!.stock).toBe(stock + 2);
    // With a new key it is a second cancel: refused.
    expect((await call(`/v1/orders/${id}/cancel`, {}, { ...ibu, 'idempotency-key': 'c-2' })).status).toBe(422);
    // The key of one order's cancel does not cancel another.
    expect((await call('/v1/orders/99999/cancel', {}, { ...ibu, 'idempotency-key': 'c-1' })).status).toBe(422);
  });
});
