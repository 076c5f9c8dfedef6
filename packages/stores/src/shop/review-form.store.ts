import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, MediaGateway, Review, ReviewableProduct, ReviewGateway, UploadedImage } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail } from '../async-state';
import { Loadable } from './loadable';

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
  readonly items = new Loadable<readonly ReviewableProduct[]>();
  /** The shopper's own review of the chosen product once it is reviewed (GET /v1/products/{id}/review), keyed by product. */
  readonly own = new Loadable<Review | null>();
  productId: string | null = null;
  star = 0;
  review = '';
  isPublish = false;
  photos: readonly UploadedImage[] = [];
  uploading = false;
  pending = false;
  error: DomainErrorDetail | null = null;

  constructor(
    @inject(TOKENS.ReviewGateway) private readonly reviews: ReviewGateway,
    @inject(TOKENS.MediaGateway) private readonly media: MediaGateway,
  ) {
    makeAutoObservable<ReviewFormStore, 'reviews' | 'media'>(this, { reviews: false, media: false, items: false, own: false }, { autoBind: true });
  }

  /** Loads the order's delivered products and picks the first one not reviewed yet. */
  async openOrder(orderId: string, productId?: string | null): Promise<boolean> {
    const ok = await this.items.load(orderId, async (signal) => {
      const found: ReviewableProduct[] = [];
      for (let page = 1, total = 1; page <= total && page <= MAX_TRANSACTION_PAGES; page += 1) {
        const result = await this.reviews.transactionProducts(page, { signal });
        found.push(...result.items.filter((item) => item.orderId === orderId));
        total = result.totalPage;
      }
      return found;
    }, true);
    const items = this.items.value ?? [];
    const chosen = items.find((i) => i.product.id === productId) ?? items.find((i) => !i.reviewed) ?? null;
    this.choose(chosen?.product.id ?? null);
    return ok;
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
    return this.own.load(productId, (signal) => this.reviews.myReview(productId, { signal }));
  }

  get chosen(): ReviewableProduct | null {
    return this.items.value?.find((i) => i.product.id === this.productId) ?? null;
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
    this.uploading = true;
    this.error = null;
    try {
      const uploaded = await this.media.uploadImage(image);
      runInAction(() => (this.photos = [...this.photos, uploaded]));
      return true;
    } catch (error) {
      runInAction(() => (this.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  removePhoto(id: string): void {
    this.photos = this.photos.filter((p) => p.id !== id);
  }

  /** Sends the review once; a second tap while it is on its way is ignored. */
  async submit(): Promise<boolean> {
    const productId = this.productId;
    if (productId === null || this.pending || this.uploading) return false;
    this.pending = true;
    this.error = null;
    try {
      const text = this.review.trim();
      await this.reviews.postReview(productId, {
        star: this.star,
        review: text === '' ? undefined : text,
        isPublish: this.isPublish,
        imageIds: this.photos.map((p) => p.id),
      });
      runInAction(() => {
        const items = this.items.value;
        if (items) this.items.set(items.map((i) => (i.product.id === productId ? { ...i, reviewed: true } : i)));
        if (this.own.key === productId) this.own.reset();
        this.resetDraft();
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  private resetDraft(): void {
    this.star = 0;
    this.review = '';
    this.isPublish = false;
    this.photos = [];
    this.error = null;
  }
}
