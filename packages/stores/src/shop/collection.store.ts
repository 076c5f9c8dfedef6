import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BannerDetail, CatalogueGateway, Collection, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Loadable } from './loadable';
import { PagedList } from './paged-list';
import { PRODUCT_PAGE_SIZE } from './category.store';
import { promoPage } from './merchant.store';

/** /collection and /collection/{id}, /banner/{id} and /promo. */
@injectable()
export class CollectionStore {
  readonly collections = new Loadable<readonly Collection[]>();
  readonly collection = new Loadable<Collection>();
  readonly banner = new Loadable<BannerDetail>();
  /** /promo: every discounted product, largest discount first. */
  readonly promo: PagedList<Product>;

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    this.promo = new PagedList<Product>(async (page, signal) =>
      promoPage(await this.catalogue.products({ page, limit: PRODUCT_PAGE_SIZE, sort: '-discount' }, { signal })),
    );
    makeAutoObservable<CollectionStore, 'catalogue'>(
      this,
      { catalogue: false, collections: false, collection: false, banner: false, promo: false },
      { autoBind: true },
    );
  }

  loadCollections(force = false): Promise<boolean> {
    return this.collections.load('all', (signal) => this.catalogue.collections({ signal }), force);
  }

  openCollection(id: string): Promise<boolean> {
    return this.collection.load(id, (signal) => this.catalogue.collection(id, { signal }));
  }

  openBanner(id: string): Promise<boolean> {
    return this.banner.load(id, (signal) => this.catalogue.banner(id, { signal }));
  }

  openPromo(): Promise<boolean> {
    return this.promo.page === 0 || this.promo.status === 'error' ? this.promo.reset() : Promise.resolve(true);
  }
}
