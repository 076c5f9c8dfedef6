import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BannerDetail, CatalogueGateway, Collection, Product } from '@kado/domain';
import { TOKENS } from '../tokens';
import { PagedQuery, Query } from '../async';
import { PRODUCT_PAGE_SIZE } from './category.store';
import { promoPage } from './merchant.store';

/** /collection and /collection/{id}, /banner/{id} and /promo. */
@injectable()
export class CollectionStore {
  readonly collections = new Query<string, readonly Collection[]>((_key, signal) => this.catalogue.collections({ signal }));
  /** Keyed by the collection's id. */
  readonly collection = new Query<string, Collection>((id, signal) => this.catalogue.collection(id, { signal }));
  /** Keyed by the banner's id. */
  readonly banner = new Query<string, BannerDetail>((id, signal) => this.catalogue.banner(id, { signal }));
  /** /promo: every discounted product, largest discount first. */
  readonly promo: PagedQuery<Product>;

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    this.promo = new PagedQuery<Product>(async (page, signal) =>
      promoPage(await this.catalogue.products({ page, limit: PRODUCT_PAGE_SIZE, sort: '-discount' }, { signal })),
    );
    makeAutoObservable<CollectionStore, 'catalogue'>(
      this,
      { catalogue: false, collections: false, collection: false, banner: false, promo: false },
      { autoBind: true },
    );
  }

  loadCollections(force = false): Promise<boolean> {
    return force ? this.collections.fetch('all') : this.collections.ensure('all');
  }

  openCollection(id: string): Promise<boolean> {
    return this.collection.ensure(id);
  }

  openBanner(id: string): Promise<boolean> {
    return this.banner.ensure(id);
  }

  /** /promo from page 1, unless already loaded or on its way (joined). */
  openPromo(): Promise<boolean> {
    return this.promo.ensureFirstPage();
  }
}
