import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isDiscounted, showsMerchant, type CatalogueGateway, type Merchant, type Page, type Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { PagedQuery, Query, type PagedSnapshot } from '../async';
import { PRODUCT_PAGE_SIZE } from './category.store';

/** Spec §7: merchants load 10 a page by default. */
const MERCHANT_PAGE_SIZE = 10;

/** Spec §9: merchants show only with an image (the domain's showsMerchant). */
const hasImage = (merchant: Merchant): boolean => showsMerchant(merchant);

/**
 * Keeps only discounted products of a page sorted by largest discount first; once a page holds an
 * undiscounted product, no later page can hold a discounted one, so the paging ends there.
 */
export function promoPage(page: Page<Product>): Page<Product> {
  const items = page.items.filter(isDiscounted);
  return items.length === page.items.length ? page : { items, page: page.page, totalPage: page.page };
}

const isMerchant = (m: unknown): m is Merchant => {
  if (typeof m !== 'object' || m === null) return false;
  const { id, name, slug, imageUrl } = m as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && typeof slug === 'string' && (imageUrl === null || typeof imageUrl === 'string');
};

/** A kept brand list read back, or null when it is not one. */
function merchantSnapshot(kept: unknown): PagedSnapshot<Merchant> | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const { items, page, totalPage } = kept as Record<string, unknown>;
  if (!Array.isArray(items) || !items.every(isMerchant)) return null;
  if (!Number.isInteger(page) || !Number.isInteger(totalPage)) return null;
  return { items, page: page as number, totalPage: totalPage as number };
}

/** /merchant-list, /brand, /brand/draft-index, /{merchant} and /{merchant}/promo. */
@injectable()
export class MerchantStore {
  readonly merchants: PagedQuery<Merchant>;
  readonly brands: PagedQuery<Merchant>;
  /** Keyed by the merchant's slug. */
  readonly merchant = new Query<string, Merchant>((slug, signal) => this.catalogue.merchant(slug, { signal }));
  readonly products = new PagedQuery<Product>();
  private productsOf: string | null = null;

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    this.merchants = new PagedQuery<Merchant>(
      (page, signal) => this.catalogue.merchants({ page, limit: MERCHANT_PAGE_SIZE }, { signal }),
      { keep: hasImage },
    );
    this.brands = new PagedQuery<Merchant>(
      (page, signal) => this.catalogue.brands({ page, limit: MERCHANT_PAGE_SIZE, sort: 'name' }, { signal }),
      { keep: hasImage },
    );
    makeAutoObservable<MerchantStore, 'catalogue' | 'productsOf'>(
      this,
      { catalogue: false, merchants: false, brands: false, merchant: false, products: false, productsOf: false },
      { autoBind: true },
    );
  }

  /** The merchant list from page 1, unless already loaded (page caching when coming back) or on its way (joined). */
  openMerchants(): Promise<boolean> {
    return this.merchants.ensureFirstPage();
  }

  /** The brand list as shown, to keep over a full-page visit to a brand page (spec §2 page caching); null before it loaded. */
  get brandsSnapshot(): PagedSnapshot<Merchant> | null {
    return this.brands.page > 0 && this.brands.status === 'ready' ? this.brands.snapshot() : null;
  }

  /**
   * Coming back to /brand from a brand page (a full-page navigation): shows the kept list instead of loading page 1.
   * Whatever is not a list of merchants (an old or damaged copy) is ignored.
   */
  restoreBrands(kept: unknown): boolean {
    const snapshot = merchantSnapshot(kept);
    return snapshot !== null && this.brands.restore(snapshot);
  }

  /** The brand list from page 1, unless already loaded or on its way (joined). */
  openBrands(): Promise<boolean> {
    return this.brands.ensureFirstPage();
  }

  /**
   * Opens /{merchant} (newest products) or /{merchant}/promo (discounted products, largest first); the same page again
   * keeps its products (a first page on its way is joined).
   */
  async open(slug: string, promo: boolean): Promise<void> {
    const key = `${slug}:${promo ? 'promo' : 'all'}`;
    const same = this.productsOf === key && this.products.status !== 'error';
    this.productsOf = key;
    await Promise.all([
      this.merchant.ensure(slug),
      same
        ? this.products.ensureFirstPage()
        : this.products.reset(async (page, signal) => {
            const result = await this.catalogue.products(
              { page, limit: PRODUCT_PAGE_SIZE, merchant: slug, sort: promo ? '-discount' : '-created_at' },
              { signal },
            );
            return promo ? promoPage(result) : result;
          }),
    ]);
  }
}
