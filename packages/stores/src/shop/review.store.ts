import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DomainErrorDetail, HelpfulVote, Page, Product, Review, ReviewableProduct, ReviewedProduct, ReviewGateway, ReviewReply, ReviewSummary,
  CatalogueGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, PagedQuery, Query } from '../async';

/** Spec §9: reviews load 10 a page, replies 5 a page (newest first, spec §7). */
const REVIEW_PAGE_SIZE = 10;

/** One review's replies and the state of posting a new one. */
class ReplyThread {
  readonly list: PagedQuery<ReviewReply>;
  /** Posting a reply (one at a time). */
  readonly posting: Mutation<string, ReviewReply>;

  constructor(
    loader: (page: number, signal: AbortSignal) => Promise<Page<ReviewReply>>,
    post: (comment: string) => Promise<ReviewReply>,
  ) {
    this.list = new PagedQuery<ReviewReply>(loader);
    this.posting = new Mutation<string, ReviewReply>(post);
    makeAutoObservable(this, { list: false, posting: false }, { autoBind: true });
  }

  get pending(): boolean {
    return this.posting.pending;
  }

  get error(): DomainErrorDetail | null {
    return this.posting.error;
  }
}

/** A product's reviews are opened by its slug (`slug:{slug}`) or by its id (`id:{id}`). */
type ReviewProductKey = `slug:${string}` | `id:${string}`;

/**
 * Reviews of one product (/{merchant}/{product}/review) with the star filter, the summary, replies per review, and
 * the helpful vote; one review by its id with its replies (/review/detail/{id}); plus the shopper's own lists (/review
 * and /review/transactions).
 */
@injectable()
export class ReviewStore {
  readonly product = new Query<ReviewProductKey, Product>((key, signal) =>
    key.startsWith('slug:') ? this.catalogue.productBySlug(key.slice(5), { signal }) : this.catalogue.product(key.slice(3), { signal }),
  );
  /** Keyed by the product's id. */
  readonly summary = new Query<string, ReviewSummary>((productId, signal) => this.gateway.summary(productId, { signal }));
  readonly reviews = new PagedQuery<Review>();
  /** Delivered products waiting for a review (/review/transactions). */
  readonly transactions: PagedQuery<ReviewableProduct>;
  /** The shopper's own reviews (/review). */
  readonly mine: PagedQuery<ReviewedProduct>;
  /** The helpful vote, one call per review at a time. */
  readonly voting = new Mutation<{ readonly reviewId: string; readonly wasHelpful: boolean }, HelpfulVote>({
    run: ({ reviewId, wasHelpful }) => (wasHelpful ? this.gateway.unmarkHelpful(reviewId) : this.gateway.markHelpful(reviewId)),
    key: ({ reviewId }) => reviewId,
    concurrency: 'per-key',
  });
  productId: string | null = null;
  /** The star filter (1..5), or null for all. */
  star: number | null = null;
  /** /review/detail/{id}: the review read by its id (with its replies in `thread(id)`), and its product's id. */
  detail: { readonly review: Review; readonly productId: string } | null = null;
  private readonly threads = new Map<string, ReplyThread>();

  constructor(
    @inject(TOKENS.ReviewGateway) private readonly gateway: ReviewGateway,
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
  ) {
    this.transactions = new PagedQuery<ReviewableProduct>((page, signal) => this.gateway.transactionProducts(page, { signal }));
    this.mine = new PagedQuery<ReviewedProduct>((page, signal) => this.gateway.myReviews(true, page, { signal }));
    makeAutoObservable<ReviewStore, 'gateway' | 'catalogue' | 'threads'>(
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
    const ok = await this.product.ensure(`slug:${slug}`);
    const product = this.product.data;
    if (!ok || !product) return false;
    await this.openProduct(product.id);
    return true;
  }

  /**
   * /review/detail/{id} (spec §2, decision 0460): one review by its id with the first page of its replies (5 a page,
   * newest first, GET /v1/comment-reviews/{id}), then its product for the way to the product's reviews.
   */
  async openReview(reviewId: string): Promise<boolean> {
    if (this.detail?.review.id !== reviewId) this.detail = null;
    const thread = this.newThread(reviewId, (page, signal) =>
      this.gateway.reviewThread(reviewId, page, { signal }).then((answer) => {
        runInAction(() => (this.detail = { review: answer.review, productId: answer.productId }));
        return answer.replies;
      }),
    );
    const ok = await thread.list.reset();
    const productId = this.detail?.productId;
    if (ok && productId !== undefined) await this.product.ensure(`id:${productId}`);
    return ok;
  }

  /** The replies of the review /review/detail/{id} opened (its first page read by `openReview`). */
  detailThread(reviewId: string): ReplyThread | null {
    return this.detail?.review.id === reviewId ? this.thread(reviewId) : null;
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
      this.summary.ensure(productId),
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
    const review = this.reviews.items.find((r) => r.id === reviewId) ?? (this.detail?.review.id === reviewId ? this.detail.review : undefined);
    if (!review || this.voting.isPending(reviewId)) return false;
    const wasHelpful = review.isHelpful;
    const before = { isHelpful: review.isHelpful, helpfulCount: review.helpfulCount };
    this.patchReview(reviewId, (r) => ({ ...r, isHelpful: !wasHelpful, helpfulCount: Math.max(0, r.helpfulCount + (wasHelpful ? -1 : 1)) }));
    const result = await this.voting.submit({ reviewId, wasHelpful });
    const after = result.ok ? { isHelpful: result.value.isHelpful, helpfulCount: result.value.helpfulCount } : before;
    this.patchReview(reviewId, (r) => ({ ...r, ...after }));
    return result.ok;
  }

  /** Why the last helpful vote failed (it was put back). */
  get voteError(): DomainErrorDetail | null {
    return this.voting.error;
  }

  clearVoteError(): void {
    this.voting.clearError();
  }

  /** The replies of a review (created on first use; 5 a page, newest first). */
  thread(reviewId: string): ReplyThread {
    return this.threads.get(reviewId) ?? this.newThread(reviewId, (page, signal) => this.gateway.replies(reviewId, page, { signal }));
  }

  private newThread(reviewId: string, loader: (page: number, signal: AbortSignal) => Promise<Page<ReviewReply>>): ReplyThread {
    const thread = new ReplyThread(loader, (comment) => this.gateway.postReply(reviewId, comment));
    this.threads.set(reviewId, thread);
    return thread;
  }

  /** Changes a review wherever it shows: the product's list and the review page. */
  private patchReview(reviewId: string, change: (review: Review) => Review): void {
    this.reviews.update((r) => r.id === reviewId, change);
    if (this.detail?.review.id === reviewId) this.detail = { ...this.detail, review: change(this.detail.review) };
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
    const result = await thread.posting.submit(text);
    if (!result.ok) return false;
    thread.list.prepend(result.value);
    this.patchReview(reviewId, (r) => ({ ...r, replyCount: r.replyCount + 1 }));
    return true;
  }

  /** /review/transactions: page 1 again (a review may have been written meanwhile); a page 1 on its way is joined. */
  openTransactions(): Promise<boolean> {
    return this.transactions.ensureFirstPage(true);
  }

  /** /review: the shopper's own reviews from page 1, again on each visit; a page 1 on its way is joined. */
  openMine(): Promise<boolean> {
    return this.mine.ensureFirstPage(true);
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
