import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_PRODUCT_SORT, type CatalogueGateway, type PriceRange, type Product, type ProductSort } from '@kado/domain';
import { TOKENS } from '../tokens';
import { PagedQuery } from '../async';
import { PRODUCT_PAGE_SIZE } from './category.store';

/** How search results are listed (issue 31): a sort, and products in stock only (the default) or sold-out ones too. */
interface SearchListing {
  readonly sort?: ProductSort;
  readonly inStock?: boolean;
  /** Only products priced within it (decision 0464). */
  readonly price?: PriceRange;
}

const NO_RANGE: PriceRange = { min: null, max: null };

/**
 * /search?keyword=: products matching the keyword, 10 a page, in stock only and newest first unless asked otherwise
 * (issue 31: a sold-out product no longer leads); an empty keyword clears them (spec §5).
 */
@injectable()
export class ProductSearchStore {
  keyword = '';
  sort: ProductSort = DEFAULT_PRODUCT_SORT;
  inStock = true;
  price: PriceRange = NO_RANGE;
  readonly results = new PagedQuery<Product>();

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    makeAutoObservable<ProductSearchStore, 'catalogue'>(this, { catalogue: false, results: false }, { autoBind: true });
  }

  /** Searches a keyword from page 1; the same keyword and listing again keeps what is shown (page caching). */
  search(keyword: string, { sort = DEFAULT_PRODUCT_SORT, inStock = true, price = NO_RANGE }: SearchListing = {}): Promise<boolean> {
    const trimmed = keyword.trim();
    if (trimmed === '') {
      this.keyword = '';
      this.results.clear();
      return Promise.resolve(true);
    }
    const same = trimmed === this.keyword && sort === this.sort && inStock === this.inStock
      && price.min === this.price.min && price.max === this.price.max;
    if (same && this.results.status !== 'error' && this.results.status !== 'idle') {
      return Promise.resolve(true);
    }
    this.keyword = trimmed;
    this.sort = sort;
    this.inStock = inStock;
    this.price = price;
    const range = { ...(price.min !== null ? { minPrice: price.min } : {}), ...(price.max !== null ? { maxPrice: price.max } : {}) };
    return this.results.reset((page, signal) =>
      this.catalogue.products({ page, limit: PRODUCT_PAGE_SIZE, keyword: trimmed, sort, ...(inStock ? { inStock: true } : {}), ...range }, { signal }),
    );
  }
}
