import { describe, expect, it } from 'vitest';
import { domainError, type MediaGateway, type ReviewGateway } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { SessionStore, ReviewStore, ReviewFormStore } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from '../../kits/platform-fakes';

/** The portal's page of replies (ReviewGateway.replies: 5 a page, spec §7). */
const REPLY_PAGE_SIZE = 5;

async function setup(login = true) {
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
  if (login) expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  // A product with many published reviews, one of them with replies.
  const counts = new Map<number, number>();
  for (const r of portal.state.reviews) if (r.is_publish) counts.set(r.product_id, (counts.get(r.product_id) ?? 0) + 1);
  const [busyId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const busy = portal.state.products.find((p) => p.id === busyId)!;
  return { portal, gateways, session, busy };
}

function withReviews(base: ReviewGateway, change: Partial<ReviewGateway>): ReviewGateway {
  return new Proxy(base, {
    get(target, prop, receiver) {
      if (prop in change) return change[prop as keyof ReviewGateway];
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('ReviewStore', () => {
  it('lists a product’s reviews 10 a page with the summary, and filters by star', async () => {
    const { gateways, busy } = await setup();
    const store = new ReviewStore(gateways.ReviewGateway, gateways.CatalogueGateway);
    expect(await store.openBySlug(busy.slug)).toBe(true);
    expect(store.summary.data!.total).toBeGreaterThan(0);
    expect(store.reviews.items.length).toBeLessThanOrEqual(10);
    expect(store.reviews.items.length).toBeGreaterThan(0);
    const star = store.reviews.items[0]!.star;
    await store.setStar(star);
    expect(store.reviews.items.every((r) => r.star === star)).toBe(true);
    await store.setStar(null);
    expect(store.star).toBeNull();
  });

  it('a helpful vote applies at once and keeps the server state on success', async () => {
    const { gateways, busy } = await setup();
    const store = new ReviewStore(gateways.ReviewGateway, gateways.CatalogueGateway);
    await store.openBySlug(busy.slug);
    const review = store.reviews.items.find((r) => !r.isHelpful)!;
    const pending = store.toggleHelpful(review.id);
    const applied = store.reviews.items.find((r) => r.id === review.id)!;
    expect(applied.isHelpful).toBe(true);
    expect(applied.helpfulCount).toBe(review.helpfulCount + 1);
    expect(await store.toggleHelpful(review.id)).toBe(false); // a second tap while the first is on its way
    expect(await pending).toBe(true);
    expect(store.reviews.items.find((r) => r.id === review.id)).toMatchObject({ isHelpful: true, helpfulCount: review.helpfulCount + 1 });
    expect(await store.toggleHelpful(review.id)).toBe(true);
    expect(store.reviews.items.find((r) => r.id === review.id)).toMatchObject({ isHelpful: false, helpfulCount: review.helpfulCount });
  });

  it('a rejected helpful vote returns to its previous state with the error', async () => {
    const { gateways, busy } = await setup();
    const failing = withReviews(gateways.ReviewGateway, {
      markHelpful: () => Promise.reject(domainError({ kind: 'bad-request', message: 'Ulasan tidak dapat dinilai' })),
    });
    const store = new ReviewStore(failing, gateways.CatalogueGateway);
    await store.openBySlug(busy.slug);
    const review = store.reviews.items.find((r) => !r.isHelpful)!;
    const pending = store.toggleHelpful(review.id);
    expect(store.reviews.items.find((r) => r.id === review.id)!.isHelpful).toBe(true);
    expect(await pending).toBe(false);
    expect(store.reviews.items.find((r) => r.id === review.id)).toEqual(review);
    expect(store.voteError).toEqual({ kind: 'bad-request', message: 'Ulasan tidak dapat dinilai' });
  });

  it('a guest’s vote is unauthorized and reverted', async () => {
    const { gateways, busy } = await setup(false);
    const store = new ReviewStore(gateways.ReviewGateway, gateways.CatalogueGateway);
    await store.openBySlug(busy.slug);
    const review = store.reviews.items[0]!;
    expect(await store.toggleHelpful(review.id)).toBe(false);
    expect(store.reviews.items[0]).toEqual(review);
    expect(store.voteError?.kind).toBe('unauthorized');
  });

  it('replies: 5 a page newest first; a posted reply shows first and counts; blank is not sent; failure keeps the list', async () => {
    const { gateways, portal } = await setup();
    const reviewId = portal.state.comments[0]!.review_id;
    // Give the review more than one page of replies.
    for (let i = 0; i < 6; i++) {
      portal.state.comments.push({ id: 10_000 + i, review_id: reviewId, user_id: 2, comment: `Balasan ${i}`, is_merchant: false, created_at: new Date(Date.UTC(2024, 9, 1 + i)).toISOString() });
    }
    const store = new ReviewStore(gateways.ReviewGateway, gateways.CatalogueGateway);
    await store.openReplies(String(reviewId));
    const thread = store.thread(String(reviewId));
    expect(thread.list.items).toHaveLength(REPLY_PAGE_SIZE);
    expect(thread.list.items[0]!.comment).toBe('Balasan 5');
    const dates = thread.list.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await store.postReply(String(reviewId), '   ')).toBe(false);
    expect(await store.postReply(String(reviewId), 'Terima kasih infonya')).toBe(true);
    expect(thread.list.items[0]!.comment).toBe('Terima kasih infonya');

    const broken = new ReviewStore(
      withReviews(gateways.ReviewGateway, { postReply: () => Promise.reject(domainError({ kind: 'offline' })) }),
      gateways.CatalogueGateway,
    );
    await broken.openReplies(String(reviewId));
    const before = broken.thread(String(reviewId)).list.items;
    expect(await broken.postReply(String(reviewId), 'Halo')).toBe(false);
    expect(broken.thread(String(reviewId)).error?.kind).toBe('offline');
    expect(broken.thread(String(reviewId)).list.items).toEqual(before);
  });

  it('the shopper’s transactions to review and own reviews', async () => {
    const { gateways } = await setup();
    const store = new ReviewStore(gateways.ReviewGateway, gateways.CatalogueGateway);
    await store.openTransactions();
    expect(store.transactions.items.length).toBeGreaterThan(0);
    expect(store.transactions.items.some((i) => !i.reviewed)).toBe(true);
    await store.openMine();
    expect(store.mine.items.length).toBeGreaterThan(0);
  });
});

describe('ReviewFormStore', () => {
  const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

  it('defaults: star 0, empty review, not published; posts with an uploaded photo and marks the item reviewed', async () => {
    const { gateways, portal } = await setup();
    const store = new ReviewFormStore(gateways.ReviewGateway, gateways.MediaGateway);
    const orderId = String(portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!.id);
    await store.openOrder(orderId);
    expect(store.chosen?.reviewed).toBe(false);
    expect(store.star).toBe(0);
    expect(store.review).toBe('');
    expect(store.isPublish).toBe(false);
    expect(await store.addPhoto(png())).toBe(true);
    store.setStar(4);
    const productId = store.productId!;
    expect(await store.submit()).toBe(true);
    const posted = portal.state.reviews.find((r) => r.product_id === Number(productId) && r.user_id === 1)!;
    expect(posted).toMatchObject({ star: 4, review: '', is_publish: false });
    expect(posted.image_urls).toHaveLength(1);
    expect(store.items.data!.find((i) => i.product.id === productId)!.reviewed).toBe(true);
    expect(store.star).toBe(0);
  });

  it('star 0 is refused by the portal with its field message, and what was typed stays', async () => {
    const { gateways, portal } = await setup();
    const store = new ReviewFormStore(gateways.ReviewGateway, gateways.MediaGateway);
    const orderId = String(portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!.id);
    await store.openOrder(orderId);
    store.setReview('Bagus sekali');
    expect(await store.submit()).toBe(false);
    expect(store.error?.kind).toBe('validation');
    expect(store.review).toBe('Bagus sekali');
  });

  it('a failed upload adds no photo; a failed send keeps the draft', async () => {
    const { gateways, portal } = await setup();
    const media: MediaGateway = { uploadImage: () => Promise.reject(domainError({ kind: 'offline' })) };
    const reviews = withReviews(gateways.ReviewGateway, { postReview: () => Promise.reject(domainError({ kind: 'unexpected' })) });
    const store = new ReviewFormStore(reviews, media);
    const orderId = String(portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!.id);
    await store.openOrder(orderId);
    expect(await store.addPhoto(png())).toBe(false);
    expect(store.photos).toEqual([]);
    store.setStar(5);
    store.setReview('Mantap');
    store.setPublish(true);
    expect(await store.submit()).toBe(false);
    expect(store).toMatchObject({ star: 5, review: 'Mantap', isPublish: true });
    expect(store.error?.kind).toBe('unexpected');
  });
});

describe('ReviewFormStore: the shopper\'s own review (GET /v1/products/{id}/review)', () => {
  it('a product already reviewed shows the shopper\'s review instead of a new draft', async () => {
    const { gateways, portal } = await setup();
    const store = new ReviewFormStore(gateways.ReviewGateway, gateways.MediaGateway);
    const orderId = String(portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!.id);
    await store.openOrder(orderId);
    store.setStar(5);
    store.setReview('Lembut dan tidak bocor');
    store.setPublish(true);
    const productId = store.productId!;
    expect(await store.submit()).toBe(true);
    store.choose(null);
    store.choose(productId);
    await waitForOwn(store);
    expect(store.own.key).toBe(productId);
    expect(store.own.data).toMatchObject({ star: 5, review: 'Lembut dan tidak bocor', isPublish: true });
  });

  it('opening the order at a reviewed product reads its review; none answers null', async () => {
    const { gateways, portal } = await setup();
    const store = new ReviewFormStore(gateways.ReviewGateway, gateways.MediaGateway);
    const order = portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!;
    await store.openOrder(String(order.id));
    const productId = store.productId!;
    expect(await store.loadOwn(productId)).toBe(true);
    expect(store.own.data).toBeNull();
  });
});

async function waitForOwn(store: ReviewFormStore): Promise<void> {
  for (let i = 0; i < 50 && store.own.status !== 'ready'; i += 1) await new Promise((r) => setTimeout(r, 5));
}
