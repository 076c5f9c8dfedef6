import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { CatalogueGateway, ProductQuery } from '@kado/domain';
import { RegistryCatalogueStore } from './registry-catalogue.store';
import { DEMO_OWNER, openBrowser, ownerStores } from '../testing/registry-test-kit';

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
  return { store: new RegistryCatalogueStore(catalogue, g.RegistryGateway, g.SessionGateway, owner), calls };
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
    store.status = 'error';
    const before = calls.length;
    await store.loadProducts({ keyword: 'popok' }, true);
    expect(calls.length).toBe(before + 1);
  });
});
