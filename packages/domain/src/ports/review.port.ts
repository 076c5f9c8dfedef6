import type { HelpfulVote, Page, Review, ReviewableProduct, ReviewedProduct, ReviewReply, ReviewSummary, ReviewThreadPage } from '../model';
import type { CallOptions } from './call-options.port';

/** A new review (spec §5: star default 0, review optional, is_publish default false). */
export interface ReviewInput {
  readonly star: number;
  readonly review?: string;
  readonly isPublish?: boolean;
  /** Ids of uploaded images (MediaGateway.uploadImage). */
  readonly imageIds?: readonly string[];
}

/** Reviews, their summary, replies and helpful votes (spec §7 Reviews). */
export interface ReviewGateway {
  /** Posts a review of a bought product (POST /v1/products/{id}/reviews). */
  postReview(productId: string, input: ReviewInput, options?: CallOptions): Promise<Review>;
  /** One page of a product's reviews, 10 a page, optionally by star (GET /v1/products/{id}/reviews). */
  reviews(productId: string, query: { readonly page: number; readonly limit?: number; readonly star?: number }, options?: CallOptions): Promise<Page<Review>>;
  /** Star average and distribution of a product (GET /v1/review-summary/{id}). */
  summary(productId: string, options?: CallOptions): Promise<ReviewSummary>;
  /** One page of replies to a review, 5 a page, newest first (GET /v1/comment-reviews/{id}). */
  replies(reviewId: string, page: number, options?: CallOptions): Promise<Page<ReviewReply>>;
  /**
   * One review by its id with a page of its replies, 5 a page, newest first (GET /v1/comment-reviews/{id}, which also
   * names the review: decision 0460); the page of /review/detail/{id}.
   */
  reviewThread(reviewId: string, page: number, options?: CallOptions): Promise<ReviewThreadPage>;
  /** Replies to a review (POST /v1/comment-reviews). */
  postReply(reviewId: string, comment: string, options?: CallOptions): Promise<ReviewReply>;
  /** Delivered products of the shopper's orders, 10 a page (GET /v1/products-transaction/reviews). */
  transactionProducts(page: number, options?: CallOptions): Promise<Page<ReviewableProduct>>;
  /** The shopper's own review of a product, if any (GET /v1/products/{id}/review). */
  myReview(productId: string, options?: CallOptions): Promise<Review | null>;
  /** Votes a review helpful (POST v1/reviews/{id}/helpfull). */
  markHelpful(reviewId: string, options?: CallOptions): Promise<HelpfulVote>;
  /** Withdraws a helpful vote (DELETE v1/reviews/{id}/helpfull). */
  unmarkHelpful(reviewId: string, options?: CallOptions): Promise<HelpfulVote>;
  /** The shopper's reviewed products, with or without an order (GET /v1/product-reviews, filter[has_order]). */
  myReviews(hasOrder: boolean, page: number, options?: CallOptions): Promise<Page<ReviewedProduct>>;
}
