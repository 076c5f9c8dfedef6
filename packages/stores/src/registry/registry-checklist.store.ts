import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway, Category, Collection, DomainErrorDetail } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async';

/**
 * What the owner's Checklist (pratinjau, spec §2) and the registry landing show from the catalogue: the categories
 * a product belongs to, one category's name, the collections and one collection with its products.
 */
@injectable()
export class RegistryChecklistStore {
  categories: readonly Category[] = [];
  categoriesStatus: LoadStatus = 'idle';
  categoriesError: DomainErrorDetail | null = null;
  category: Category | null = null;

  collections: readonly Collection[] = [];
  collectionsStatus: LoadStatus = 'idle';
  collectionsError: DomainErrorDetail | null = null;
  collection: Collection | null = null;
  collectionStatus: LoadStatus = 'idle';
  collectionError: DomainErrorDetail | null = null;

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    makeAutoObservable<RegistryChecklistStore, 'catalogue'>(this, { catalogue: false }, { autoBind: true });
  }

  /** The checklist's rows: the leaf categories (what a product belongs to), or all when there are none. */
  get checklistCategories(): readonly Category[] {
    const leaves = this.categories.filter((c) => !c.isRoot);
    return leaves.length > 0 ? leaves : this.categories;
  }

  async loadCategories(): Promise<void> {
    this.categoriesStatus = 'loading';
    this.categoriesError = null;
    try {
      const categories = await this.catalogue.categories(false);
      runInAction(() => {
        this.categories = categories;
        this.categoriesStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.categoriesError = toErrorDetail(error);
        this.categoriesStatus = 'error';
      });
    }
  }

  /** One category's name for its page title (quietly null when it cannot be read). */
  async loadCategory(slug: string): Promise<void> {
    this.category = this.categories.find((c) => c.slug === slug) ?? null;
    try {
      const category = await this.catalogue.category(slug);
      runInAction(() => (this.category = category));
    } catch {
      // The products list below carries its own error state.
    }
  }

  async loadCollections(): Promise<void> {
    this.collectionsStatus = 'loading';
    this.collectionsError = null;
    try {
      const collections = await this.catalogue.collections();
      runInAction(() => {
        this.collections = collections;
        this.collectionsStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.collectionsError = toErrorDetail(error);
        this.collectionsStatus = 'error';
      });
    }
  }

  async loadCollection(id: string): Promise<void> {
    this.collection = this.collections.find((c) => c.id === id && c.products.length > 0) ?? null;
    this.collectionStatus = 'loading';
    this.collectionError = null;
    try {
      const collection = await this.catalogue.collection(id);
      runInAction(() => {
        this.collection = collection;
        this.collectionStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.collectionError = toErrorDetail(error);
        this.collectionStatus = 'error';
      });
    }
  }
}
