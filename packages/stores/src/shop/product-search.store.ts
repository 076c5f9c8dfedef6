import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { PagedQuery } from '../async';
import { PRODUCT_PAGE_SIZE } from './category.store';

/** /search?keyword=: products matching the keyword, 10 a page; an empty keyword clears them (spec §5). */
@injectable()
export class ProductSearchStore {
  keyword = '';
  readonly results = new PagedQuery<Product>();

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    makeAutoObservable<ProductSearchStore, 'catalogue'>(this, { catalogue: false, results: false }, { autoBind: true });
  }

  /** Searches a keyword from page 1; the same keyword again keeps what is shown (page caching). */
  search(keyword: string): Promise<boolean> {
    const trimmed = keyword.trim();
    if (trimmed === '') {
      this.keyword = '';
      this.results.clear();
      return Promise.resolve(true);
    }
    if (trimmed === this.keyword && this.results.status !== 'error' && this.results.status !== 'idle') {
      return Promise.resolve(true);
    }
    this.keyword = trimmed;
    return this.results.reset((page, signal) =>
      this.catalogue.products({ page, limit: PRODUCT_PAGE_SIZE, keyword: trimmed }, { signal }),
    );
  }
}
