import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  domainError,
  type Analytics,
  productExists,
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
import { isAbort, toErrorDetail, type LoadStatus } from '../async';
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
  products: readonly Product[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  page = 0;
  totalPage = 0;

  product: Product | null = null;
  productStatus: LoadStatus = 'idle';
  productError: DomainErrorDetail | null = null;
  /** Sku ids of the opened product that are already in the registry (check-existances). */
  existingSkus: ReadonlySet<string> = new Set();

  /** Sku ids added while browsing (their buttons read "Sudah ditambahkan"). */
  addedSkus: ReadonlySet<string> = new Set();
  /** Product ids added while browsing. */
  addedProducts: ReadonlySet<string> = new Set();
  /** The registry's check of each listed product's variants (check-existances), by product id. */
  variantChecks: ReadonlyMap<string, readonly GiftProductCheck[]> = new Map();
  /** Product ids whose check is on its way (their add button waits). */
  checkingIds: ReadonlySet<string> = new Set();
  addingIds: ReadonlySet<string> = new Set();
  addError: DomainErrorDetail | null = null;

  private controller: AbortController | null = null;

  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.RegistryGateway) private readonly registry: RegistryGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(OwnerGiftsStore) private readonly owner: OwnerGiftsStore,
    @inject(TOKENS.Analytics) @optional() private readonly analytics: Analytics = NO_ANALYTICS,
  ) {
    makeAutoObservable<RegistryCatalogueStore, 'catalogue' | 'registry' | 'sessions' | 'owner' | 'analytics' | 'controller'>(
      this,
      { catalogue: false, registry: false, sessions: false, owner: false, analytics: false, controller: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.page < this.totalPage;
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
    return checks ? productExists(checks) : this.addedProducts.has(productId);
  }

  /** True while the product's existence check is on its way. */
  isChecking(productId: string): boolean {
    return this.checkingIds.has(productId);
  }

  isAdding(productId: string): boolean {
    return this.addingIds.has(productId);
  }

  /**
   * Loads the first page for a filter (a newer filter aborts the older request). With `keep` (coming back to
   * /registry/list-product, spec §2 page caching) the pages already shown for the same filter stay, without a call.
   */
  async loadProducts(filter: RegistryProductFilter, keep = false): Promise<void> {
    if (keep && this.page > 0 && this.status === 'ready' && filterKey(filter) === filterKey(this.filter)) return;
    this.filter = filter;
    await this.fetch(1);
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    await this.fetch(this.page + 1);
  }

  /** Opens one product with the registry's check of which variants are already in. */
  async loadProduct(id: string): Promise<void> {
    this.product = this.products.find((p) => p.id === id) ?? null;
    this.productStatus = 'loading';
    this.productError = null;
    this.existingSkus = new Set();
    try {
      const [product, checks] = await Promise.all([
        this.catalogue.product(id),
        this.registry.checkExistence(id).catch(() => []),
      ]);
      runInAction(() => {
        this.product = product;
        this.existingSkus = new Set(checks.filter((c) => c.exists).map((c) => c.skuId));
        if (checks.length > 0) this.variantChecks = new Map(this.variantChecks).set(id, checks);
        this.productStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.productError = toErrorDetail(error);
        this.productStatus = 'error';
      });
    }
  }

  /** Adds a product's variant (the first in stock by default) to the registry; a sku already in is a 409. */
  async addToRegistry(product: Product, path: string, skuId?: string): Promise<boolean> {
    if (this.addingIds.has(product.id)) return false;
    this.addingIds = withItem(this.addingIds, product.id);
    this.addError = null;
    let sku = skuId;
    try {
      // List answers may carry no variants: read the product to pick one.
      const variants = skuId || product.variants.length > 0 ? product.variants : (await this.catalogue.product(product.id)).variants;
      const checks = this.variantChecks.get(product.id);
      const inRegistry = (id: string) => this.isAdded(id) || checks?.some((c) => c.skuId === id && c.exists) === true;
      sku = skuId ?? variantToAdd(variants, inRegistry)?.skuId;
      if (!sku) throw domainError({ kind: 'validation', message: '', fieldErrors: {} });
      const gift = await this.registry.addProduct({ productId: product.id, skuId: sku, quantity: 1 });
      const added = sku;
      runInAction(() => {
        this.addedSkus = withItem(this.addedSkus, added);
        this.addedProducts = withItem(this.addedProducts, product.id);
        this.markExisting(product.id, added);
        this.owner.upsertGift(gift);
      });
      const event = { type: 'add-product-to-registry', value: { product_id: product.id, sku_id: added }, path } as const;
      reportEvent(this.analytics, event);
      this.sessions.event(event).catch(() => undefined);
      return true;
    } catch (error) {
      const detail = toErrorDetail(error);
      runInAction(() => {
        this.addError = detail;
        // A 409 says it is already there: show it as added.
        if (detail.kind === 'conflict' && sku) {
          this.addedSkus = withItem(this.addedSkus, sku);
          this.addedProducts = withItem(this.addedProducts, product.id);
          this.markExisting(product.id, sku);
        }
      });
      return false;
    } finally {
      runInAction(() => (this.addingIds = withoutItem(this.addingIds, product.id)));
    }
  }

  clearAddError(): void {
    this.addError = null;
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

  private async fetch(page: number): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    this.error = null;
    const { keyword, category, sort, inStock } = this.filter;
    try {
      const result = await this.catalogue.products(
        {
          page,
          limit: REGISTRY_PRODUCT_PAGE_SIZE,
          ...(keyword && keyword.trim() !== '' ? { keyword: keyword.trim() } : {}),
          ...(category ? { category } : {}),
          ...(sort ? { sort } : {}),
          ...(inStock ? { inStock: true } : {}),
        },
        { signal: controller.signal },
      );
      if (controller !== this.controller) return;
      runInAction(() => {
        const known = page === 1 ? [] : this.products;
        // A fresh first page reads the registry's checks again (gifts may have been added or removed meanwhile).
        if (page === 1) this.variantChecks = new Map();
        const ids = new Set(known.map((p) => p.id));
        this.products = [...known, ...result.items.filter((p) => !ids.has(p.id))];
        this.page = result.page;
        this.totalPage = result.totalPage;
        this.status = 'ready';
      });
      void this.checkProducts(result.items.map((p) => p.id));
    } catch (error) {
      if (controller !== this.controller || isAbort(error)) return;
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }
}
