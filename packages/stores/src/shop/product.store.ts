import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CART_BOOKING_KEY, defaultVariant, discountPercent, type AffiliateGateway, type Analytics, type Cart, type CartGateway, type CatalogueGateway,
  type DomainErrorDetail, type KeyValueStorage, type Product, type ProductVariant, type RegistryGateway, type ReviewGateway,
  type ReviewSummary, type SessionGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { NotificationStore } from '../notification.store';
import { ChildrenStore } from '../children.store';
import { Mutation, Query } from '../async';
import { ADD_TO_REGISTRY_EVENT, productPath, type ProductAction } from './product-path';
import { putVariantInCart, type ProductCartDeps } from './product-cart';

/**
 * The product page /{merchant}/{product}: the product, the chosen variant and quantity, the review summary,
 * and the actions (favourite, add to cart, buy now, add to registry, affiliate link). Every action returns
 * whether it worked and never throws; `actionError` says why one failed.
 */
@injectable()
export class ProductStore {
  /** Keyed by `{merchant}/{product}` (the page's path); read by the product's slug. */
  readonly product = new Query<string, Product>((key, signal) => this.catalogue.productBySlug(key.slice(key.indexOf('/') + 1), { signal }));
  /** Keyed by the product's id. */
  readonly summary = new Query<string, ReviewSummary>((productId, signal) => this.reviews.summary(productId, { signal }));
  /** The page's actions: one at a time (a second tap of any of them is ignored until it ends), keyed by the action. */
  readonly actions = new Mutation<{ readonly action: ProductAction; readonly call: () => Promise<unknown> }, unknown>({
    run: ({ call }) => call(),
    key: ({ action }) => action,
  });
  selectedSkuId: string | null = null;
  quantity = 1;
  isFavorite = false;
  /** What putting the variant in the cart needs (product-cart.ts). */
  private readonly cartDeps: ProductCartDeps;

  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.ReviewGateway) private readonly reviews: ReviewGateway,
    @inject(TOKENS.CartGateway) cart: CartGateway,
    @inject(TOKENS.RegistryGateway) private readonly registry: RegistryGateway,
    @inject(TOKENS.AffiliateGateway) private readonly affiliate: AffiliateGateway,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) notifications: NotificationStore,
    @inject(ChildrenStore) children: ChildrenStore,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
  ) {
    this.cartDeps = { cart, analytics, session, notifications, children, sessions };
    makeAutoObservable<ProductStore, 'catalogue' | 'reviews' | 'registry' | 'affiliate' | 'analytics' | 'storage' | 'session' | 'sessions' | 'cartDeps'>(
      this,
      {
        catalogue: false, reviews: false, registry: false, affiliate: false, analytics: false, storage: false, session: false, sessions: false,
        product: false, summary: false, actions: false, cartDeps: false,
      },
      { autoBind: true },
    );
  }

  /**
   * The product of /{merchant}/{slug}, as its route's loader asks for it (the page only renders, decision 0351); the
   * same product again shows at once. A new visit of the product shown reads it again (the view feeds the product
   * history); `returning` (coming back to the page, spec §2 page caching) keeps it without a read, and a load of it
   * still running is joined, not asked twice.
   */
  async ensureProduct(merchantSlug: string, slug: string, returning = false): Promise<boolean> {
    const key = `${merchantSlug}/${slug}`;
    const changed = key !== this.product.key;
    if (changed) {
      this.selectedSkuId = null;
      this.quantity = 1;
      this.actions.clearError();
      this.isFavorite = false;
    }
    // Reloaded on every visit for a logged-in shopper: the view feeds the product history (last seen).
    const again = !changed && !returning && this.product.status !== 'loading';
    const ok = await (again ? this.product.fetch(key) : this.product.ensure(key));
    const product = this.product.data;
    if (ok && product) {
      runInAction(() => {
        this.isFavorite = product.isFavorite ?? false;
        if (!product.variants.some((v) => v.skuId === this.selectedSkuId)) this.selectedSkuId = defaultVariant(product.variants)?.skuId ?? null;
      });
      void this.summary.ensure(product.id);
    }
    return ok;
  }

  retry(): Promise<boolean> {
    return this.product.refresh();
  }

  /** The action that is running, or null. */
  get pending(): ProductAction | null {
    return this.actions.pendingKey as ProductAction | null;
  }

  /** Why the last action failed. */
  get actionError(): DomainErrorDetail | null {
    return this.actions.error;
  }

  get variant(): ProductVariant | null {
    const product = this.product.data;
    if (!product) return null;
    return product.variants.find((v) => v.skuId === this.selectedSkuId) ?? null;
  }

  /** The price shown: the chosen variant's own price when the portal sends one, else the product's. */
  get price(): number {
    return this.variant?.price ?? this.product.data?.price ?? 0;
  }

  get oldPrice(): number | null {
    const variant = this.variant;
    if (variant && variant.price !== undefined) return variant.oldPrice ?? null;
    return this.product.data?.oldPrice ?? null;
  }

  /** Spec §5/§9: the rounded percentage, only when old_price exceeds price; else null. */
  get discount(): number | null {
    return discountPercent({ price: this.price, oldPrice: this.oldPrice });
  }

  /** The product, or the chosen variant, cannot be bought now. */
  get isOutOfStock(): boolean {
    const product = this.product.data;
    if (!product) return true;
    if (product.isOutOfStock) return true;
    if (product.variants.length === 0) return false;
    return (this.variant?.stock ?? 0) <= 0;
  }

  /** The most a shopper may put in the cart now (spec-free: the stock, capped at the portal's 99). */
  get maxQuantity(): number {
    const stock = this.variant?.stock;
    return Math.max(1, Math.min(99, stock ?? 99));
  }

  get isAffiliator(): boolean {
    return this.session.roles.includes('affiliator');
  }

  selectVariant(skuId: string): void {
    this.selectedSkuId = skuId;
    this.quantity = Math.min(this.quantity, this.maxQuantity);
  }

  setQuantity(quantity: number): void {
    if (!Number.isFinite(quantity)) return;
    this.quantity = Math.max(1, Math.min(this.maxQuantity, Math.trunc(quantity)));
  }

  clearActionError(): void {
    this.actions.clearError();
  }

  /** Adds the chosen variant to the cart and reports the add-to-cart-non-registry event. */
  addToCart(): Promise<boolean> {
    if (this.isOutOfStock) return Promise.resolve(false);
    return this.act('cart', async () => {
      await this.putInCart();
    });
  }

  /**
   * Buy now: puts the variant in the cart, then saves it as the booked cart 'carts' (spec §4: moving from the
   * product page to /buy saves the booked cart); the screen then goes to /buy.
   */
  buyNow(): Promise<boolean> {
    if (this.isOutOfStock) return Promise.resolve(false);
    return this.act('buy', async () => {
      const line = await this.putInCart();
      const booked: Cart = { items: line ? [line] : [], totalPrice: line ? line.price * line.quantity : 0 };
      this.storage.setItem(CART_BOOKING_KEY, JSON.stringify(booked));
    });
  }

  /** Adds the chosen variant to the shopper's registry and reports the add-product-to-registry event. */
  addToRegistry(): Promise<boolean> {
    return this.act('registry', async () => {
      const { product, variant } = this.requireSelection();
      await this.registry.addProduct({ productId: product.id, skuId: variant.skuId, quantity: this.quantity });
      const value = { product_id: product.id, sku_id: variant.skuId };
      this.analytics.event(ADD_TO_REGISTRY_EVENT, value);
      // Spec §7: the registry event reaches the portal's event call too, with the page's path.
      this.sessions.event({ type: ADD_TO_REGISTRY_EVENT, value, path: productPath(product) }).catch(() => undefined);
    });
  }

  /** Marks or unmarks the favourite at once; a failed call puts it back. */
  async toggleFavorite(): Promise<boolean> {
    const product = this.product.data;
    if (!product || this.pending === 'favorite') return false;
    const before = this.isFavorite;
    this.isFavorite = !before;
    const ok = await this.act('favorite', () =>
      before ? this.catalogue.removeFavorite(product.id) : this.catalogue.addFavorite(product.id),
    );
    if (!ok) runInAction(() => (this.isFavorite = before));
    return ok;
  }

  /** The affiliator's link of this product, to copy; null on failure. */
  async affiliateLink(): Promise<string | null> {
    const product = this.product.data;
    if (!product) return null;
    let url: string | null = null;
    await this.act('affiliate', async () => {
      url = (await this.affiliate.createLink(product.slug)).url;
    });
    return url;
  }

  private putInCart() {
    const { product, variant } = this.requireSelection();
    return putVariantInCart(this.cartDeps, product, variant, this.quantity);
  }

  private requireSelection(): { product: Product; variant: ProductVariant } {
    const product = this.product.data;
    const variant = this.variant;
    if (!product || !variant) throw new Error('no variant chosen');
    return { product, variant };
  }

  private act(action: ProductAction, call: () => Promise<unknown>): Promise<boolean> {
    return this.actions.run({ action, call });
  }
}
