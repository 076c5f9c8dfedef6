import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

const GUEST_WITH_GIFT_IN_CART = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('HttpCartGateway against the fake portal', () => {
  it('cart answers the logged-in shopper lines with a total', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const cart = await kit.gateways.CartGateway.cart();
    expect(cart.items.length).toBeGreaterThanOrEqual(2);
    expect(cart.totalPrice).toBe(cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  });

  it('cart of type gift for one owner answers the guest gift lines', async () => {
    kit.setGuestId(GUEST_WITH_GIFT_IN_CART);
    const cart = await kit.gateways.CartGateway.cart({ type: 'gift', ownerId: '1' });
    expect(cart.items.map((item) => item.giftProductId)).toContain('5');
    expect(cart.items.every((item) => item.ownerId === '1')).toBe(true);
  });

  it('addItem puts a product in the cart and removeItems takes it out', async () => {
    await kit.loginAs('maya@kado.test');
    const product = await kit.gateways.CatalogueGateway.product('3');
    const variant = product.variants.find((v) => v.stock > 0)!;
    const { item, giftProduct } = await kit.gateways.CartGateway.addItem({ productId: product.id, skuId: variant.skuId, quantity: 1 });
    expect(giftProduct).toBeNull();
    expect(item).toMatchObject({ quantity: 1, giftProductId: null });
    await kit.gateways.CartGateway.removeItems([item!.id]);
    expect((await kit.gateways.CartGateway.cart()).items.map((line) => line.id)).not.toContain(item!.id);
  });

  it('removeItems of a line not in the cart is not found', async () => {
    await kit.loginAs('maya@kado.test');
    await failsWith(kit.gateways.CartGateway.removeItems(['1']), 'not-found');
  });

  it('two guests reserving the same gift: one succeeds, the other gets a conflict with a clear message', async () => {
    const gift = await kit.gateways.RegistryGateway.giftProduct('1');
    const input = {
      productId: gift.product!.id,
      skuId: gift.variant!.skuId,
      giftProductId: '1',
      giftRegistryType: 'reserve' as const,
    };
    const first = connect(portal.fetch);
    const second = connect(portal.fetch);
    first.setGuestId('11111111111111111111111111111111');
    second.setGuestId('22222222222222222222222222222222');
    const results = await Promise.allSettled([first.gateways.CartGateway.addItem(input), second.gateways.CartGateway.addItem(input)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect((won[0] as PromiseFulfilledResult<{ giftProduct: { transactionStatus: string | null } | null }>).value.giftProduct?.transactionStatus).toBe('reserved');
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason.detail).toEqual({ kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' });
  });

  it('buying from your own registry is a validation error', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const gift = await kit.gateways.RegistryGateway.giftProduct('1');
    await failsWith(
      kit.gateways.CartGateway.addItem({ productId: gift.product!.id, skuId: gift.variant!.skuId, giftProductId: '1', giftRegistryType: 'buy' }),
      'validation',
    );
  });

  it('a call without a token or a guest id is unauthorized', async () => {
    await failsWith(kit.gateways.CartGateway.cart(), 'unauthorized');
  });
});
