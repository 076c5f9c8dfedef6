import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

const catalogue = () => kit.gateways.CatalogueGateway;

describe('HttpCatalogueGateway against the fake portal', () => {
  it('merchants pages by 10 and filters by name', async () => {
    const page = await catalogue().merchants({ page: 1 });
    expect(page.items).toHaveLength(10);
    expect(page.totalPage).toBeGreaterThanOrEqual(2);
    const named = await catalogue().merchants({ page: 1, name: 'BabyNesia' });
    expect(named.items.map((merchant) => merchant.slug)).toContain('babynesia');
  });

  it('brands answers the v2 merchant list', async () => {
    const page = await catalogue().brands({ page: 2, limit: 5, sort: 'name' });
    expect(page.page).toBe(2);
    expect(page.items).toHaveLength(5);
  });

  it('merchant answers one by slug; an unknown one is not found', async () => {
    expect((await catalogue().merchant('babynesia')).name).toBe('BabyNesia');
    await failsWith(catalogue().merchant('tidak-ada'), 'not-found');
  });

  it('categories answers the roots with filter[is_root], all without', async () => {
    const roots = await catalogue().categories(true);
    const all = await catalogue().categories(false);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((category) => category.isRoot)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it('category answers one by slug with children; an unknown one is not found', async () => {
    const category = await catalogue().category('popok-bayi');
    expect(category.slug).toBe('popok-bayi');
    await failsWith(catalogue().category('tidak-ada'), 'not-found');
  });

  it('products searches by keyword and by category, 10 a page', async () => {
    const byKeyword = await catalogue().products({ page: 1, keyword: 'popok' });
    expect(byKeyword.items.length).toBeGreaterThan(0);
    expect(byKeyword.items.length).toBeLessThanOrEqual(10);
    expect(byKeyword.items.every((product) => /popok/i.test(product.name) || product.categorySlug === 'popok-bayi')).toBe(true);
    const byCategory = await catalogue().products({ page: 1, category: 'susu-formula' });
    expect(byCategory.items.every((product) => product.categorySlug === 'susu-formula')).toBe(true);
  });

  it('products in stock only (filter[in_stock]), with a sort: the newest list without its sold-out products', async () => {
    const all = await catalogue().products({ page: 1, sort: '-created_at' });
    expect(all.items.some((product) => product.isOutOfStock)).toBe(true);
    const inStock = await catalogue().products({ page: 1, sort: '-created_at', inStock: true });
    expect(inStock.items).toHaveLength(10);
    expect(inStock.items.every((product) => !product.isOutOfStock)).toBe(true);
    const cheapest = await catalogue().products({ page: 1, sort: 'price', inStock: true });
    const prices = cheapest.items.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('products with a bad limit is a validation error', async () => {
    await failsWith(catalogue().products({ page: 1, limit: 1000 }), 'validation');
  });

  it('product answers a detail with variants and stock', async () => {
    const product = await catalogue().product('2');
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.variants[0]).toMatchObject({ skuId: expect.any(String), stock: expect.any(Number) });
    expect(product.description).not.toBeNull();
    await failsWith(catalogue().product('999999'), 'not-found');
  });

  it('productBySlug answers a product; an unknown slug is a 490 not-found without the /404 redirect', async () => {
    const product = await catalogue().productBySlug('popok-perekat-lembut-dunia-anak');
    expect(product.id).toBe('2');
    const error = await failsWith(catalogue().productBySlug('tidak-ada-produk-ini'), 'not-found');
    expect(error.detail).toMatchObject({ redirectTo404: false });
    expect(kit.redirects()).toBe(0);
  });

  it('collections and collection answer groups with products', async () => {
    const groups = await catalogue().collections();
    expect(groups.length).toBeGreaterThan(0);
    const group = await catalogue().collection(groups[0]!.id);
    expect(group.products.length).toBeGreaterThan(0);
    await failsWith(catalogue().collection('999999'), 'not-found');
  });

  it('banners and banner answer banners with products', async () => {
    const banners = await catalogue().banners();
    expect(banners.length).toBeGreaterThan(0);
    const banner = await catalogue().banner(banners[0]!.id);
    expect(banner.products.length).toBeGreaterThan(0);
  });

  it('articles and article answer articles; the detail has a body', async () => {
    const page = await catalogue().articles(1);
    expect(page.items.length).toBeGreaterThan(0);
    const article = await catalogue().article(page.items[0]!.slug);
    expect(article.body).not.toBe('');
    await failsWith(catalogue().article('tidak-ada'), 'not-found');
  });

  it('favorites, addFavorite and removeFavorite keep the shopper favorites', async () => {
    await failsWith(catalogue().favorites(1), 'unauthorized');
    await kit.loginAs('maya@kado.test');
    await catalogue().addFavorite('7');
    expect((await catalogue().favorites(1)).items.map((product) => product.id)).toContain('7');
    await catalogue().removeFavorite('7');
    expect((await catalogue().favorites(1)).items.map((product) => product.id)).not.toContain('7');
    await failsWith(catalogue().addFavorite('999999'), 'not-found');
  });
});
