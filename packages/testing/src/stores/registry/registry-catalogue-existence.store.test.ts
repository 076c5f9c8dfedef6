import { describe, expect, it, vi } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { Product } from '@kado/domain';
import { RegistryCatalogueStore } from '@kado/stores';
import { DEMO_OWNER, openBrowser, ownerStores } from '../../kits/registry-test-kit';

/** The owner's catalogue store over the fake portal, and the gateways to set the registry up behind its back. */
async function setup() {
  const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
  const g = browser.gateways;
  const { gifts: owner } = ownerStores(browser);
  const store = new RegistryCatalogueStore(g.CatalogueGateway, g.RegistryGateway, g.SessionGateway, owner);
  return { store, g };
}

describe('RegistryCatalogueStore: a product is in the registry only when all its variants are (spec §5)', () => {
  it("does not offer 'Tambah' for a product already in, and still does for one with a variant missing", async () => {
    const { store, g } = await setup();
    // Two listed products with several variants, none of them in the registry yet.
    const listed = (await g.CatalogueGateway.products({ page: 1, limit: 50, inStock: true })).items;
    const candidates: Product[] = [];
    for (const item of listed) {
      const product = await g.CatalogueGateway.product(item.id);
      const checks = await g.RegistryGateway.checkExistence(product.id);
      if (product.variants.length >= 2 && product.variants.every((v) => v.stock > 0) && checks.every((c) => !c.exists)) candidates.push(product);
      if (candidates.length === 2) break;
    }
    const [whole, partial] = candidates;
    expect(whole && partial, 'two products with several variants in stock').toBeTruthy();
    for (const v of whole!.variants) await g.RegistryGateway.addProduct({ productId: whole!.id, skuId: v.skuId, quantity: 1 });
    await g.RegistryGateway.addProduct({ productId: partial!.id, skuId: partial!.variants[0]!.skuId, quantity: 1 });

    await store.loadProducts({ inStock: true });
    while (!store.products.some((p) => p.id === whole!.id) || !store.products.some((p) => p.id === partial!.id)) await store.loadMore();
    await vi.waitFor(() => expect(store.checkingIds.size).toBe(0));
    expect(store.isProductAdded(whole!.id)).toBe(true);
    expect(store.isProductAdded(partial!.id)).toBe(false);

    // 'Tambah' on the partial one adds a variant still missing (not a 409 on the one already in), until all are in.
    const listedPartial = store.products.find((p) => p.id === partial!.id)!;
    for (let i = 1; i < partial!.variants.length; i++) {
      expect(await store.addToRegistry(listedPartial, '/registry/list-product')).toBe(true);
    }
    expect(store.isProductAdded(partial!.id)).toBe(true);
    const checks = await g.RegistryGateway.checkExistence(partial!.id);
    expect(checks.every((c) => c.exists)).toBe(true);
  });

  it('a product whose check cannot be read stays addable', async () => {
    const { store, g } = await setup();
    vi.spyOn(g.RegistryGateway, 'checkExistence').mockRejectedValue(new Error('offline'));
    await store.loadProducts({ inStock: true });
    await vi.waitFor(() => expect(store.checkingIds.size).toBe(0));
    expect(store.products.every((p) => !store.isProductAdded(p.id))).toBe(true);
  });
});

describe('RegistryCatalogueStore: a product added from its card (issue 31)', () => {
  it('stays added when an existence check sent before the add answers after it', async () => {
    const { store, g } = await setup();
    const real = g.RegistryGateway.checkExistence.bind(g.RegistryGateway);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every check answers what the registry held before the add, and only once the add is done.
    vi.spyOn(g.RegistryGateway, 'checkExistence').mockImplementation(async (id, options) => {
      const before = await real(id, options);
      await held;
      return before;
    });
    await store.loadProducts({ inStock: true });
    let full: Product | null = null;
    for (const p of store.products) {
      const read = await g.CatalogueGateway.product(p.id);
      if (read.variants.length === 1 && !store.isProductAdded(p.id)) {
        full = read;
        break;
      }
    }
    expect(full, 'a listed product of one variant').not.toBeNull();
    const product = full!;
    expect(await store.addToRegistry(product, '/registry/list-product', product.variants[0]!.skuId)).toBe(true);
    expect(store.wasAddedHere(product.id)).toBe(true);
    release();
    await vi.waitFor(() => expect(store.checkingIds.size).toBe(0));
    // Its one variant, added here, counts as in: the product is wholly in the registry ('Sudah ditambahkan').
    expect(store.isProductAdded(product.id)).toBe(true);
    expect(store.isAdded(product.variants[0]!.skuId)).toBe(true);
  });
});

describe('RegistryCatalogueStore: sort and the in-stock filter (issue 13)', () => {
  it('asks for products in stock with the chosen sort', async () => {
    const { store } = await setup();
    await store.loadProducts({ sort: 'price', inStock: true });
    expect(store.products).toHaveLength(10);
    expect(store.products.every((p) => !p.isOutOfStock)).toBe(true);
    const prices = store.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await store.loadProducts({});
    expect(store.products.some((p) => p.isOutOfStock)).toBe(true);
  });
});

describe('RegistryCatalogueStore: a product partly in the registry, seen after a reload (QA, 28 November)', () => {
  it("is 'Ada di registry' from its check, not only when it was added while browsing", async () => {
    const { store, g } = await setup();
    const listed = (await g.CatalogueGateway.products({ page: 1, limit: 50, inStock: true })).items;
    let partial: Product | null = null;
    let untouched: Product | null = null;
    for (const item of listed) {
      const product = await g.CatalogueGateway.product(item.id);
      const checks = await g.RegistryGateway.checkExistence(product.id);
      if (product.variants.length < 2 || !product.variants.every((v) => v.stock > 0) || checks.some((c) => c.exists)) continue;
      if (partial === null) partial = product;
      else if (untouched === null) untouched = product;
      else break;
    }
    expect(partial && untouched, 'two products with several variants in stock, none in the registry').toBeTruthy();
    // Added before this store existed (another visit to the page, then a reload).
    await g.RegistryGateway.addProduct({ productId: partial!.id, skuId: partial!.variants[0]!.skuId, quantity: 1 });

    await store.loadProducts({ inStock: true });
    while (!store.products.some((p) => p.id === partial!.id) || !store.products.some((p) => p.id === untouched!.id)) await store.loadMore();
    await vi.waitFor(() => expect(store.checkingIds.size).toBe(0));
    expect(store.wasAddedHere(partial!.id)).toBe(false);
    expect(store.isProductAdded(partial!.id)).toBe(false);
    expect(store.isPartlyInRegistry(partial!.id)).toBe(true);
    expect(store.isPartlyInRegistry(untouched!.id)).toBe(false);
  });
});
