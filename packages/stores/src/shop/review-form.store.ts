import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { productsToReview, type DomainErrorDetail, type MediaGateway, type Review, type ReviewableProduct, type ReviewGateway, type UploadedImage } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query } from '../async';

/** The portal takes at most 5 photos per review. */
export const REVIEW_PHOTO_LIMIT = 5;
/** Transaction pages read to find one order's products (10 a page). */
const MAX_TRANSACTION_PAGES = 10;

/**
 * Writing a review of a bought product (/review/{order}). Spec §5: star default 0, review optional,
 * is_publish default false; photos go through the image upload first. What the shopper typed stays after
 * a failed send.
 */
@injectable()
export class ReviewFormStore {
  /** The delivered products of the order being reviewed. */
  readonly items = new Query<string, readonly ReviewableProduct[]>(async (orderId, signal) => {
    const found: ReviewableProduct[] = [];
    for (let page = 1, total = 1; page <= total && page <= MAX_TRANSACTION_PAGES; page += 1) {
      const result = await this.reviews.transactionProducts(page, { signal });
      found.push(...result.items.filter((item) => item.orderId === orderId));
      total = result.totalPage;
    }
    return productsToReview(found);
  });
  /** The shopper's own review of the chosen product once it is reviewed (GET /v1/products/{id}/review), keyed by product. */
  readonly own = new Query<string, Review | null>((productId, signal) => this.reviews.myReview(productId, { signal }));
  /** Uploading one photo (POST v1/upload/image). */
  readonly upload = new Mutation<Blob, UploadedImage>((image) => this.media.uploadImage(image));
  /** Sending the review, once. */
  readonly sending = new Mutation<string, unknown>((productId) => {
    const text = this.review.trim();
    return this.reviews.postReview(productId, {
      star: this.star,
      review: text === '' ? undefined : text,
      isPublish: this.isPublish,
      imageIds: this.photos.map((p) => p.id),
    });
  });
  productId: string | null = null;
  star = 0;
  review = '';
  isPublish = false;
  photos: readonly UploadedImage[] = [];

  constructor(
    @inject(TOKENS.ReviewGateway) private readonly reviews: ReviewGateway,
    @inject(TOKENS.MediaGateway) private readonly media: MediaGateway,
  ) {
    makeAutoObservable<ReviewFormStore, 'reviews' | 'media'>(
      this,
      { reviews: false, media: false, items: false, own: false, upload: false, sending: false },
      { autoBind: true },
    );
  }

  /** Loads the order's delivered products and picks the first one not reviewed yet. */
  async openOrder(orderId: string, productId?: string | null): Promise<boolean> {
    const ok = await this.readOrder(orderId);
    this.pick(productId);
    return ok;
  }

  /** The order's delivered products, as its route's loader asks: read again on each visit, a read on its way joined. */
  readOrder(orderId: string): Promise<boolean> {
    return this.items.revisit(orderId);
  }

  /** Picks the wanted product of the order read (`?product=`), else the first one not reviewed yet. */
  pick(productId?: string | null): void {
    const items = this.items.data ?? [];
    const chosen = items.find((i) => i.product.id === productId) ?? items.find((i) => !i.reviewed) ?? null;
    this.choose(chosen?.product.id ?? null);
  }

  /** Starts a new draft for one product; a product already reviewed shows the shopper's own review instead. */
  choose(productId: string | null): void {
    if (productId === this.productId) return;
    this.productId = productId;
    this.resetDraft();
    if (productId !== null && this.chosen?.reviewed) void this.loadOwn(productId);
  }

  /** Reads the shopper's own review of a product (GET /v1/products/{id}/review); null when there is none. */
  loadOwn(productId: string): Promise<boolean> {
    return this.own.ensure(productId);
  }

  get chosen(): ReviewableProduct | null {
    return this.items.data?.find((i) => i.product.id === this.productId) ?? null;
  }

  get uploading(): boolean {
    return this.upload.pending;
  }

  get pending(): boolean {
    return this.sending.pending;
  }

  /** Why the last upload or send failed. */
  get error(): DomainErrorDetail | null {
    return this.sending.error ?? this.upload.error;
  }

  get canAddPhoto(): boolean {
    return !this.uploading && this.photos.length < REVIEW_PHOTO_LIMIT;
  }

  setStar(star: number): void {
    if (Number.isInteger(star) && star >= 0 && star <= 5) this.star = star;
  }

  setReview(text: string): void {
    this.review = text;
  }

  setPublish(value: boolean): void {
    this.isPublish = value;
  }

  /** Uploads one photo (POST v1/upload/image) and keeps its id for the review. */
  async addPhoto(image: Blob): Promise<boolean> {
    if (!this.canAddPhoto) return false;
    this.sending.clearError();
    const result = await this.upload.submit(image);
    if (result.ok) runInAction(() => (this.photos = [...this.photos, result.value]));
    return result.ok;
  }

  removePhoto(id: string): void {
    this.photos = this.photos.filter((p) => p.id !== id);
  }

  /** Sends the review once; a second tap while it is on its way is ignored. */
  async submit(): Promise<boolean> {
    const productId = this.productId;
    if (productId === null || this.pending || this.uploading) return false;
    this.upload.clearError();
    if (!(await this.sending.run(productId))) return false;
    const items = this.items.data;
    if (items) this.items.setData(items.map((i) => (i.product.id === productId ? { ...i, reviewed: true } : i)));
    if (this.own.key === productId) this.own.reset();
    this.resetDraft();
    return true;
  }

  private resetDraft(): void {
    this.star = 0;
    this.review = '';
    this.isPublish = false;
    this.photos = [];
    this.sending.clearError();
    this.upload.clearError();
  }
}
