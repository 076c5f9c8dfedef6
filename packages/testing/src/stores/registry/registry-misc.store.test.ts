import { describe, expect, it, vi } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { CatalogueGateway, RegistryGateway } from '@kado/domain';
import { GreetingsStore, RegistryCatalogueStore, RegistryChecklistStore, RegistryOwnerStore, RegistryShareStore, RegistryCheckoutStore, ChildrenStore } from '@kado/stores';
import { CART_BOOKING_KEY, type CartGateway } from '@kado/domain';
import { DEMO_OWNER, failing, giverStores, openBrowser, ownerStores, type Browser } from '../../kits/registry-test-kit';

describe('GreetingsStore', () => {
  it('lists the greetings the owner received, newest first', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const store = new GreetingsStore(browser.gateways.RegistryGateway);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.greetings.map((g) => g.senderName)).toEqual(['Keluarga Besar Wijaya', 'Kak Lina', 'Om Budi', 'Tante Rina']);
    expect(store.forGift('4').map((g) => g.senderName)).toEqual(['Tante Rina']);
  });

  it('a failed load reports the error', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const store = new GreetingsStore(failing(browser.gateways.RegistryGateway, ['greetings'], { kind: 'offline' }));
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('offline');
  });

  it('a giver leaves a greeting; an empty one or a failure is refused and nothing is lost', async () => {
    const portal = createFakePortal();
    const browser = await openBrowser(portal);
    const store = new GreetingsStore(browser.gateways.RegistryGateway);
    expect(await store.send('bunda-demo', { name: ' ', message: 'Halo' })).toBe(false);
    expect(store.sendError?.kind).toBe('validation');
    expect(await store.send('bunda-demo', { name: 'Tante Mira', message: 'Selamat ya!' })).toBe(true);
    expect(store.sent?.senderName).toBe('Tante Mira');
    const broken = new GreetingsStore(failing(browser.gateways.RegistryGateway, ['sendGreeting'], { kind: 'offline' }));
    expect(await broken.send('bunda-demo', { name: 'A', message: 'B' })).toBe(false);
    expect(broken.sendError?.kind).toBe('offline');
    expect(await store.send('lestari-privat', { name: 'A', message: 'B' })).toBe(false);
    expect(store.sendError?.kind).toBe('not-found');
  });

  it('a second send while one is on its way is refused; an older load answering late never replaces a newer one', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const gateway = browser.gateways.RegistryGateway;
    const sendGreeting = vi.spyOn(gateway, 'sendGreeting');
    const store = new GreetingsStore(gateway);
    const first = store.send('bunda-demo', { name: 'Tante Mira', message: 'Selamat ya!' });
    expect(store.sending).toBe(true);
    expect(await store.send('bunda-demo', { name: 'Tante Mira', message: 'Selamat ya!' })).toBe(false);
    expect(await first).toBe(true);
    expect(sendGreeting).toHaveBeenCalledTimes(1);
    const read = gateway.greetings.bind(gateway);
    const answers: Array<() => void> = [];
    let calls = 0;
    vi.spyOn(gateway, 'greetings').mockImplementation(async (page, options) => {
      const older = calls++ === 0;
      const result = await read(page, options);
      await new Promise<void>((resolve) => answers.push(resolve));
      return older ? { ...result, items: result.items.slice(0, 1) } : result;
    });
    const older = store.load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const newer = store.load();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await newer;
    const shown = store.greetings.length;
    expect(shown).toBeGreaterThan(1);
    answers[0]!();
    await older;
    expect(store.greetings).toHaveLength(shown);
    expect(store.status).toBe('ready');
  });
});

async function catalogueSetup(brokenRegistry: readonly (keyof RegistryGateway)[] = [], brokenCatalogue: readonly (keyof CatalogueGateway)[] = []) {
  const portal = createFakePortal();
  const browser = await openBrowser(portal, DEMO_OWNER);
  const g = browser.gateways;
  const { gifts: owner } = ownerStores(browser);
  const registry = brokenRegistry.length ? failing(g.RegistryGateway, brokenRegistry, { kind: 'offline' }) : g.RegistryGateway;
  const catalogue = brokenCatalogue.length ? failing(g.CatalogueGateway, brokenCatalogue, { kind: 'offline' }) : g.CatalogueGateway;
  const store = new RegistryCatalogueStore(catalogue, registry, g.SessionGateway, owner);
  const checklist = new RegistryChecklistStore(catalogue);
  return { store, checklist, owner, browser, portal };
}

describe('RegistryCatalogueStore', () => {
  it('pages catalogue products and adds one with the add-product-to-registry event', async () => {
    const { store, owner, browser } = await catalogueSetup();
    await store.loadProducts({ keyword: 'popok' });
    expect(store.status).toBe('ready');
    expect(store.products.length).toBeGreaterThan(0);
    await store.loadProducts({});
    expect(store.products).toHaveLength(10);
    await store.loadMore();
    expect(store.products).toHaveLength(20);
    await owner.loadGifts();
    const inRegistry = new Set(owner.gifts.map((g) => g.product?.id));
    const product = store.products.find((p) => !inRegistry.has(p.id))!;
    expect(await store.addToRegistry(product, '/registry/list-product')).toBe(true);
    // Spec §5: the product counts as in the registry only once all its variants are.
    const checks = await browser.gateways.RegistryGateway.checkExistence(product.id);
    expect(store.isProductAdded(product.id)).toBe(checks.every((c) => c.exists));
    const sku = owner.gifts[0]!.variant!.skuId;
    expect(store.isAdded(sku)).toBe(true);
    expect(owner.gifts[0]?.product?.id).toBe(product.id);
    expect(browser.events).toEqual([{ type: 'add-product-to-registry', value: { product_id: product.id, sku_id: sku }, path: '/registry/list-product' }]);
    // The same sku again is a 409: shown as already added.
    expect(await store.addToRegistry(product, '/registry/list-product', sku)).toBe(false);
    expect(store.addError?.kind).toBe('conflict');
    expect(store.isAdded(sku)).toBe(true);
  });

  it('a failed add keeps the owner list and marks nothing added', async () => {
    const { store, owner } = await catalogueSetup(['addProduct']);
    await store.loadProducts({});
    await owner.loadGifts();
    const before = owner.gifts;
    const product = store.products[0]!;
    expect(await store.addToRegistry(product, '/registry/list-product')).toBe(false);
    expect(store.addError?.kind).toBe('offline');
    expect(owner.gifts).toBe(before);
    expect(product.variants.some((v) => store.isAdded(v.skuId))).toBe(false);
  });

  it('loads categories, collections, one collection and one product with its existence check', async () => {
    const { store, checklist, owner } = await catalogueSetup();
    await checklist.loadCategories();
    expect(checklist.categories.length).toBeGreaterThan(0);
    expect(checklist.checklistCategories.length).toBeGreaterThan(0);
    expect(checklist.checklistCategories.every((c) => !c.isRoot)).toBe(true);
    await checklist.loadCollections();
    expect(checklist.collections.length).toBeGreaterThan(0);
    await checklist.loadCollection(checklist.collections[0]!.id);
    expect(checklist.collection?.products.length).toBeGreaterThan(0);
    await owner.loadGifts();
    const gift = owner.gifts.find((g) => g.product !== null)!;
    await store.loadProduct(gift.product!.id);
    expect(store.productStatus).toBe('ready');
    expect(store.isAdded(gift.variant!.skuId)).toBe(true);
  });

  it('on the async kit: a collection opened before another, answering last, never replaces the one opened now', async () => {
    const { browser } = await catalogueSetup();
    const real = browser.gateways.CatalogueGateway;
    const held: { id: string; release: () => void }[] = [];
    const slow: CatalogueGateway = Object.assign(Object.create(real) as CatalogueGateway, {
      collection: (id: string) => real.collection(id).then((c) => new Promise<typeof c>((resolve) => held.push({ id, release: () => resolve(c) }))),
    });
    const checklist = new RegistryChecklistStore(slow);
    await checklist.loadCollections();
    const [a, b] = [checklist.collections[0]!.id, checklist.collections[1]!.id];
    const first = checklist.loadCollection(a);
    const second = checklist.loadCollection(b);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held.find((h) => h.id === b)!.release();
    await second;
    held.find((h) => h.id === a)!.release();
    await first;
    expect([checklist.collection?.id, checklist.collectionStatus]).toEqual([b, 'ready']);
  });

  it("the checklist's categories and collections are read once (the route's loader, issue 14); a failed read is asked again", async () => {
    const { browser } = await catalogueSetup();
    const real = browser.gateways.CatalogueGateway;
    const calls = { categories: 0, collections: 0 };
    let fail = true;
    const counted: CatalogueGateway = Object.assign(Object.create(real) as CatalogueGateway, {
      categories: (...args: Parameters<CatalogueGateway['categories']>) => {
        calls.categories += 1;
        return fail ? Promise.reject(new Error('offline')) : real.categories(...args);
      },
      collections: () => {
        calls.collections += 1;
        return real.collections();
      },
    });
    const checklist = new RegistryChecklistStore(counted);
    await Promise.all([checklist.ensureCollections(), checklist.ensureCollections()]);
    await checklist.ensureCollections();
    expect([checklist.collectionsStatus, calls.collections]).toEqual(['ready', 1]);
    await checklist.ensureCategories();
    expect(checklist.categoriesStatus).toBe('error');
    fail = false;
    await checklist.ensureCategories();
    await checklist.ensureCategories();
    expect([checklist.categoriesStatus, calls.categories]).toEqual(['ready', 2]);
  });

  it('failed catalogue loads report their errors', async () => {
    const { store, checklist } = await catalogueSetup([], ['products', 'categories', 'collections', 'collection', 'product']);
    await store.loadProducts({});
    expect(store.status).toBe('error');
    await checklist.loadCategories();
    expect(checklist.categoriesStatus).toBe('error');
    await checklist.loadCollections();
    expect(checklist.collectionsStatus).toBe('error');
    await checklist.loadCollection('1');
    expect(checklist.collectionStatus).toBe('error');
    await store.loadProduct('1');
    expect(store.productStatus).toBe('error');
  });
});

const NOW = new Date('2026-11-23T22:00:00Z');
const shareStore = (browser: Browser, owner: RegistryOwnerStore) =>
  new RegistryShareStore(browser.session, owner, new ChildrenStore(browser.session, browser.gateways.ChildGateway), { now: () => NOW });

describe('RegistryShareStore', () => {
  it('a second tap on share while the address check runs is refused: the user is fetched once', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const owner = new RegistryOwnerStore(browser.gateways.RegistryGateway, browser.gateways.ProfileGateway, browser.session);
    await owner.load();
    const refetch = vi.spyOn(browser.gateways.AuthGateway, 'me');
    const share = shareStore(browser, owner);
    const first = share.requestShare();
    expect(share.checking).toBe(true);
    expect(await share.requestShare()).toBe('ready');
    expect(await first).toBe('ready');
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(share.checking).toBe(false);
    expect(share.open).toBe(true);
  });

  it('puts the month the baby is due in reach of the message once the sheet opens (decision 0261)', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const owner = new RegistryOwnerStore(browser.gateways.RegistryGateway, browser.gateways.ProfileGateway, browser.session);
    await owner.load();
    const share = shareStore(browser, owner);
    // The seeded children are born: no due month.
    expect(await share.requestShare()).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(share.dueMonth).toBeNull();
    await browser.gateways.ChildGateway.create({ name: 'Dedek', birthDate: '2027-02-20', gender: null, isDefault: false });
    const again = shareStore(browser, owner);
    await again.requestShare();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.dueMonth).toBe('Februari 2027');
  });

  it('opens the sheet for an owner with an address, and builds the public link', async () => {
    const browser = await openBrowser(createFakePortal(), DEMO_OWNER);
    const owner = new RegistryOwnerStore(browser.gateways.RegistryGateway, browser.gateways.ProfileGateway, browser.session);
    await owner.load();
    const share = shareStore(browser, owner);
    expect(await share.requestShare()).toBe('ready');
    expect(share.open).toBe(true);
    expect(share.linkFor('https://kado.test/')).toBe('https://kado.test/registry/bunda-demo');
    share.close();
    expect(share.open).toBe(false);
  });

  it('an owner without an address is asked for one and sharing does not proceed (spec §4)', async () => {
    const browser = await openBrowser(createFakePortal(), 'baru@kado.test');
    const owner = new RegistryOwnerStore(browser.gateways.RegistryGateway, browser.gateways.ProfileGateway, browser.session);
    const share = shareStore(browser, owner);
    expect(browser.session.needsAddress).toBe(true);
    expect(await share.requestShare()).toBe('needs-address');
    expect(share.open).toBe(false);
  });
});

describe('RegistryCheckoutStore', () => {
  async function withGiftInCart() {
    const portal = createFakePortal();
    const browser = await openBrowser(portal, 'lama@kado.test');
    const g = browser.gateways;
    const { page: registry, giver } = giverStores(browser);
    await registry.load('bunda-demo');
    const gift = registry.gifts.find((x) => !registry.isTaken(x) && x.product !== null && x.contributedAmount === 0)!;
    expect(await giver.addToCart(gift.id, '/registry/bunda-demo')).toBe(true);
    return { browser, registry, gift, g };
  }

  it('lists only the gift lines, books them as carts and removes one (releasing the gift)', async () => {
    const { browser, registry, gift, g } = await withGiftInCart();
    const store = new RegistryCheckoutStore(g.CartGateway, browser.storage);
    await store.load(registry.registry!.owner.id);
    expect(store.items.map((i) => i.giftProductId)).toEqual([gift.id]);
    expect(store.total).toBeGreaterThan(0);
    expect(store.book()).toBe(true);
    expect(JSON.parse(browser.storage.getItem(CART_BOOKING_KEY)!).items).toHaveLength(1);
    expect(await store.remove(store.items[0]!.id)).toBe(true);
    expect(store.items).toEqual([]);
    expect(store.book()).toBe(false);
    await registry.load('bunda-demo');
    expect(registry.isTaken(registry.gifts.find((x) => x.id === gift.id)!)).toBe(false);
  });

  it('a failed load or remove keeps what was there', async () => {
    const { browser, g } = await withGiftInCart();
    const store = new RegistryCheckoutStore(failing(g.CartGateway, ['removeItems'] as (keyof CartGateway)[], { kind: 'offline' }), browser.storage);
    await store.load();
    const before = store.items;
    expect(await store.remove(before[0]!.id)).toBe(false);
    expect(store.items).toBe(before);
    expect(store.actionError?.kind).toBe('offline');
    const broken = new RegistryCheckoutStore(failing(g.CartGateway, ['cart'], { kind: 'unexpected' }), browser.storage);
    await broken.load();
    expect(broken.status).toBe('error');
  });

  it('a second tap on a line being removed is refused; a late answer of an older load never replaces a newer one', async () => {
    const { browser, registry, g } = await withGiftInCart();
    const removeItems = vi.spyOn(g.CartGateway, 'removeItems');
    const store = new RegistryCheckoutStore(g.CartGateway, browser.storage);
    const answers: Array<() => void> = [];
    const read = g.CartGateway.cart.bind(g.CartGateway);
    vi.spyOn(g.CartGateway, 'cart').mockImplementation(async (query, options) => {
      const cart = await read(query, options);
      await new Promise<void>((resolve) => answers.push(resolve));
      return query?.ownerId ? cart : { ...cart, items: [] };
    });
    const older = store.load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const newer = store.load(registry.registry!.owner.id);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await newer;
    answers[0]!();
    await older;
    expect(store.items).toHaveLength(1);
    const line = store.items[0]!.id;
    const first = store.remove(line);
    expect(store.pendingIds.has(line)).toBe(true);
    expect(await store.remove(line)).toBe(false);
    expect(await first).toBe(true);
    expect(removeItems).toHaveBeenCalledTimes(1);
    expect(store.items).toEqual([]);
  });
});
