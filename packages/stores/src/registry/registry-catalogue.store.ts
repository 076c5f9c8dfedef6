import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  domainError,
  isDomainError,
  type Analytics,
  productExists,
  someVariantExists,
  variantToAdd,
  type CatalogueGateway,
  type DomainErrorDetail,
  type GiftProductCheck,
  type Product,
  type RegistryGateway,
  type SessionGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NO_ANALYTICS, reportEvent } from '../analytics';
import { Mutation, PagedQuery, Query, type LoadStatus } from '../async';
import { withItem, withoutItem } from './id-sets';
import { OwnerGiftsStore } from './owner-gifts.store';
import { filterKey, REGISTRY_PRODUCT_PAGE_SIZE, type RegistryProductFilter } from './registry-product-filter';

/**
 * The catalogue as the owner browses it to fill the registry (/registry/list-product, a Checklist category's
 * products): product pages, one product, which of them are in the registry already, and adding a product with
 * the add-product-to-registry event (spec §3). The Checklist's categories and collections are RegistryChecklistStore.
 */
@injectable()
export class RegistryCatalogueStore {
  filter: RegistryProductFilter = {};
  /** The product pages of the filter (a newer filter drops the older answer; a row seen again is not repeated). */
  readonly list = new PagedQuery<Product>((page, signal) => this.productPage(page, signal), { identify: (p) => p.id });
  /** One product with the registry's check of its variants, by id: the answer of a product no longer open is dropped. */
  readonly detail = new Query<string, { readonly product: Product; readonly checks: readonly GiftProductCheck[] }>(async (id) => {
    const [product, checks] = await Promise.all([this.catalogue.product(id), this.registry.checkExistence(id).catch(() => [])]);
    return { product, checks };
  });
  /** Adding a product: one at a time per product (a second tap on it is refused), others side by side. */
  readonly adding = new Mutation<{ readonly product: Product; readonly path: string; readonly skuId?: string }, void>({
    run: ({ product, path, skuId }) => this.add(product, path, skuId),
    key: ({ product }) => product.id,
    concurrency: 'per-key',
  });

  /** Sku ids added while browsing (their buttons read "Sudah ditambahkan"). */
  addedSkus: ReadonlySet<string> = new Set();
  /** Product ids added while browsing. */
  addedProducts: ReadonlySet<string> = new Set();
  /** The registry's check of each listed product's variants (check-existances), by product id. */
  variantChecks: ReadonlyMap<string, readonly GiftProductCheck[]> = new Map();
  /** Product ids whose check is on its way (their add button waits). */
  checkingIds: ReadonlySet<string> = new Set();

  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.RegistryGateway) private readonly registry: RegistryGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(OwnerGiftsStore) private readonly owner: OwnerGiftsStore,
    @inject(TOKENS.Analytics) @optional() private readonly analytics: Analytics = NO_ANALYTICS,
  ) {
    makeAutoObservable<RegistryCatalogueStore, 'catalogue' | 'registry' | 'sessions' | 'owner' | 'analytics'>(
      this,
      { catalogue: false, registry: false, sessions: false, owner: false, analytics: false, list: false, detail: false, adding: false },
      { autoBind: true },
    );
  }

  get products(): readonly Product[] {
    return this.list.items;
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get error(): DomainErrorDetail | null {
    return this.list.error;
  }

  get page(): number {
    return this.list.page;
  }

  /** Pages the portal says exist (0 before the first answer). */
  get totalPage(): number {
    return this.list.knownPages;
  }

  /** More pages exist (a failed page does not end the list: loadMore asks for it again). */
  get hasMore(): boolean {
    return this.list.pagesLeft;
  }

  /** The opened product: its answer, or the row of the list while it loads (or failed). */
  get product(): Product | null {
    const id = this.detail.key;
    return this.detail.data?.product ?? (id === null ? null : (this.products.find((p) => p.id === id) ?? null));
  }

  get productStatus(): LoadStatus {
    return this.detail.status;
  }

  get productError(): DomainErrorDetail | null {
    return this.detail.error;
  }

  /** Sku ids of the opened product that are already in the registry (check-existances). */
  get existingSkus(): ReadonlySet<string> {
    return new Set((this.detail.data?.checks ?? []).filter((c) => c.exists).map((c) => c.skuId));
  }

  get addingIds(): ReadonlySet<string> {
    return this.adding.pendingKeys;
  }

  get addError(): DomainErrorDetail | null {
    return this.adding.error;
  }

  /** True when a sku is known to be in the registry. */
  isAdded(skuId: string): boolean {
    return this.addedSkus.has(skuId) || this.existingSkus.has(skuId);
  }

  /**
   * True when the product is in the registry: spec §5, only if all its variants exist (the domain's
   * productExists over check-existances); while no check could be read, when it was added while browsing.
   */
  isProductAdded(productId: string): boolean {
    const checks = this.variantChecks.get(productId);
    // A variant added here counts as in, whatever an older check (answered after the add) said.
    return checks ? productExists(checks.map((c) => (this.addedSkus.has(c.skuId) ? { ...c, exists: true } : c))) : this.addedProducts.has(productId);
  }

  /**
   * True once the owner added the product (a variant of it) while browsing: its card says so at once, so a second tap
   * does not add another line unasked (issue 31); the other variants are added from the product's page.
   */
  wasAddedHere(productId: string): boolean {
    return this.addedProducts.has(productId);
  }

  /**
   * True when some variant of the product is in the registry: added while browsing, or so its check says (a reload
   * keeps it). Its card says 'Ada di registry' and sends to the product's page for another variant.
   */
  isPartlyInRegistry(productId: string): boolean {
    return this.addedProducts.has(productId) || someVariantExists(this.variantChecks.get(productId) ?? []);
  }

  /** True while the product's existence check is on its way. */
  isChecking(productId: string): boolean {
    return this.checkingIds.has(productId);
  }

  isAdding(productId: string): boolean {
    return this.adding.isPending(productId);
  }

  /**
   * Loads the first page for a filter (a newer filter aborts the older request). With `keep` (coming back to
   * /registry/list-product, spec §2 page caching) the pages already shown for the same filter stay, without a call.
   */
  async loadProducts(filter: RegistryProductFilter, keep = false): Promise<void> {
    if (keep && this.page > 0 && this.status === 'ready' && filterKey(filter) === filterKey(this.filter)) return;
    this.filter = filter;
    // The rows shown stay until page 1 answers; a fresh page 1 reads the registry's checks again.
    if (await this.list.reload()) this.afterPage(true);
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    // After a failed page, the same page is asked for again.
    const shown = this.products.length;
    if (await (this.status === 'error' ? this.list.retry() : this.list.loadMore())) this.afterPage(false, shown);
  }

  /** Opens one product with the registry's check of which variants are already in. */
  async loadProduct(id: string): Promise<void> {
    if (!(await this.detail.fetch(id))) return;
    const checks = this.detail.data?.checks ?? [];
    if (checks.length > 0) runInAction(() => (this.variantChecks = new Map(this.variantChecks).set(id, checks)));
  }

  /** Adds a product's variant (the first in stock by default) to the registry; a sku already in is a 409. */
  addToRegistry(product: Product, path: string, skuId?: string): Promise<boolean> {
    return this.adding.run({ product, path, skuId });
  }

  clearAddError(): void {
    this.adding.clearError();
  }

  private async add(product: Product, path: string, skuId?: string): Promise<void> {
    let sku = skuId;
    try {
      // List answers may carry no variants: read the product to pick one.
      const variants = skuId || product.variants.length > 0 ? product.variants : (await this.catalogue.product(product.id)).variants;
      const checks = this.variantChecks.get(product.id);
      const inRegistry = (id: string) => this.isAdded(id) || checks?.some((c) => c.skuId === id && c.exists) === true;
      sku = skuId ?? variantToAdd(variants, inRegistry)?.skuId;
      if (!sku) throw domainError({ kind: 'validation', message: '', fieldErrors: {} });
      const gift = await this.registry.addProduct({ productId: product.id, skuId: sku, quantity: 1 });
      runInAction(() => this.owner.upsertGift(gift));
      const event = { type: 'add-product-to-registry', value: { product_id: product.id, sku_id: sku }, path } as const;
      reportEvent(this.analytics, event);
      this.sessions.event(event).catch(() => undefined);
      this.markAdded(product.id, sku);
    } catch (error) {
      // A 409 says it is already there: show it as added.
      if (isDomainError(error, 'conflict') && sku) this.markAdded(product.id, sku);
      throw error;
    }
  }

  private markAdded(productId: string, skuId: string): void {
    this.addedSkus = withItem(this.addedSkus, skuId);
    this.addedProducts = withItem(this.addedProducts, productId);
    this.markExisting(productId, skuId);
  }

  /** Records one variant as in the registry in its product's check. */
  private markExisting(productId: string, skuId: string): void {
    const checks = this.variantChecks.get(productId);
    if (!checks) return;
    this.variantChecks = new Map(this.variantChecks).set(productId, checks.map((c) => (c.skuId === skuId ? { ...c, exists: true } : c)));
  }

  /** Reads the registry's check of each listed product not checked yet (a failed check leaves the product addable). */
  private async checkProducts(ids: readonly string[]): Promise<void> {
    const todo = ids.filter((id) => !this.variantChecks.has(id) && !this.checkingIds.has(id));
    if (todo.length === 0) return;
    this.checkingIds = new Set([...this.checkingIds, ...todo]);
    await Promise.all(
      todo.map(async (id) => {
        const checks = await this.registry.checkExistence(id).catch(() => null);
        runInAction(() => {
          if (checks !== null && checks.length > 0) this.variantChecks = new Map(this.variantChecks).set(id, checks);
          this.checkingIds = withoutItem(this.checkingIds, id);
        });
      }),
    );
  }

  private productPage(page: number, signal: AbortSignal) {
    const { keyword, category, sort, inStock } = this.filter;
    return this.catalogue.products(
      {
        page,
        limit: REGISTRY_PRODUCT_PAGE_SIZE,
        ...(keyword && keyword.trim() !== '' ? { keyword: keyword.trim() } : {}),
        ...(category ? { category } : {}),
        ...(sort ? { sort } : {}),
        ...(inStock ? { inStock: true } : {}),
      },
      { signal },
    );
  }

  /** After a page answered: a fresh page 1 forgets the checks, then the listed products not checked yet are checked. */
  private afterPage(first: boolean, shown = 0): void {
    if (first) this.variantChecks = new Map();
    void this.checkProducts(this.products.slice(shown).map((p) => p.id));
  }
}
