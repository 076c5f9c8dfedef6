import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpVoucherGateway against the fake portal', () => {
  it('list answers every active voucher, largest discount first', async () => {
    const list = await kit.gateways.VoucherGateway.list();
    expect(list.length).toBeGreaterThan(1);
    const discounts = list.map((voucher) => voucher.maxDiscount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(list.some((voucher) => voucher.isClaimable)).toBe(true);
    expect(list.some((voucher) => !voucher.isClaimable)).toBe(true);
  });

  it('get answers one voucher; an unknown id is not found', async () => {
    const [first] = await kit.gateways.VoucherGateway.list();
    expect((await kit.gateways.VoucherGateway.get(first!.id)).id).toBe(first!.id);
    await failsWith(kit.gateways.VoucherGateway.get('999999'), 'not-found');
  });

  it('claim sets claimed; claiming again is a validation error', async () => {
    await kit.loginAs('maya@kado.test');
    const claimable = (await kit.gateways.VoucherGateway.list()).find((voucher) => voucher.isClaimable && !voucher.isClaimed)!;
    expect((await kit.gateways.VoucherGateway.claim(claimable.id)).isClaimed).toBe(true);
    await failsWith(kit.gateways.VoucherGateway.claim(claimable.id), 'validation');
  });

  it('check prices a code against cart items, or explains why not', async () => {
    await kit.loginAs('maya@kado.test');
    const coded = (await kit.gateways.VoucherGateway.list()).filter((voucher) => !voucher.isClaimable && voucher.code);
    const product = await kit.gateways.CatalogueGateway.product('2');
    const sku = product.variants[0]!.skuId;
    const results = await Promise.allSettled(
      coded.map((voucher) =>
        kit.gateways.VoucherGateway.check({ code: voucher.code!, items: [{ productId: product.id, skuId: sku, quantity: 20 }] }),
      ),
    );
    const ok = results.find((result) => result.status === 'fulfilled');
    expect(ok).toBeDefined();
    const check = (ok as PromiseFulfilledResult<Awaited<ReturnType<typeof kit.gateways.VoucherGateway.check>>>).value;
    expect(check.total).toBe(check.subtotal - check.discount);
    const error = await failsWith(
      kit.gateways.VoucherGateway.check({ code: 'TIDAKADA', items: [{ productId: product.id, skuId: sku, quantity: 1 }] }),
      'validation',
    );
    expect(error.message).toBe('Kode voucher tidak ditemukan');
    await failsWith(kit.gateways.VoucherGateway.check({ id: '999999', items: [{ productId: product.id, skuId: sku, quantity: 1 }] }), 'not-found');
  });
});
