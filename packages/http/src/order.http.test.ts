import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal({ controlRoutes: true });
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpOrderGateway against the fake portal', () => {
  it('paymentMethods answers the ways to pay', async () => {
    const methods = await kit.gateways.OrderGateway.paymentMethods();
    expect(methods.map((method) => method.code)).toContain('bca_va');
  });

  it('orders pages the shopper orders, filtered by status', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const page = await kit.gateways.OrderGateway.orders(1);
    expect(page.items.length).toBeGreaterThanOrEqual(4);
    const delivered = await kit.gateways.OrderGateway.orders(1, 'delivered');
    expect(delivered.items.every((order) => order.status === 'delivered')).toBe(true);
  });

  it('order answers one; another buyer order is not found', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const [first] = (await kit.gateways.OrderGateway.orders(1)).items;
    const order = await kit.gateways.OrderGateway.order(first!.id);
    expect(order.total).toBe(order.subtotal + order.shippingCost - order.discount);
    await failsWith(kit.gateways.OrderGateway.order('1'), 'not-found');
  });

  /** The gateway's settlement (fake portal control route, issue 28): what its webhook tells the portal. */
  const settle = (orderId: string, status: 'paid' | 'failed') => portal.fetch(new Request(`http://kado.test/api/__control/payments/${orderId}/settle`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }),
  }));

  it('createOrder answers the payment instruction; the order reads paid only once the gateway settles it', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const cart = await kit.gateways.CartGateway.cart();
    const order = await kit.gateways.OrderGateway.createOrder({ cartIds: [cart.items[0]!.id], addressId: '1', paymentMethod: 'bca_va' });
    expect(order.status).toBe('waiting_payment');
    expect(order.payment).toMatchObject({ status: 'pending', type: 'va', bank: 'BCA', amount: order.total, qrString: null, deeplinkUrl: null });
    expect(order.payment!.vaNumber).toMatch(/^\d{16}$/);
    expect(Date.parse(order.payment!.expiresAt!) - Date.parse(order.createdAt)).toBe(24 * 3_600_000);
    // Reading it again shows the same instruction.
    expect((await kit.gateways.OrderGateway.order(order.id)).payment).toEqual(order.payment);
    expect((await settle(order.id, 'paid')).status).toBe(200);
    const paid = await kit.gateways.OrderGateway.order(order.id);
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(paid.paidAt).not.toBeNull();
  });

  it('an e-wallet instruction carries its app link and web checkout', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const cart = await kit.gateways.CartGateway.cart();
    const order = await kit.gateways.OrderGateway.createOrder({ cartIds: [cart.items[0]!.id], addressId: '1', paymentMethod: 'gopay' });
    expect(order.payment).toMatchObject({ type: 'ewallet', vaNumber: null });
    expect(order.payment!.deeplinkUrl).toMatch(/^gojek:/);
    expect(order.payment!.redirectUrl).toMatch(/^https:/);
  });

  it('cancel calls off an unpaid order once; a cancelled or paid one is a validation error', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const cart = await kit.gateways.CartGateway.cart();
    const order = await kit.gateways.OrderGateway.createOrder({ cartIds: [cart.items[0]!.id], addressId: '1', paymentMethod: 'bni_va' });
    const cancelled = await kit.gateways.OrderGateway.cancel(order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    await failsWith(kit.gateways.OrderGateway.cancel(order.id), 'validation');
    await failsWith(kit.gateways.OrderGateway.cancel('1'), 'not-found');
  });

  it('createOrder sends the caller\'s Idempotency-Key; a retry with it answers the same order, placed once', async () => {
    const sent: { path: string; key: string | null }[] = [];
    kit = connect((request) => {
      sent.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key') });
      return portal.fetch(request);
    });
    await kit.loginAs('ibu.demo@kado.test');
    const cart = await kit.gateways.CartGateway.cart();
    const input = { cartIds: [cart.items[0]!.id], addressId: '1', paymentMethod: 'bca_va', idempotencyKey: 'attempt-1' };
    const before = portal.state.orders.length;
    const order = await kit.gateways.OrderGateway.createOrder(input);
    expect(await kit.gateways.OrderGateway.createOrder(input)).toEqual(order);
    expect(portal.state.orders.length).toBe(before + 1);
    expect(sent.filter((s) => s.path === '/api/v1/orders').map((s) => s.key)).toEqual(['attempt-1', 'attempt-1']);
    // No key given, no header sent.
    await kit.gateways.OrderGateway.paymentMethods();
    expect(sent.at(-1)!.key).toBeNull();
  });

  it('createOrder with an empty cart list is a validation error', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    await failsWith(kit.gateways.OrderGateway.createOrder({ cartIds: [], addressId: '1', paymentMethod: 'bca_va' }), 'validation');
  });

  it('track answers a courier history; an unknown waybill answers found false with no history', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const shipped = (await kit.gateways.OrderGateway.orders(1)).items.find((order) => order.awb)!;
    const tracking = await kit.gateways.OrderGateway.track(shipped.courier!, shipped.awb!);
    expect(tracking.found).toBe(true);
    expect(tracking.history.length).toBeGreaterThan(0);
    const unknown = await kit.gateways.OrderGateway.track('jne', 'TIDAKADA123');
    expect(unknown).toMatchObject({ found: false, history: [] });
    await failsWith(kit.gateways.OrderGateway.track('', ''), 'validation');
  });
});
