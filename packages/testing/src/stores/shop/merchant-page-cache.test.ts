import { describe, expect, it } from 'vitest';
import type { CatalogueGateway, MerchantQuery } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { MerchantStore } from '@kado/stores';

// Spec §2 page caching of /brand: a brand page is a full-page navigation (spec §1), so the list is kept as a
// snapshot the new page reads back on its way back, instead of loading page 1 again.

function setup() {
  const portal = createFakePortal();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portal.fetch(new Request(input, init)),
    getAccessToken: () => null,
    retryDelayMs: () => 0,
  });
  const real = createHttpGateways(client).CatalogueGateway;
  const pages: number[] = [];
  const catalogue = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === 'brands') {
        return (query: MerchantQuery, options?: { signal?: AbortSignal }) => {
          pages.push(query.page ?? 0);
          return target.brands(query, options);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as CatalogueGateway;
  return { catalogue, pages };
}

describe('MerchantStore brand list kept over a full-page navigation', () => {
  it('a new store restores the snapshot (JSON round trip) and shows it without a call, then pages on', async () => {
    const first = setup();
    const before = new MerchantStore(first.catalogue);
    await before.openBrands();
    await before.brands.loadMore();
    const kept = JSON.parse(JSON.stringify(before.brandsSnapshot)) as unknown;

    const after = setup();
    const store = new MerchantStore(after.catalogue);
    expect(store.restoreBrands(kept)).toBe(true);
    await store.openBrands();
    expect(after.pages).toEqual([]);
    expect(store.brands.items).toEqual(before.brands.items);
    expect(store.brands.page).toBe(before.brands.page);
  });

  it('ignores a damaged copy and nothing kept: page 1 is loaded', async () => {
    const { catalogue, pages } = setup();
    const store = new MerchantStore(catalogue);
    expect(store.brandsSnapshot).toBeNull();
    for (const bad of [null, 'x', { items: 'no', page: 1, totalPage: 1 }, { items: [{ id: 1 }], page: 1, totalPage: 1 }, { items: [], page: 1.5, totalPage: 2 }]) {
      expect(store.restoreBrands(bad)).toBe(false);
    }
    await store.openBrands();
    expect(pages).toEqual([1]);
  });
});
