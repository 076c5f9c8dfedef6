import * as v from 'valibot';
import type { HelpfulVote, Review, ReviewableProduct, ReviewedProduct, ReviewReply, ReviewSummary, ReviewThreadPage } from '@kado/domain';
import { productDto, variantDto } from './catalogue.dto';
import { idDto } from './wire.dto';

const reviewFields = {
  id: idDto,
  user: v.object({ name: v.string() }),
  star: v.number(),
  review: v.nullish(v.string(), ''),
  is_publish: v.boolean(),
  images: v.array(v.object({ image_url: v.string() })),
  user_helpfull: v.number(),
  is_helpfull: v.boolean(),
  reply_count: v.optional(v.number(), 0),
  created_at: v.string(),
};

function toReview(dto: v.InferOutput<v.ObjectSchema<typeof reviewFields, undefined>>): Review {
  return {
    id: dto.id,
    star: dto.star,
    review: dto.review,
    isPublish: dto.is_publish,
    images: dto.images.map((image) => ({ imageUrl: image.image_url })),
    userName: dto.user.name,
    createdAt: dto.created_at,
    helpfulCount: dto.user_helpfull,
    isHelpful: dto.is_helpfull,
    replyCount: dto.reply_count,
  };
}

/** Wire review (spec §3). */
export const reviewDto = v.pipe(v.object(reviewFields), v.transform(toReview));

/** Wire review of the caller with its product (GET v1/product-reviews). */
export const reviewedProductDto = v.pipe(
  v.object({ ...reviewFields, product: productDto }),
  v.transform((dto): ReviewedProduct => ({ product: dto.product, review: toReview(dto) })),
);

/** Wire review summary: average, total and a count per star. */
export const reviewSummaryDto = v.pipe(
  v.object({ average: v.number(), total: v.number(), stars: v.array(v.object({ star: v.number(), count: v.number() })) }),
  v.transform(
    (dto): ReviewSummary => ({
      average: dto.average,
      total: dto.total,
      stars: Object.fromEntries(dto.stars.map((entry) => [String(entry.star), entry.count])),
    }),
  ),
);

/** Wire comment review (a reply). */
export const reviewReplyDto = v.pipe(
  v.object({ id: idDto, review_id: idDto, comment: v.string(), user: v.object({ name: v.string() }), created_at: v.string() }),
  v.transform(
    (dto): ReviewReply => ({
      id: dto.id,
      reviewId: dto.review_id,
      comment: dto.comment,
      userName: dto.user.name,
      createdAt: dto.created_at,
    }),
  ),
);

/** Wire delivered product waiting for a review. */
export const reviewableProductDto = v.pipe(
  v.object({ order_id: idDto, product: productDto, variant: v.nullish(variantDto), reviewed: v.boolean() }),
  v.transform(
    (dto): ReviewableProduct => ({
      product: dto.product,
      orderId: dto.order_id,
      variantName: dto.variant?.name ?? null,
      reviewed: dto.reviewed,
    }),
  ),
);

/** Wire helpful vote state. */
export const helpfulVoteDto = v.pipe(
  v.object({ user_helpfull: v.number(), is_helpfull: v.boolean() }),
  v.transform((dto): HelpfulVote => ({ helpfulCount: dto.user_helpfull, isHelpful: dto.is_helpfull })),
);

/** The answer of GET /v1/comment-reviews/{id}: a page of replies with the review they answer (decision 0460). */
export const reviewThreadDto = v.pipe(
  v.object({
    rows: v.array(reviewReplyDto),
    pagination: v.object({ page: v.number(), total_page: v.number() }),
    review: v.object({ ...reviewFields, product_id: idDto }),
  }),
  v.transform((dto): ReviewThreadPage => ({
    review: toReview(dto.review),
    productId: dto.review.product_id,
    replies: { items: dto.rows, page: dto.pagination.page, totalPage: dto.pagination.total_page },
  })),
);
