import type { Product } from './catalogue';
import type { Page } from './page';

/** A product review (spec §3 Review). */
export interface Review {
  readonly id: string;
  readonly star: number;
  readonly review: string;
  readonly isPublish: boolean;
  readonly images: readonly { readonly imageUrl: string }[];
  readonly userName: string;
  readonly createdAt: string;
  /** How many shoppers found it helpful (wire: user_helpfull). */
  readonly helpfulCount: number;
  /** Whether the current shopper voted it helpful (wire: is_helpfull). */
  readonly isHelpful: boolean;
  readonly replyCount: number;
}

/** Star distribution and average of a product's reviews. */
export interface ReviewSummary {
  readonly average: number;
  readonly total: number;
  /** Count per star, keys '1' to '5'. */
  readonly stars: Readonly<Record<string, number>>;
}

/** A reply to a review (comment review). */
export interface ReviewReply {
  readonly id: string;
  readonly reviewId: string;
  readonly comment: string;
  readonly userName: string;
  readonly createdAt: string;
}

/**
 * One review with a page of its replies (/review/detail/{id}, decision 0460): the answer of
 * GET /v1/comment-reviews/{id} names the review and its product beside the replies.
 */
export interface ReviewThreadPage {
  readonly review: Review;
  /** The product the review is of. */
  readonly productId: string;
  readonly replies: Page<ReviewReply>;
}

/** A delivered product of an order, to be reviewed (/review/transactions). */
export interface ReviewableProduct {
  readonly product: Product;
  readonly orderId: string;
  readonly variantName: string | null;
  readonly reviewed: boolean;
}

/** One of the shopper's own reviews with its product. */
export interface ReviewedProduct {
  readonly product: Product;
  readonly review: Review;
}

/** The state of a helpful vote after it was cast or withdrawn. */
export interface HelpfulVote {
  readonly helpfulCount: number;
  readonly isHelpful: boolean;
}

