import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isDiscounted, type CatalogueGateway, type Merchant, type Page, type Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Loadable } from './loadable';
import { PagedList } from './paged-list';
import { PRODUCT_PAGE_SIZE } from './category.store';

/** Spec §7: merchants load 10 a page by default. */
export const MERCHANT_PAGE_SIZE = 10;

/** Spec §9: merchants show only with an image. */
export const hasImage = (merchant: Merchant): boolean => merchant.imageUrl !== null && merchant.imageUrl.trim() !== '';

/**
 * Keeps only discounted products of a page sorted by largest discount first; once a page holds an
 * undiscounted product, no later page can hold a discounted one, so the paging ends there.
 */
export function promoPage(page: Page<Product>): Page<Product> {
  const items = page.items.filter(isDiscounted);
  return items.length === page.items.length ? page : { items, page: page.page, totalPage: page.page };
}

/** /merchant-list, /brand, /brand/draft-index, /{merchant} and /{merchant}/promo. */
@injectable()
export class MerchantStore {
  readonly merchants: PagedList<Merchant>;
  readonly brands: PagedList<Merchant>;
  readonly merchant = new Loadable<Merchant>();
  readonly products = new PagedList<Product>();
  private productsOf: string | null = null;

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    this.merchants = new PagedList<Merchant>(
      (page, signal) => this.catalogue.merchants({ page, limit: MERCHANT_PAGE_SIZE }, { signal }),
      hasImage,
    );
    this.brands = new PagedList<Merchant>(
      (page, signal) => this.catalogue.brands({ page, limit: MERCHANT_PAGE_SIZE, sort: 'name' }, { signal }),
      hasImage,
    );
    makeAutoObservable<MerchantStore, 'catalogue' | 'productsOf'>(
      this,
      { catalogue: false, merchants: false, brands: false, merchant: false, products: false, productsOf: false },
      { autoBind: true },
    );
  }

  /** The merchant list from page 1, unless already loaded (page caching when coming back). */
  openMerchants(): Promise<boolean> {
    return this.merchants.page === 0 || this.merchants.status === 'error' ? this.merchants.reset() : Promise.resolve(true);
  }

  /** The brand list from page 1, unless already loaded. */
  openBrands(): Promise<boolean> {
    return this.brands.page === 0 || this.brands.status === 'error' ? this.brands.reset() : Promise.resolve(true);
  }

  /** Opens /{merchant} (newest products) or /{merchant}/promo (discounted products, largest first). */
  async open(slug: string, promo: boolean): Promise<void> {
    const key = `${slug}:${promo ? 'promo' : 'all'}`;
    const same = this.productsOf === key && this.products.status !== 'error';
    this.productsOf = key;
    await Promise.all([
      this.merchant.load(slug, (signal) => this.catalogue.merchant(slug, { signal })),
      same
        ? Promise.resolve(true)
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
