import { describe, expect, it } from 'vitest';
import { CART_BOOKING_KEY, domainError, type CartGateway, type RegistryGateway } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { NotificationStore, ChildrenStore, SessionStore, ProductStore, ADD_TO_CART_EVENT, ADD_TO_REGISTRY_EVENT, productPath } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, RecordingAnalytics, SequenceIds } from '../../kits/platform-fakes';

function setup(overrides: { cart?: CartGateway; registry?: RegistryGateway } = {}) {
  const portal = createFakePortal();
  const cookies = new MemoryCookieJar();
  let cartCalls = 0;
  let productCalls = 0;
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v2/carts')) cartCalls += 1;
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/products/slug')) productCalls += 1;
      return portal.fetch(request);
    },
    getAccessToken: () => cookies.get('kado_at'),
    retryDelayMs: () => 0,
  });
  const gateways = createHttpGateways(client);
  const storage = new MemoryStorage();
  const analytics = new RecordingAnalytics();
  const session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, new SequenceIds());
  const notifications = new NotificationStore(session, gateways.SearchGateway);
  const store = new ProductStore(
    gateways.CatalogueGateway, gateways.ReviewGateway, overrides.cart ?? gateways.CartGateway,
    overrides.registry ?? gateways.RegistryGateway, gateways.AffiliateGateway, analytics, storage, session, notifications,
    new ChildrenStore(session, gateways.ChildGateway), gateways.SessionGateway,
  );
  const login = (email = 'ibu.demo@kado.test') => session.login({ email, password: 'Rahasia123!' });
  const product = (pred: (p: { id: number; slug: string; merchant_id: number }) => boolean) => {
    const p = portal.state.products.find(pred)!;
    const m = portal.state.merchants.find((x) => x.id === p.merchant_id)!;
    return { slug: p.slug, merchant: m.slug, id: p.id };
  };
  const discounted = () => {
    const v = portal.state.variants.find((x) => x.old_price !== null && x.old_price > x.price && x.stock > 0)!;
    return { ...product((p) => p.id === v.product_id), variant: v };
  };
  return { portal, store, storage, analytics, login, product, discounted, cartCalls: () => cartCalls, productCalls: () => productCalls, gateways };
}

const reject = (kind: 'unexpected' | 'offline' | 'conflict') => () =>
  Promise.reject(domainError(kind === 'conflict' ? { kind, message: 'Produk sudah ada di registry' } : { kind }));

describe('productPath', () => {
  it('is /{merchant}/{product}, the merchant slug falling back to 1', () => {
    expect(productPath({ slug: 'popok', merchant: { slug: 'bunda-sehat' } })).toBe('/bunda-sehat/popok');
    expect(productPath({ slug: 'popok', merchant: { slug: '' } })).toBe('/1/popok');
    expect(productPath({ slug: 'popok', merchant: null })).toBe('/1/popok');
  });
});

describe('ProductStore', () => {
  it('opens a product by slug with its variants, price, rounded discount and review summary', async () => {
    const { store, discounted } = setup();
    const target = discounted();
    expect(await store.ensureProduct(target.merchant, target.slug)).toBe(true);
    const product = store.product.data!;
    expect(product.slug).toBe(target.slug);
    expect(product.variants.length).toBeGreaterThan(0);
    store.selectVariant(String(target.variant.sku_id));
    expect(store.price).toBe(target.variant.price);
    expect(store.discount).toBe(Math.round(((target.variant.old_price! - target.variant.price) / target.variant.old_price!) * 100));
    await new Promise((r) => setTimeout(r, 20));
    expect(store.summary.status).toBe('ready');
  });

  it("a load of the product still running is joined (its loader asked twice): one request, then a later visit reloads (product history)", async () => {
    const { store, product, productCalls } = setup();
    const target = product((p) => p.id === 3);
    const prefetch = store.ensureProduct(target.merchant, target.slug);
    const opened = store.ensureProduct(target.merchant, target.slug);
    expect(await prefetch).toBe(true);
    expect(await opened).toBe(true);
    expect(productCalls()).toBe(1);
    expect(store.product.data?.slug).toBe(target.slug);
    expect(await store.ensureProduct(target.merchant, target.slug)).toBe(true);
    expect(productCalls()).toBe(2);
  });

  it('a load that finished, then its loader again when coming back, still counts once', async () => {
    const { store, product, productCalls } = setup();
    const target = product((p) => p.id === 3);
    expect(await store.ensureProduct(target.merchant, target.slug)).toBe(true);
    expect(await store.ensureProduct(target.merchant, target.slug, true)).toBe(true);
    expect(productCalls()).toBe(1);
  });

  it("coming back to the product shown: its route's loader reads nothing; a new visit reads it again", async () => {
    const { store, product, productCalls } = setup();
    const target = product((p) => p.id === 3);
    expect(await store.ensureProduct(target.merchant, target.slug)).toBe(true);
    expect(productCalls()).toBe(1);
    // Back from its reviews: the loader asks again, coming back.
    expect(await store.ensureProduct(target.merchant, target.slug, true)).toBe(true);
    expect(productCalls()).toBe(1);
    // A new visit of the same product (its loader): read once more, for the product history.
    expect(await store.ensureProduct(target.merchant, target.slug)).toBe(true);
    expect(productCalls()).toBe(2);
  });

  it('the merchant slug 1 still finds the product (spec §2 fallback)', async () => {
    const { store, product } = setup();
    const target = product((p) => p.id === 3);
    expect(await store.ensureProduct('1', target.slug)).toBe(true);
    expect(store.product.data?.slug).toBe(target.slug);
  });

  it('an unknown slug is not-found without a redirect (490 on v1/products/slug)', async () => {
    const { store } = setup();
    expect(await store.ensureProduct('1', 'tidak-ada-produk')).toBe(false);
    expect(store.product.error).toMatchObject({ kind: 'not-found', redirectTo404: false });
  });

  it('an out-of-stock product cannot be put in the cart', async () => {
    const { store, product, login, cartCalls } = setup();
    await login();
    const target = product((p) => p.id % 12 === 5);
    await store.ensureProduct(target.merchant, target.slug);
    expect(store.isOutOfStock).toBe(true);
    expect(await store.addToCart()).toBe(false);
    expect(await store.buyNow()).toBe(false);
    expect(cartCalls()).toBe(0);
  });

  it('add to cart: ten quick taps give one request, the event is reported once', async () => {
    const { store, discounted, login, analytics, cartCalls, portal } = setup();
    await login();
    const target = discounted();
    await store.ensureProduct(target.merchant, target.slug);
    store.selectVariant(String(target.variant.sku_id));
    const before = portal.state.carts.length;
    const results = await Promise.all(Array.from({ length: 10 }, () => store.addToCart()));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(cartCalls()).toBe(1);
    expect(portal.state.carts.length).toBe(before + 1);
    expect(analytics.events).toEqual([{ name: ADD_TO_CART_EVENT, params: { product_id: String(target.id), sku_id: String(target.variant.sku_id) } }]);
    expect(store.pending).toBeNull();
  });

  it('a failed add to cart reports the error and no event', async () => {
    const { store, discounted, analytics } = setup({ cart: { cart: reject('offline'), addItem: reject('offline'), removeItems: reject('offline') } });
    const target = discounted();
    await store.ensureProduct(target.merchant, target.slug);
    expect(await store.addToCart()).toBe(false);
    expect(store.actionError?.kind).toBe('offline');
    expect(analytics.events).toEqual([]);
  });

  it('buy now saves the booked cart "carts" with the new line; a failure saves nothing', async () => {
    const ok = setup();
    await ok.login();
    const target = ok.discounted();
    await ok.store.ensureProduct(target.merchant, target.slug);
    ok.store.setQuantity(2);
    expect(await ok.store.buyNow()).toBe(true);
    const booked = JSON.parse(ok.storage.getItem(CART_BOOKING_KEY)!) as { items: { quantity: number; product: { id: string } }[]; totalPrice: number };
    expect(booked.items).toHaveLength(1);
    expect(booked.items[0]).toMatchObject({ quantity: 2, product: { id: String(target.id) } });

    const bad = setup({ cart: { cart: reject('unexpected'), addItem: reject('unexpected'), removeItems: reject('unexpected') } });
    await bad.store.ensureProduct(target.merchant, target.slug);
    expect(await bad.store.buyNow()).toBe(false);
    expect(bad.storage.getItem(CART_BOOKING_KEY)).toBeNull();
  });

  it('favourite toggles at once; a failed call puts it back', async () => {
    const { store, login, product, portal, gateways } = setup();
    await login();
    const target = product((p) => p.id === 2);
    await store.ensureProduct(target.merchant, target.slug);
    expect(store.isFavorite).toBe(false);
    expect(await store.toggleFavorite()).toBe(true);
    expect(store.isFavorite).toBe(true);
    expect(portal.state.favorites.has('1:2')).toBe(true);

    gateways.CatalogueGateway.removeFavorite = reject('offline');
    const pending = store.toggleFavorite();
    expect(store.isFavorite).toBe(false);
    expect(await pending).toBe(false);
    expect(store.isFavorite).toBe(true);
    expect(store.actionError?.kind).toBe('offline');
  });

  it('reopening a favourite product shows it as favourite (is_favorite of the detail)', async () => {
    const { store, login, product } = setup();
    await login();
    const target = product((p) => p.id === 12);
    await store.ensureProduct(target.merchant, target.slug);
    expect(store.isFavorite).toBe(true);
  });

  it('add to registry reports add-product-to-registry; a duplicate answers the conflict message', async () => {
    const { store, login, product, analytics } = setup();
    await login();
    const target = product((p) => p.id === 30);
    await store.ensureProduct(target.merchant, target.slug);
    expect(await store.addToRegistry()).toBe(true);
    expect(analytics.events.map((e) => e.name)).toEqual([ADD_TO_REGISTRY_EVENT]);
    expect(await store.addToRegistry()).toBe(false);
    expect(store.actionError?.kind).toBe('conflict');
  });

  it('spec §7: the product page’s add to cart and add to registry reach the portal’s event call with their types and path', async () => {
    const { store, login, product, portal } = setup();
    await login();
    const target = product((p) => p.id === 30);
    await store.ensureProduct(target.merchant, target.slug);
    const before = portal.state.events.length;
    expect(await store.addToRegistry()).toBe(true);
    expect(await store.addToCart()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sku = store.variant?.skuId;
    const sent = portal.state.events.slice(before).map((e) => ({ type: e.type, value: e.value, path: e.path }));
    // The portal keeps the spec's fields only, as numbers (issue 30, bounded events).
    expect(sent).toEqual([
      { type: 'add-product-to-registry', value: { product_id: target.id, sku_id: Number(sku) }, path: `/${target.merchant}/${target.slug}` },
      { type: 'add-to-cart-non-registry', value: { product_id: target.id, sku_id: Number(sku) }, path: `/${target.merchant}/${target.slug}` },
    ]);
  });

  it('the affiliate link for an affiliator; a shopper without the role is forbidden', async () => {
    const aff = setup();
    await aff.login('afiliator@kado.test');
    const target = aff.product((p) => p.id === 4);
    await aff.store.ensureProduct(target.merchant, target.slug);
    expect(aff.store.isAffiliator).toBe(true);
    expect(await aff.store.affiliateLink()).toMatch(/^https?:\/\//);

    const plain = setup();
    await plain.login();
    await plain.store.ensureProduct(target.merchant, target.slug);
    expect(plain.store.isAffiliator).toBe(false);
    expect(await plain.store.affiliateLink()).toBeNull();
    expect(plain.store.actionError?.kind).toBe('forbidden');
  });
});

describe('ProductStore page caching (spec §2 product)', () => {
  it('coming back keeps the product shown without a call; a new visit or another product reads again', async () => {
    const { store, product, productCalls } = setup();
    const p = product(() => true);
    const other = product((x) => x.id !== p.id);
    await store.ensureProduct(p.merchant, p.slug);
    expect(productCalls()).toBe(1);
    await store.ensureProduct(p.merchant, p.slug, true);
    expect(productCalls()).toBe(1);
    expect(store.product.data?.slug).toBe(p.slug);
    await store.ensureProduct(p.merchant, p.slug);
    expect(productCalls()).toBe(2);
    await store.ensureProduct(other.merchant, other.slug, true);
    expect(productCalls()).toBe(3);
    expect(store.product.data?.slug).toBe(other.slug);
  });
});

describe('ProductStore child_id in POST v2/carts (spec §7)', () => {
  const lastCart = (portal: ReturnType<typeof setup>['portal']) => portal.state.carts.at(-1)!;

  it('sends the default child of a shopper with children', async () => {
    const { portal, store, login, product } = setup();
    await login('ibu.demo@kado.test');
    const p = product((x) => portal.state.variants.some((v) => v.product_id === x.id && v.stock > 0));
    await store.ensureProduct(p.merchant, p.slug);
    expect(await store.addToCart()).toBe(true);
    const arka = portal.state.children.find((c) => c.name === 'Arka')!;
    expect(arka.is_default).toBe(true);
    expect(lastCart(portal).child_id).toBe(arka.id);
  });

  it('sends no child for a shopper without children', async () => {
    const { portal, store, login, product } = setup();
    await login('lama@kado.test');
    expect(portal.state.children.some((c) => c.user_id === 3)).toBe(false);
    const p = product((x) => portal.state.variants.some((v) => v.product_id === x.id && v.stock > 0));
    await store.ensureProduct(p.merchant, p.slug);
    expect(await store.addToCart(), JSON.stringify(store.actionError)).toBe(true);
    expect(lastCart(portal).child_id).toBeNull();
  });
});
