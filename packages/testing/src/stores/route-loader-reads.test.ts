import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { SessionStore, AdviserStore, ArticleStore, FaqStore, VoucherStore, CollectionStore, FavoriteStore, MerchantStore, ReviewStore, ReviewFormStore } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from '../kits/platform-fakes';

// Issue 14 item 3: what the shop's and the content pages' route loaders ask the stores for. A second call while a
// read is on its way joins it (one request); after it settled, a list kept on return stays, and a page read again on
// each visit (as its render-time load did) reads again.

/** The portal in-process, counting the requests of each path (GET, without the query string). */
async function setup(login = true) {
  const portal = createFakePortal();
  const cookies = new MemoryCookieJar();
  const calls: string[] = [];
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'GET') calls.push(new URL(request.url).pathname.replace('/api/', ''));
      return portal.fetch(request);
    },
    getAccessToken: () => cookies.get('kado_at'),
    retryDelayMs: () => 0,
  });
  const gateways = createHttpGateways(client);
  const session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, new MemoryStorage(), new SequenceIds());
  if (login) expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  calls.length = 0;
  const count = (path: string) => calls.filter((c) => c === path).length;
  return { portal, gateways, count };
}

describe("the stores' reads for the shop's and the content pages' loaders", () => {
  it('MerchantStore and CollectionStore: two calls at once are one request; a list already shown is kept', async () => {
    const { gateways, count } = await setup(false);
    const merchants = new MerchantStore(gateways.CatalogueGateway);
    await Promise.all([merchants.openBrands(), merchants.openBrands()]);
    await Promise.all([merchants.openMerchants(), merchants.openMerchants()]);
    expect([count('v2/merchants'), count('v1/merchants')]).toEqual([1, 1]);
    await Promise.all([merchants.openBrands(), merchants.openMerchants()]);
    expect([count('v2/merchants'), count('v1/merchants')]).toEqual([1, 1]);
    await Promise.all([merchants.open('bunda-sehat', false), merchants.open('bunda-sehat', false)]);
    expect(count('v5/products')).toBe(1);
    const collections = new CollectionStore(gateways.CatalogueGateway);
    await Promise.all([collections.openPromo(), collections.openPromo()]);
    expect(count('v5/products')).toBe(2);
    expect(collections.promo.status).toBe('ready');
  });

  it('FavoriteStore, ReviewStore and FaqStore: a first page on its way is joined; a new visit reads page 1 again', async () => {
    const { gateways, count } = await setup();
    const favorites = new FavoriteStore(gateways.CatalogueGateway);
    await Promise.all([favorites.open(), favorites.open()]);
    expect(count('v1/favorites')).toBe(1);
    await favorites.open();
    expect(count('v1/favorites')).toBe(2);
    const reviews = new ReviewStore(gateways.ReviewGateway, gateways.CatalogueGateway);
    await Promise.all([reviews.openTransactions(), reviews.openTransactions(), reviews.openMine(), reviews.openMine()]);
    expect(reviews.transactions.status).toBe('ready');
    expect(reviews.mine.status).toBe('ready');
    const faq = new FaqStore(gateways.FaqGateway);
    await Promise.all([faq.loadIndex(), faq.loadIndex()]);
    expect(count('v1/faqs')).toBe(2);
    await faq.loadIndex();
    expect(count('v1/faqs')).toBe(4);
    const articles = new ArticleStore(gateways.CatalogueGateway);
    await Promise.all([articles.loadFirst(), articles.loadFirst()]);
    await articles.loadFirst();
    expect(count('v1/articles')).toBe(1);
  });

  it('VoucherStore and AdviserStore: a read on its way is joined; a new visit reads again', async () => {
    const { gateways, count } = await setup();
    const vouchers = new VoucherStore(gateways.VoucherGateway);
    await Promise.all([vouchers.load(), vouchers.load()]);
    expect(count('v1/vouchers')).toBe(1);
    await vouchers.load();
    expect(count('v1/vouchers')).toBe(2);
    const id = vouchers.vouchers[0]!.id;
    await Promise.all([vouchers.loadDetail(id), vouchers.loadDetail(id)]);
    expect(count(`v1/voucher/${id}`)).toBe(1);
    const adviser = new AdviserStore(gateways.AdviserGateway, new SequenceIds());
    await Promise.all([adviser.ensureHistory(), adviser.ensureHistory()]);
    expect(count('v1/adviser/chats')).toBe(1);
    expect(adviser.status).toBe('ready');
  });

  it('ReviewFormStore: the loader reads the order once; the wanted product (the query string) is picked after', async () => {
    const { gateways, portal } = await setup();
    const store = new ReviewFormStore(gateways.ReviewGateway, gateways.MediaGateway);
    const order = portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!;
    const orderId = String(order.id);
    await Promise.all([store.readOrder(orderId), store.readOrder(orderId)]);
    expect(store.items.key).toBe(orderId);
    expect(store.productId).toBeNull();
    const items = store.items.data!;
    expect(items.length).toBeGreaterThan(0);
    store.pick(null);
    expect(store.productId).toBe((items.find((i) => !i.reviewed) ?? null)?.product.id ?? null);
    const last = items[items.length - 1]!.product.id;
    store.pick(last);
    expect(store.productId).toBe(last);
  });
});
