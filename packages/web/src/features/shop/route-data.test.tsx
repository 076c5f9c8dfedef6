import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { CollectionStore, FavoriteStore, MerchantStore, ReviewStore, VoucherStore } from '@kado/stores';
import { readByLoader, visit } from '../../test/route-visit';

// Issue 14 item 3: the shop's pages read their data in their routes' loaders (each screen module's routeData), so the
// store has asked by the time the router is initialized (the fake portal in-process answers soon after); the screens
// only render what the stores hold.

describe("the shop's pages read their data in their routes' loaders", () => {
  it('/merchant-list, /brand, /brand/draft-index', async () => {
    const merchants = (await visit('/merchant-list')).get(MerchantStore);
    await readByLoader(() => merchants.merchants.status);
    expect(merchants.merchants.items.length).toBeGreaterThan(0);
    for (const path of ['/brand', '/brand/draft-index']) {
      const brands = (await visit(path)).get(MerchantStore);
      await readByLoader(() => brands.brands.status);
      expect(brands.brands.items.length).toBeGreaterThan(0);
    }
  }, 20_000);

  it('/promo, /collection, /collection/{id}, /banner/{id}', async () => {
    const promo = (await visit('/promo')).get(CollectionStore);
    await readByLoader(() => promo.promo.status);
    const all = (await visit('/collection')).get(CollectionStore);
    await readByLoader(() => all.collections.status);
    const one = (await visit('/collection/2')).get(CollectionStore);
    expect(one.collection.key).toBe('2');
    await readByLoader(() => one.collection.status);
    const banner = (await visit('/banner/1')).get(CollectionStore);
    expect(banner.banner.key).toBe('1');
    await readByLoader(() => banner.banner.status);
    // /banner without an id has nothing to read.
    expect((await visit('/banner')).get(CollectionStore).banner.status).toBe('idle');
  }, 20_000);

  it('/{merchant} and /{merchant}/promo: the merchant and its products', async () => {
    for (const path of ['/bunda-sehat', '/bunda-sehat/promo']) {
      const store = (await visit(path)).get(MerchantStore);
      expect(store.merchant.key).toBe('bunda-sehat');
      await readByLoader(() => store.merchant.status);
      await readByLoader(() => store.products.status);
    }
  }, 20_000);

  it('/favorite and /favorite/{id}, after the login guard', async () => {
    const list = (await visit('/favorite', true)).get(FavoriteStore);
    await readByLoader(() => list.list.status);
    const one = (await visit('/favorite/1', true)).get(FavoriteStore);
    expect(one.product.key).toBe('1');
    await readByLoader(() => one.product.status);
  }, 20_000);

  it('/vouchers, /voucher, /voucher/{id} and /voucher/claim/{id}', async () => {
    for (const path of ['/vouchers', '/voucher']) {
      const store = (await visit(path)).get(VoucherStore);
      await readByLoader(() => store.status);
    }
    const detail = (await visit('/voucher/3')).get(VoucherStore);
    expect(detail.details.key).toBe('3');
    await readByLoader(() => detail.detailStatus);
    const claim = (await visit('/voucher/claim/2', true)).get(VoucherStore);
    expect(claim.details.key).toBe('2');
    await readByLoader(() => claim.detailStatus);
  }, 20_000);

  it("a product's reviews (/{merchant}/{product}/review): the product, its summary and its first reviews", async () => {
    const store = (await visit('/bunda-sehat/popok-celana-lembut-bunda-sehat/review')).get(ReviewStore);
    expect(store.product.key).toBe('slug:popok-celana-lembut-bunda-sehat');
    await readByLoader(() => store.product.status);
    await waitFor(() => expect(store.reviews.status).toBe('ready'));
    expect(store.productId).toBe(store.product.data?.id);
  }, 20_000);
});
