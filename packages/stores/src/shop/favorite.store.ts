import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway, DomainErrorDetail, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, PagedQuery, Query } from '../async';

/** /favorite (the shopper's favourite products, 10 a page) and /favorite/{id} (one favourite product). */
@injectable()
export class FavoriteStore {
  readonly list: PagedQuery<Product>;
  /** /favorite/{id}, keyed by the product's id. */
  readonly product = new Query<string, Product>((id, signal) => this.catalogue.product(id, { signal }));
  /** Removing a favourite, one call per product at a time. */
  readonly removal = new Mutation<string, void>({
    run: (productId) => this.catalogue.removeFavorite(productId), key: (productId) => productId, concurrency: 'per-key',
  });

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    this.list = new PagedQuery<Product>((page, signal) => this.catalogue.favorites(page, { signal }));
    makeAutoObservable<FavoriteStore, 'catalogue'>(
      this,
      { catalogue: false, list: false, product: false, removal: false },
      { autoBind: true },
    );
  }

  /** Page 1 again on each visit (favourites change on product pages); a page 1 on its way is joined. */
  open(): Promise<boolean> {
    return this.list.ensureFirstPage(true);
  }

  /** /favorite/{id}: the product, to send the shopper on to its page. */
  openProduct(id: string): Promise<boolean> {
    return this.product.ensure(id);
  }

  /** Removes a favourite from the list at once; a failed call puts it back where it was. */
  async remove(productId: string): Promise<boolean> {
    if (this.removal.isPending(productId)) return false;
    const before = this.list.items;
    if (!before.some((p) => p.id === productId)) return false;
    this.list.remove((p) => p.id === productId);
    const ok = await this.removal.run(productId);
    if (!ok) this.list.setItems(before);
    return ok;
  }

  /** Why the last removal failed (the product was put back). */
  get removeError(): DomainErrorDetail | null {
    return this.removal.error;
  }
}
