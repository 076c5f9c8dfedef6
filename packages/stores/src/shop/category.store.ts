import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway, Category, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Loadable } from './loadable';
import { PagedList } from './paged-list';

/** Spec §9: product lists load 10 a page. */
export const PRODUCT_PAGE_SIZE = 10;

/** /categories (the root categories with their children) and /c/{category} (a category and its products). */
@injectable()
export class CategoryStore {
  /** Root categories, each with its children. */
  readonly tree = new Loadable<readonly Category[]>();
  readonly category = new Loadable<Category>();
  readonly products = new PagedList<Product>();
  private productsOf: string | null = null;

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    makeAutoObservable<CategoryStore, 'catalogue' | 'productsOf'>(
      this,
      { catalogue: false, tree: false, category: false, products: false, productsOf: false },
      { autoBind: true },
    );
  }

  /** Loads the roots, then each root's children (the list call does not nest them). */
  loadTree(force = false): Promise<boolean> {
    return this.tree.load(
      'tree',
      async (signal) => {
        const roots = await this.catalogue.categories(true, { signal });
        return Promise.all(roots.map((root) => this.catalogue.category(root.slug, { signal })));
      },
      force,
    );
  }

  /** Opens /c/{slug}: the category, and its products from page 1 (kept when coming back to the same one). */
  async open(slug: string): Promise<void> {
    const same = this.productsOf === slug && this.products.status !== 'error';
    this.productsOf = slug;
    await Promise.all([
      this.category.load(slug, (signal) => this.catalogue.category(slug, { signal })),
      same
        ? Promise.resolve(true)
        : this.products.reset((page, signal) =>
            this.catalogue.products({ page, limit: PRODUCT_PAGE_SIZE, category: slug }, { signal }),
          ),
    ]);
  }
}
