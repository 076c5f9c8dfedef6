import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { RegistryCatalogueStore } from '@kado/stores';
import { DEMO_OWNER, giverStores, openBrowser, ownerStores } from '../../kits/registry-test-kit';
import { RecordingAnalytics } from '../../kits/platform-fakes';

// Spec §3/§7 analytics: the registry event types reach the Analytics adapter, besides the portal's v1/events.

describe('registry events reach the Analytics adapter', () => {
  it('add-to-cart-registry, with the gift, the owner and the path', async () => {
    const browser = await openBrowser(createFakePortal(), 'lama@kado.test');
    const analytics = new RecordingAnalytics();
    const { page: store, giver } = giverStores(browser, { analytics });
    await store.load('bunda-demo');
    const gift = store.gifts.find((x) => !store.isTaken(x) && x.product !== null)!;
    expect(await giver.addToCart(gift.id, '/registry/bunda-demo')).toBe(true);
    expect(analytics.events).toEqual([
      { name: 'add-to-cart-registry', params: { gift_product_id: gift.id, owner_id: store.registry!.owner.id, path: '/registry/bunda-demo' } },
    ]);
  });

  it('add-product-to-registry from the registry catalogue, with the product, the sku and the path', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const g = browser.gateways;
    const analytics = new RecordingAnalytics();
    const { gifts: owner } = ownerStores(browser);
    const store = new RegistryCatalogueStore(g.CatalogueGateway, g.RegistryGateway, g.SessionGateway, owner, analytics);
    await owner.loadGifts();
    await store.loadProducts({});
    const inRegistry = new Set(owner.gifts.map((x) => x.product?.id));
    const product = store.products.find((p) => !inRegistry.has(p.id))!;
    expect(await store.addToRegistry(product, '/registry/list-product')).toBe(true);
    expect(analytics.events).toHaveLength(1);
    expect(analytics.events[0]).toMatchObject({ name: 'add-product-to-registry', params: { product_id: product.id, path: '/registry/list-product' } });
    expect(browser.events[0]?.value.sku_id).toBe((analytics.events[0]!.params as { sku_id: string }).sku_id);
  });
});
