import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpSearchGateway against the fake portal', () => {
  it('autocomplete answers at most 5 products, merchants and registries for a keyword', async () => {
    const result = await kit.gateways.SearchGateway.autocomplete('bayi');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(5);
    expect(result.merchants.length).toBeLessThanOrEqual(5);
    expect(result.gifts.length).toBeLessThanOrEqual(5);
  });

  it('autocomplete finds a public registry by owner', async () => {
    const result = await kit.gateways.SearchGateway.autocomplete('Sari');
    expect(result.gifts.map((gift) => gift.username)).toContain('bunda-demo');
  });

  it('autocomplete narrows by category id', async () => {
    const categories = await kit.gateways.CatalogueGateway.categories(false);
    const popok = categories.find((category) => category.slug === 'popok-bayi')!;
    const result = await kit.gateways.SearchGateway.autocomplete('a', popok.id);
    expect(result.products.every((product) => product.categorySlug === 'popok-bayi')).toBe(true);
  });

  it('autocomplete can be aborted by a newer keystroke', async () => {
    const controller = new AbortController();
    const pending = kit.gateways.SearchGateway.autocomplete('popok', null, { signal: controller.signal });
    controller.abort();
    const reason: unknown = await pending.catch((error: unknown) => error);
    expect((reason as Error).name).toBe('AbortError');
  });

  it('notificationCounts answers cart and order counters when logged in', async () => {
    await failsWith(kit.gateways.SearchGateway.notificationCounts(), 'unauthorized');
    await kit.loginAs('ibu.demo@kado.test');
    const counts = await kit.gateways.SearchGateway.notificationCounts();
    expect(counts.cartCount).toBeGreaterThan(0);
    expect(counts.orderCount).toBeGreaterThan(0);
  });

  it('productHistory answers the last seen products, newest first, at most 6', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    await kit.gateways.CatalogueGateway.product('3');
    await kit.gateways.CatalogueGateway.product('4');
    const history = await kit.gateways.SearchGateway.productHistory();
    expect(history.slice(0, 2).map((product) => product.id)).toEqual(['4', '3']);
    expect(history.length).toBeLessThanOrEqual(6);
  });
});
