import { helpfulVoteRequest, reviewReplyRequest, reviewRequest, reviewQuery, reviewReplyQuery, pageQuery, myReviewQuery } from '@kado/contract';
import type {
  CallOptions,
  HelpfulVote,
  Page,
  Review,
  ReviewableProduct,
  ReviewedProduct,
  ReviewGateway,
  ReviewInput,
  ReviewReply,
  ReviewSummary,
  ReviewThreadPage,
} from '@kado/domain';
import * as v from 'valibot';
import type { PortalClient } from './portal-client';
import {
  helpfulVoteDto,
  reviewableProductDto,
  reviewDto,
  reviewedProductDto,
  reviewReplyDto,
  reviewSummaryDto,
  reviewThreadDto,
} from './review.dto';
import { pageDto } from './wire.dto';

const reviewPageDto = pageDto(reviewDto);
const replyPageDto = pageDto(reviewReplyDto);
const reviewablePageDto = pageDto(reviewableProductDto);
const reviewedPageDto = pageDto(reviewedProductDto);
const myReviewDto = v.nullable(reviewDto);
const at = (id: string): string => encodeURIComponent(id);

/** ReviewGateway over the portal API (spec §7 Reviews). */
export class HttpReviewGateway implements ReviewGateway {
  constructor(private readonly client: PortalClient) {}

  postReview(productId: string, input: ReviewInput, options?: CallOptions): Promise<Review> {
    // Spec §5: star default 0, review optional, is_publish default false.
    return this.client.data(`v1/products/${at(productId)}/reviews`, reviewDto, {
      method: 'post',
      json: {
        star: input.star,
        review: input.review,
        is_publish: input.isPublish ?? false,
        ...(input.imageIds?.length ? { images: input.imageIds.map(Number) } : {}),
      },
      request: reviewRequest,
      signal: options?.signal,
    });
  }

  reviews(
    productId: string,
    query: { readonly page: number; readonly limit?: number; readonly star?: number },
    options?: CallOptions,
  ): Promise<Page<Review>> {
    return this.client.data(`v1/products/${at(productId)}/reviews`, reviewPageDto, {
      query: { page: query.page, limit: query.limit ?? 10, 'filter[star]': query.star },
      querySchema: reviewQuery,
      signal: options?.signal,
    });
  }

  summary(productId: string, options?: CallOptions): Promise<ReviewSummary> {
    return this.client.data(`v1/review-summary/${at(productId)}`, reviewSummaryDto, { signal: options?.signal });
  }

  replies(reviewId: string, page: number, options?: CallOptions): Promise<Page<ReviewReply>> {
    return this.client.data(`v1/comment-reviews/${at(reviewId)}`, replyPageDto, {
      query: { page, limit: 5, sort: '-created_at' },
      querySchema: reviewReplyQuery,
      signal: options?.signal,
    });
  }

  reviewThread(reviewId: string, page: number, options?: CallOptions): Promise<ReviewThreadPage> {
    return this.client.data(`v1/comment-reviews/${at(reviewId)}`, reviewThreadDto, {
      query: { page, limit: 5, sort: '-created_at' },
      querySchema: reviewReplyQuery,
      signal: options?.signal,
    });
  }

  postReply(reviewId: string, comment: string, options?: CallOptions): Promise<ReviewReply> {
    return this.client.data('v1/comment-reviews', reviewReplyDto, {
      method: 'post',
      json: { review_id: Number(reviewId), comment },
      request: reviewReplyRequest,
      signal: options?.signal,
    });
  }

  transactionProducts(page: number, options?: CallOptions): Promise<Page<ReviewableProduct>> {
    return this.client.data('v1/products-transaction/reviews', reviewablePageDto, {
      query: { page, limit: 10 },
      querySchema: pageQuery,
      signal: options?.signal,
    });
  }

  myReview(productId: string, options?: CallOptions): Promise<Review | null> {
    return this.client.data(`v1/products/${at(productId)}/review`, myReviewDto, { signal: options?.signal });
  }

  markHelpful(reviewId: string, options?: CallOptions): Promise<HelpfulVote> {
    return this.client.data(`v1/reviews/${at(reviewId)}/helpfull`, helpfulVoteDto, {
      method: 'post',
      json: { is_helpfull: true },
      request: helpfulVoteRequest,
      signal: options?.signal,
    });
  }

  unmarkHelpful(reviewId: string, options?: CallOptions): Promise<HelpfulVote> {
    return this.client.data(`v1/reviews/${at(reviewId)}/helpfull`, helpfulVoteDto, {
      method: 'delete',
      signal: options?.signal,
    });
  }

  myReviews(hasOrder: boolean, page: number, options?: CallOptions): Promise<Page<ReviewedProduct>> {
    return this.client.data('v1/product-reviews', reviewedPageDto, {
      query: { 'filter[has_order]': hasOrder, page },
      querySchema: myReviewQuery,
      signal: options?.signal,
    });
  }
}
