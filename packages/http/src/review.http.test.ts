import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

const reviews = () => kit.gateways.ReviewGateway;

async function reviewedProductId(): Promise<{ productId: string; reviewId: string }> {
  for (let id = 1; id <= 90; id += 1) {
    const page = await reviews().reviews(String(id), { page: 1 });
    if (page.items[0]) return { productId: String(id), reviewId: page.items[0].id };
  }
  throw new Error('no reviewed product in the seed');
}

describe('HttpReviewGateway against the fake portal', () => {
  it('reviews pages published reviews of a product and filters by star', async () => {
    const { productId } = await reviewedProductId();
    const page = await reviews().reviews(productId, { page: 1 });
    expect(page.items[0]).toMatchObject({ isPublish: true, star: expect.any(Number), userName: expect.any(String) });
    const fives = await reviews().reviews(productId, { page: 1, star: 5 });
    expect(fives.items.every((review) => review.star === 5)).toBe(true);
    await failsWith(reviews().reviews('999999', { page: 1 }), 'not-found');
  });

  it('summary answers average, total and a count per star', async () => {
    const { productId } = await reviewedProductId();
    const summary = await reviews().summary(productId);
    expect(summary.total).toBeGreaterThan(0);
    expect(Object.values(summary.stars).reduce((a, b) => a + b, 0)).toBe(summary.total);
  });

  it('replies pages 5 replies; postReply adds one', async () => {
    const { reviewId } = await reviewedProductId();
    const before = await reviews().replies(reviewId, 1);
    expect(before.items.length).toBeLessThanOrEqual(5);
    await failsWith(reviews().postReply(reviewId, 'Halo'), 'unauthorized');
    await kit.loginAs('maya@kado.test');
    const reply = await reviews().postReply(reviewId, 'Terima kasih infonya');
    expect(reply).toMatchObject({ reviewId, comment: 'Terima kasih infonya', userName: 'Maya Lestari' });
    await failsWith(reviews().postReply(reviewId, ''), 'validation');
  });

  it('reviewThread reads one review by its id with its product and a page of 5 replies (decision 0460)', async () => {
    const { reviewId, productId } = await reviewedProductId();
    const thread = await reviews().reviewThread(reviewId, 1);
    expect(thread.review.id).toBe(reviewId);
    expect(thread.productId).toBe(productId);
    expect(thread.replies.page).toBe(1);
    expect(thread.replies.items.length).toBeLessThanOrEqual(5);
    expect(thread.replies.items.every((reply) => reply.reviewId === reviewId)).toBe(true);
    await failsWith(reviews().reviewThread('999999', 1), 'not-found');
  });

  it('markHelpful and unmarkHelpful count a vote', async () => {
    const { reviewId } = await reviewedProductId();
    await kit.loginAs('maya@kado.test');
    const voted = await reviews().markHelpful(reviewId);
    expect(voted.isHelpful).toBe(true);
    const withdrawn = await reviews().unmarkHelpful(reviewId);
    expect(withdrawn).toEqual({ isHelpful: false, helpfulCount: voted.helpfulCount - 1 });
    await failsWith(reviews().markHelpful('999999'), 'not-found');
  });

  describe('as ibu.demo with delivered orders', () => {
    beforeEach(() => kit.loginAs('ibu.demo@kado.test'));

    it('transactionProducts answers delivered items, 10 a page', async () => {
      const page = await reviews().transactionProducts(1);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(10);
      expect(page.items.some((item) => item.reviewed)).toBe(true);
    });

    it('postReview reviews a delivered product once; myReview answers it', async () => {
      const page = await reviews().transactionProducts(1);
      const open = page.items.find((item) => !item.reviewed)!;
      await failsWith(reviews().postReview(open.product.id, { star: 9 }), 'validation');
      const review = await reviews().postReview(open.product.id, { star: 4, review: 'Lembut', isPublish: true });
      expect(review).toMatchObject({ star: 4, review: 'Lembut', isPublish: true });
      expect((await reviews().myReview(open.product.id))?.id).toBe(review.id);
      await failsWith(reviews().postReview(open.product.id, { star: 5 }), 'conflict');
    });

    it('myReview answers null for a product not reviewed', async () => {
      expect(await reviews().myReview('150')).toBeNull();
    });

    it('myReviews answers the shopper reviews with their products', async () => {
      const page = await reviews().myReviews(true, 1);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]!.product.id).toEqual(expect.any(String));
      expect(page.items[0]!.review.star).toBeGreaterThan(0);
    });
  });
});
