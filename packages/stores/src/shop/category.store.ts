import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway, Category, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { PagedQuery, Query } from '../async';

/** Spec §9: product lists load 10 a page. */
export const PRODUCT_PAGE_SIZE = 10;

/** /categories (the root categories with their children) and /c/{category} (a category and its products). */
@injectable()
export class CategoryStore {
  /** Root categories, each with its children. */
  readonly tree = new Query<string, readonly Category[]>(async (_key, signal) => {
    const roots = await this.catalogue.categories(true, { signal });
    return Promise.all(roots.map((root) => this.catalogue.category(root.slug, { signal })));
  });
  /** Keyed by the category's slug. */
  readonly category = new Query<string, Category>((slug, signal) => this.catalogue.category(slug, { signal }));
  readonly products = new PagedQuery<Product>();
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
    return force ? this.tree.fetch('tree') : this.tree.ensure('tree');
  }

  /** Opens /c/{slug}: the category, and its products from page 1 (kept when coming back to the same one). */
  async open(slug: string): Promise<void> {
    const same = this.productsOf === slug && this.products.status !== 'error';
    this.productsOf = slug;
    await Promise.all([
      this.category.ensure(slug),
      same
        ? Promise.resolve(true)
        : this.products.reset((page, signal) =>
            this.catalogue.products({ page, limit: PRODUCT_PAGE_SIZE, category: slug }, { signal }),
          ),
    ]);
  }
}
