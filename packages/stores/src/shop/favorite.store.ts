import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway, DomainErrorDetail, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail } from '../async-state';
import { Loadable } from './loadable';
import { PagedList } from './paged-list';

/** /favorite (the shopper's favourite products, 10 a page) and /favorite/{id} (one favourite product). */
@injectable()
export class FavoriteStore {
  readonly list: PagedList<Product>;
  readonly product = new Loadable<Product>();
  removeError: DomainErrorDetail | null = null;
  private readonly removing = new Set<string>();

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    this.list = new PagedList<Product>((page, signal) => this.catalogue.favorites(page, { signal }));
    makeAutoObservable<FavoriteStore, 'catalogue' | 'removing'>(
      this,
      { catalogue: false, removing: false, list: false, product: false },
      { autoBind: true },
    );
  }

  /** Page 1 again: favourites change on product pages. */
  open(): Promise<boolean> {
    return this.list.reset();
  }

  /** /favorite/{id}: the product, to send the shopper on to its page. */
  openProduct(id: string): Promise<boolean> {
    return this.product.load(id, (signal) => this.catalogue.product(id, { signal }));
  }

  /** Removes a favourite from the list at once; a failed call puts it back where it was. */
  async remove(productId: string): Promise<boolean> {
    if (this.removing.has(productId)) return false;
    const before = this.list.items;
    if (!before.some((p) => p.id === productId)) return false;
    this.removing.add(productId);
    this.removeError = null;
    this.list.remove((p) => p.id === productId);
    try {
      await this.catalogue.removeFavorite(productId);
      return true;
    } catch (error) {
      runInAction(() => {
        this.list.items = before;
        this.removeError = toErrorDetail(error);
      });
      return false;
    } finally {
      this.removing.delete(productId);
    }
  }
}
