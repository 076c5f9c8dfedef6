import { describe, expect, it } from 'vitest';
import { domainError, isDiscounted, type CatalogueGateway, type Page, type Product } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { SessionStore, HomeStore, CategoryStore, MerchantStore, CollectionStore, ProductSearchStore, FavoriteStore, PagedQuery } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from '../../kits/platform-fakes';

function setup() {
  const portal = createFakePortal();
  const cookies = new MemoryCookieJar();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portal.fetch(new Request(input, init)),
    getAccessToken: () => cookies.get('kado_at'),
    retryDelayMs: () => 0,
  });
  const gateways = createHttpGateways(client);
  const session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, new MemoryStorage(), new SequenceIds());
  const login = () => session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' });
  return { portal, gateways, session, login };
}

/** A catalogue whose every call fails as given (other methods pass through to `base`). */
function failingCatalogue(base: CatalogueGateway, kind: 'unexpected' | 'offline', only?: (keyof CatalogueGateway)[]): CatalogueGateway {
  return new Proxy(base, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (only && !only.includes(prop as keyof CatalogueGateway)) return (value as (...a: unknown[]) => unknown).bind(target);
      return () => Promise.reject(domainError({ kind }));
    },
  });
}

describe('HomeStore', () => {
  it('loads banners, root categories, collections, three articles and, when logged in, up to 6 last-seen products', async () => {
    const { gateways, session, login } = setup();
    const store = new HomeStore(gateways.CatalogueGateway, gateways.SearchGateway, session);
    await store.load();
    expect(store.banners.data?.length).toBeGreaterThan(0);
    expect(store.categories.data?.every((c) => c.isRoot)).toBe(true);
    expect(store.collections.data?.length).toBeGreaterThan(0);
    expect(store.articles.data).toHaveLength(3);
    expect(store.showsLastSeen).toBe(false);
    expect(await login()).toBe(true);
    await store.loadLastSeen();
    expect(store.showsLastSeen).toBe(true);
    expect(store.lastSeen.data!.length).toBeLessThanOrEqual(6);
  });

  it('the last-seen feed follows the products the shopper opens, newest first', async () => {
    const { gateways, session, login, portal } = setup();
    await login();
    const store = new HomeStore(gateways.CatalogueGateway, gateways.SearchGateway, session);
    const viewed = portal.state.products.slice(40, 48);
    for (const p of viewed) await gateways.CatalogueGateway.productBySlug(p.slug);
    await store.loadLastSeen();
    expect(store.lastSeen.data!.map((p) => p.id)).toEqual(viewed.slice(-6).reverse().map((p) => String(p.id)));
  });

  it('a failing section shows its error while the others still load; retry recovers it', async () => {
    const { gateways, session } = setup();
    let fail = true;
    const catalogue = new Proxy(gateways.CatalogueGateway, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as (...a: unknown[]) => unknown;
        if (prop === 'banners') return (...a: unknown[]) => (fail ? Promise.reject(domainError({ kind: 'offline' })) : value.apply(target, a));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const store = new HomeStore(catalogue, gateways.SearchGateway, session);
    await store.load();
    expect(store.banners.status).toBe('error');
    expect(store.banners.error?.kind).toBe('offline');
    expect(store.collections.status).toBe('ready');
    fail = false;
    expect(await store.banners.refresh()).toBe(true);
    expect(store.banners.data?.length).toBeGreaterThan(0);
  });
});

describe('CategoryStore', () => {
  it('builds the tree of roots with children and pages a category by 10', async () => {
    const { gateways } = setup();
    const store = new CategoryStore(gateways.CatalogueGateway);
    await store.loadTree();
    expect(store.tree.data!.length).toBe(3);
    expect(store.tree.data![0]!.children.length).toBeGreaterThan(0);
    await store.open('popok-bayi');
    expect(store.category.data?.slug).toBe('popok-bayi');
    expect(store.products.items).toHaveLength(10);
    expect(store.products.hasMore).toBe(true);
    await store.products.loadMore();
    expect(store.products.items).toHaveLength(11);
    expect(store.products.hasMore).toBe(false);
  });

  it('an unknown category is not-found with the server message', async () => {
    const { gateways } = setup();
    const store = new CategoryStore(gateways.CatalogueGateway);
    await store.open('tidak-ada');
    expect(store.category.status).toBe('error');
    expect(store.category.error).toMatchObject({ kind: 'not-found', message: 'Kategori tidak ditemukan' });
  });
});

describe('MerchantStore', () => {
  it('lists only merchants with an image, 10 a page, and loads the next page on demand', async () => {
    const { gateways, portal } = setup();
    const store = new MerchantStore(gateways.CatalogueGateway);
    await store.openMerchants();
    expect(store.merchants.items.length).toBeGreaterThan(0);
    expect(store.merchants.items.every((m) => m.imageUrl)).toBe(true);
    while (store.merchants.hasMore) await store.merchants.loadMore();
    const withImage = portal.state.merchants.filter((m) => m.has_image).length;
    expect(store.merchants.items).toHaveLength(withImage);
    expect(withImage).toBeLessThan(portal.state.merchants.length);
  });

  it('a failed next page stops the paging, keeps the first page, and retry goes on', async () => {
    const { gateways } = setup();
    let fail = false;
    const catalogue = new Proxy(gateways.CatalogueGateway, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as (...a: unknown[]) => unknown;
        if (prop === 'merchants') return (...a: unknown[]) => (fail ? Promise.reject(domainError({ kind: 'offline' })) : value.apply(target, a));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const store = new MerchantStore(catalogue);
    await store.openMerchants();
    const first = store.merchants.items;
    fail = true;
    expect(await store.merchants.loadMore()).toBe(false);
    expect(store.merchants.status).toBe('error');
    expect(store.merchants.items).toEqual(first);
    expect(store.merchants.hasMore).toBe(false);
    expect(await store.merchants.loadMore()).toBe(false);
    fail = false;
    expect(await store.merchants.retry()).toBe(true);
    expect(store.merchants.items.length).toBeGreaterThan(first.length);
  });

  it('a merchant page and its promo page (discounted products only)', async () => {
    const { gateways, portal } = setup();
    const store = new MerchantStore(gateways.CatalogueGateway);
    const slug = portal.state.merchants[0]!.slug;
    await store.open(slug, false);
    expect(store.merchant.data?.slug).toBe(slug);
    expect(store.products.items.length).toBeGreaterThan(0);
    expect(store.products.items.every((p) => p.merchant.slug === slug)).toBe(true);
    await store.open(slug, true);
    while (store.products.hasMore) await store.products.loadMore();
    expect(store.products.items.every((p) => isDiscounted(p))).toBe(true);
    await store.open('toko-tidak-ada', false);
    expect(store.merchant.error).toMatchObject({ kind: 'not-found', message: 'Toko tidak ditemukan' });
  });
});

describe('CollectionStore', () => {
  it('collections, a collection, a banner, and the promo list', async () => {
    const { gateways } = setup();
    const store = new CollectionStore(gateways.CatalogueGateway);
    await store.loadCollections();
    const id = store.collections.data![0]!.id;
    await store.openCollection(id);
    expect(store.collection.data?.products.length).toBeGreaterThan(0);
    await store.openBanner('1');
    expect(store.banner.data?.id).toBe('1');
    await store.openPromo();
    expect(store.promo.items.length).toBeGreaterThan(0);
    expect(store.promo.items.every((p) => isDiscounted(p))).toBe(true);
    await store.openBanner('9999');
    expect(store.banner.error?.kind).toBe('not-found');
  });
});

describe('ProductSearchStore', () => {
  it('pages results by 10, keeps them for the same keyword, and an empty keyword clears them', async () => {
    const { gateways } = setup();
    const calls: string[] = [];
    const catalogue = new Proxy(gateways.CatalogueGateway, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as (...a: unknown[]) => unknown;
        if (prop === 'products') return (...a: unknown[]) => (calls.push(JSON.stringify(a[0])), value.apply(target, a));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const store = new ProductSearchStore(catalogue);
    await store.search('popok');
    expect(store.results.items).toHaveLength(10);
    expect(store.results.items.every((p) => p.name.toLowerCase().includes('popok'))).toBe(true);
    await store.results.loadMore();
    expect(store.results.items.length).toBeGreaterThan(10);
    const count = calls.length;
    await store.search(' popok ');
    expect(calls).toHaveLength(count);
    await store.search('   ');
    expect(store.results.items).toEqual([]);
    expect(store.keyword).toBe('');
  });

  it('issue 31: opens on products in stock (a sold-out one never leads), sorts by price on demand, and shows sold-out ones when asked', async () => {
    const { gateways, portal } = setup();
    const store = new ProductSearchStore(gateways.CatalogueGateway);
    const stocked = (id: string) => portal.state.variants.some((v) => String(v.product_id) === id && v.stock > 0);
    // A keyword whose matches include a sold-out product.
    const keyword = ['popok', 'susu', 'bayi', 'botol', 'sabun'].find((k) =>
      portal.state.products.some((p) => p.name.toLowerCase().includes(k) && !stocked(String(p.id))),
    )!;
    expect(keyword, 'a keyword matching a sold-out product').toBeTruthy();
    await store.search(keyword);
    expect(store.results.items.length).toBeGreaterThan(0);
    expect(store.results.items.every((p) => stocked(p.id))).toBe(true);

    await store.search(keyword, { sort: 'price' });
    const prices = store.results.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(store.sort).toBe('price');

    await store.search(keyword, { inStock: false });
    while (store.results.hasMore) await store.results.loadMore();
    expect(store.results.items.some((p) => !stocked(p.id))).toBe(true);
  });

  it('issue 31: keeps only products priced within a range (decision 0464), every page of it, and a new range reads again', async () => {
    const { gateways } = setup();
    const store = new ProductSearchStore(gateways.CatalogueGateway);
    await store.search('bayi');
    while (store.results.hasMore) await store.results.loadMore();
    const all = store.results.items.map((p) => p.price).sort((a, b) => a - b);
    // A range holding some of the matches, not all of them.
    const min = all[Math.floor(all.length / 4)]!;
    const max = all[Math.floor((all.length * 3) / 4)]!;
    await store.search('bayi', { price: { min, max } });
    while (store.results.hasMore) await store.results.loadMore();
    const kept = store.results.items.map((p) => p.price);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    expect(kept.every((price) => price >= min && price <= max)).toBe(true);
    expect(kept.length).toBe(all.filter((price) => price >= min && price <= max).length);
    await store.search('bayi', { price: { min: null, max: min } });
    expect(store.results.items.every((p) => p.price <= min)).toBe(true);
  });

  it('a failed search shows the error and retry loads it', async () => {
    const { gateways } = setup();
    let fail = true;
    const catalogue = new Proxy(gateways.CatalogueGateway, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as (...a: unknown[]) => unknown;
        if (prop === 'products') return (...a: unknown[]) => (fail ? Promise.reject(domainError({ kind: 'unexpected' })) : value.apply(target, a));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const store = new ProductSearchStore(catalogue);
    await store.search('susu');
    expect(store.results.status).toBe('error');
    fail = false;
    await store.results.retry();
    expect(store.results.items.length).toBeGreaterThan(0);
  });
});

describe('FavoriteStore', () => {
  it('lists the favourites and removes one; a failed removal puts it back with the error', async () => {
    const { gateways, login } = setup();
    await login();
    const store = new FavoriteStore(gateways.CatalogueGateway);
    await store.open();
    expect(store.list.items.map((p) => p.id)).toEqual(['1', '12', '25']);
    expect(await store.remove('12')).toBe(true);
    expect(store.list.items.map((p) => p.id)).toEqual(['1', '25']);
    await store.open();
    expect(store.list.items.map((p) => p.id)).toEqual(['1', '25']);

    const broken = new FavoriteStore(failingCatalogue(gateways.CatalogueGateway, 'offline', ['removeFavorite']));
    await broken.open();
    expect(await broken.remove('25')).toBe(false);
    expect(broken.list.items.map((p) => p.id)).toEqual(['1', '25']);
    expect(broken.removeError?.kind).toBe('offline');
  });

  it('needs a login: a guest gets unauthorized', async () => {
    const { gateways } = setup();
    const store = new FavoriteStore(gateways.CatalogueGateway);
    await store.open();
    expect(store.list.error?.kind).toBe('unauthorized');
  });
});

describe('PagedQuery in the shop', () => {
  it('a reset while a page is on its way ignores its late answer', async () => {
    let release: (page: Page<number>) => void = () => undefined;
    const list = new PagedQuery<number>(() => new Promise((resolve) => (release = resolve)));
    const first = list.reset();
    const old = release;
    const second = list.reset(async () => ({ items: [2], page: 1, totalPage: 1 }));
    old({ items: [1], page: 1, totalPage: 1 });
    await Promise.all([first, second]);
    expect(list.items).toEqual([2]);
  });

  it('ignores a second loadMore while one is loading (one request for many scroll events)', async () => {
    let calls = 0;
    const list = new PagedQuery<Product>(async () => {
      calls += 1;
      return { items: [], page: 1, totalPage: 3 };
    });
    await Promise.all([list.loadMore(), list.loadMore(), list.loadMore()]);
    expect(calls).toBe(1);
  });
});
