import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { CatalogueGateway, ProductQuery } from '@kado/domain';
import { RegistryCatalogueStore } from '@kado/stores';
import { DEMO_OWNER, openBrowser, ownerStores } from '../../kits/registry-test-kit';

/** The owner's catalogue store over the fake portal, counting the product list calls. */
async function setup() {
  const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
  const g = browser.gateways;
  const calls: ProductQuery[] = [];
  const catalogue: CatalogueGateway = new Proxy(g.CatalogueGateway, {
    get(target, prop, receiver) {
      if (prop === 'products') {
        return (query: ProductQuery, options?: { signal?: AbortSignal }) => {
          calls.push(query);
          return target.products(query, options);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const { gifts: owner } = ownerStores(browser);
  return { store: new RegistryCatalogueStore(catalogue, g.RegistryGateway, g.SessionGateway, owner), calls, browser };
}

describe('RegistryCatalogueStore page caching (spec §2 registry list-product)', () => {
  it('coming back with the same filter keeps every page shown, without a call', async () => {
    const { store, calls } = await setup();
    await store.loadProducts({ keyword: '' });
    await store.loadMore();
    const shown = store.products.map((p) => p.id);
    expect(shown).toHaveLength(20);
    const before = calls.length;
    await store.loadProducts({ keyword: ' ' }, true);
    expect(calls.length).toBe(before);
    expect(store.products.map((p) => p.id)).toEqual(shown);
    expect(store.page).toBe(2);
  });

  it('a fresh visit, another filter, or a list that failed loads page 1 again', async () => {
    const { store, calls } = await setup();
    await store.loadProducts({});
    await store.loadMore();
    await store.loadProducts({});
    expect(calls.at(-1)?.page).toBe(1);
    expect(store.products).toHaveLength(10);
    await store.loadMore();
    await store.loadProducts({ keyword: 'popok' }, true);
    expect(calls.at(-1)).toMatchObject({ page: 1, keyword: 'popok' });
    runInAction(() => (store.list.status = 'error'));
    const before = calls.length;
    await store.loadProducts({ keyword: 'popok' }, true);
    expect(calls.length).toBe(before + 1);
  });

  it('the late answer of a product no longer open never replaces the one opened after it', async () => {
    const { store, browser } = await setup();
    await store.loadProducts({});
    const [first, second] = store.products;
    const gateway = browser.gateways.CatalogueGateway;
    const read = gateway.product.bind(gateway);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(gateway, 'product').mockImplementation(async (id, options) => {
      if (id === first!.id) await held;
      return read(id, options);
    });
    const older = store.loadProduct(first!.id);
    await store.loadProduct(second!.id);
    release();
    await older;
    expect(store.product?.id).toBe(second!.id);
    expect(store.productStatus).toBe('ready');
  });

  it('a second tap on the same product while it is being added is refused: it is added once', async () => {
    const { store } = await setup();
    await store.loadProducts({});
    const product = store.products.find((p) => !store.isProductAdded(p.id))!;
    const first = store.addToRegistry(product, '/registry/list-product');
    expect(store.isAdding(product.id)).toBe(true);
    expect(await store.addToRegistry(product, '/registry/list-product')).toBe(false);
    expect(await first).toBe(true);
    expect(store.addError).toBeNull();
    expect(store.addedProducts.has(product.id)).toBe(true);
  });
});

