import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DomainErrorDetail, Product, Review, ReviewableProduct, ReviewedProduct, ReviewGateway, ReviewReply, ReviewSummary,
  CatalogueGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail } from '../async-state';
import { Loadable } from './loadable';
import { PagedList } from './paged-list';

/** Spec §9: reviews load 10 a page, replies 5 a page (newest first, spec §7). */
export const REVIEW_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE = 5;

/** One review's replies and the state of posting a new one. */
export class ReplyThread {
  readonly list: PagedList<ReviewReply>;
  pending = false;
  error: DomainErrorDetail | null = null;

  constructor(loader: (page: number, signal: AbortSignal) => ReturnType<ReviewGateway['replies']>) {
    this.list = new PagedList<ReviewReply>(loader);
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }
}

/**
 * Reviews of one product (/{merchant}/{product}/review and /review/detail/{productId}) with the star filter,
 * the summary, replies per review, and the helpful vote; plus the shopper's own lists (/review and
 * /review/transactions).
 */
@injectable()
export class ReviewStore {
  readonly product = new Loadable<Product>();
  readonly summary = new Loadable<ReviewSummary>();
  readonly reviews = new PagedList<Review>();
  /** Delivered products waiting for a review (/review/transactions). */
  readonly transactions: PagedList<ReviewableProduct>;
  /** The shopper's own reviews (/review). */
  readonly mine: PagedList<ReviewedProduct>;
  productId: string | null = null;
  /** The star filter (1..5), or null for all. */
  star: number | null = null;
  /** Why the last helpful vote failed (it was put back). */
  voteError: DomainErrorDetail | null = null;
  private readonly voting = new Set<string>();
  private readonly threads = new Map<string, ReplyThread>();

  constructor(
    @inject(TOKENS.ReviewGateway) private readonly gateway: ReviewGateway,
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
  ) {
    this.transactions = new PagedList<ReviewableProduct>((page, signal) => this.gateway.transactionProducts(page, { signal }));
    this.mine = new PagedList<ReviewedProduct>((page, signal) => this.gateway.myReviews(true, page, { signal }));
    makeAutoObservable<ReviewStore, 'gateway' | 'catalogue' | 'voting' | 'threads'>(
      this,
      {
        gateway: false, catalogue: false, voting: false, threads: false, product: false, summary: false, reviews: false,
        transactions: false, mine: false,
      },
      { autoBind: true },
    );
  }

  /** Opens the reviews of a product found by its slug (/{merchant}/{product}/review). */
  async openBySlug(slug: string): Promise<boolean> {
    const ok = await this.product.load(`slug:${slug}`, (signal) => this.catalogue.productBySlug(slug, { signal }));
    const product = this.product.value;
    if (!ok || !product) return false;
    await this.openProduct(product.id);
    return true;
  }

  /** Opens the reviews of a product by id (/review/detail/{id}). */
  async openById(productId: string): Promise<boolean> {
    const ok = await this.product.load(`id:${productId}`, (signal) => this.catalogue.product(productId, { signal }));
    if (!ok) return false;
    await this.openProduct(productId);
    return true;
  }

  /** Loads the summary and the first page of a product's reviews (kept when coming back to it). */
  async openProduct(productId: string): Promise<void> {
    const same = productId === this.productId && this.reviews.status !== 'error' && this.reviews.page > 0;
    this.productId = productId;
    if (!same) {
      this.star = null;
      this.threads.clear();
    }
    await Promise.all([
      this.summary.load(productId, (signal) => this.gateway.summary(productId, { signal })),
      same ? Promise.resolve(true) : this.loadReviews(),
    ]);
  }

  /** Filters by star (null: all) and starts from page 1. */
  setStar(star: number | null): Promise<boolean> {
    if (star === this.star && this.reviews.page > 0) return Promise.resolve(true);
    this.star = star;
    return this.loadReviews();
  }

  /**
   * Spec §4: a helpful vote applies at once and is reverted on failure. Taps on a review whose vote is
   * still on its way are ignored.
   */
  async toggleHelpful(reviewId: string): Promise<boolean> {
    const review = this.reviews.items.find((r) => r.id === reviewId);
    if (!review || this.voting.has(reviewId)) return false;
    this.voting.add(reviewId);
    this.voteError = null;
    const wasHelpful = review.isHelpful;
    const before = { isHelpful: review.isHelpful, helpfulCount: review.helpfulCount };
    this.reviews.update(
      (r) => r.id === reviewId,
      (r) => ({ ...r, isHelpful: !wasHelpful, helpfulCount: Math.max(0, r.helpfulCount + (wasHelpful ? -1 : 1)) }),
    );
    try {
      const vote = wasHelpful ? await this.gateway.unmarkHelpful(reviewId) : await this.gateway.markHelpful(reviewId);
      runInAction(() =>
        this.reviews.update((r) => r.id === reviewId, (r) => ({ ...r, isHelpful: vote.isHelpful, helpfulCount: vote.helpfulCount })),
      );
      return true;
    } catch (error) {
      runInAction(() => {
        this.reviews.update((r) => r.id === reviewId, (r) => ({ ...r, ...before }));
        this.voteError = toErrorDetail(error);
      });
      return false;
    } finally {
      this.voting.delete(reviewId);
    }
  }

  clearVoteError(): void {
    this.voteError = null;
  }

  /** The replies of a review (created on first use; 5 a page, newest first). */
  thread(reviewId: string): ReplyThread {
    let thread = this.threads.get(reviewId);
    if (!thread) {
      thread = new ReplyThread((page, signal) => this.gateway.replies(reviewId, page, { signal }));
      this.threads.set(reviewId, thread);
    }
    return thread;
  }

  /** Opens a review's replies: page 1 unless already loaded. */
  openReplies(reviewId: string): Promise<boolean> {
    const thread = this.thread(reviewId);
    return thread.list.page === 0 ? thread.list.reset() : Promise.resolve(true);
  }

  /** Posts a reply; it shows first (newest first) and the review's reply count goes up. Blank text is not sent. */
  async postReply(reviewId: string, comment: string): Promise<boolean> {
    const thread = this.thread(reviewId);
    const text = comment.trim();
    if (thread.pending || text === '') return false;
    thread.pending = true;
    thread.error = null;
    try {
      const reply = await this.gateway.postReply(reviewId, text);
      runInAction(() => {
        thread.list.prepend(reply);
        this.reviews.update((r) => r.id === reviewId, (r) => ({ ...r, replyCount: r.replyCount + 1 }));
      });
      return true;
    } catch (error) {
      runInAction(() => (thread.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (thread.pending = false));
    }
  }

  /** /review/transactions: page 1 again (a review may have been written meanwhile). */
  openTransactions(): Promise<boolean> {
    return this.transactions.reset();
  }

  /** /review: the shopper's own reviews from page 1. */
  openMine(): Promise<boolean> {
    return this.mine.reset();
  }

  private loadReviews(): Promise<boolean> {
    const productId = this.productId;
    if (productId === null) return Promise.resolve(false);
    const star = this.star ?? undefined;
    return this.reviews.reset((page, signal) =>
      this.gateway.reviews(productId, { page, limit: REVIEW_PAGE_SIZE, star }, { signal }),
    );
  }
}
