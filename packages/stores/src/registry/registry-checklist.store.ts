import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway, Category, Collection, DomainErrorDetail } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Query, type LoadStatus } from '../async';

/**
 * What the owner's Checklist (pratinjau, spec §2) and the registry landing show from the catalogue: the categories
 * a product belongs to, one category's name, the collections and one collection with its products. Each is a Query:
 * a newer read drops an older one's answer.
 */
@injectable()
export class RegistryChecklistStore {
  private readonly categoryList = new Query<'all', readonly Category[]>(() => this.catalogue.categories(false));
  /** One category by slug, for its page title. */
  private readonly categoryRead = new Query<string, Category>((slug) => this.catalogue.category(slug));
  private readonly collectionList = new Query<'all', readonly Collection[]>(() => this.catalogue.collections());
  /** One collection by id, with its products. */
  private readonly collectionRead = new Query<string, Collection>((id) => this.catalogue.collection(id));

  constructor(@inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway) {
    makeAutoObservable<RegistryChecklistStore, 'catalogue' | 'categoryList' | 'categoryRead' | 'collectionList' | 'collectionRead'>(
      this,
      { catalogue: false, categoryList: false, categoryRead: false, collectionList: false, collectionRead: false },
      { autoBind: true },
    );
  }

  get categories(): readonly Category[] {
    return this.categoryList.data ?? [];
  }

  get categoriesStatus(): LoadStatus {
    return this.categoryList.status;
  }

  get categoriesError(): DomainErrorDetail | null {
    return this.categoryList.error;
  }

  /** The category opened (while it loads, or when it cannot be read, the one the list holds, if any). */
  get category(): Category | null {
    const slug = this.categoryRead.key;
    return this.categoryRead.data ?? (slug === null ? null : (this.categories.find((c) => c.slug === slug) ?? null));
  }

  get collections(): readonly Collection[] {
    return this.collectionList.data ?? [];
  }

  get collectionsStatus(): LoadStatus {
    return this.collectionList.status;
  }

  get collectionsError(): DomainErrorDetail | null {
    return this.collectionList.error;
  }

  /** The collection opened (while it loads, or when its read failed, the list's copy when it has products). */
  get collection(): Collection | null {
    const id = this.collectionRead.key;
    return this.collectionRead.data ?? (id === null ? null : (this.collections.find((c) => c.id === id && c.products.length > 0) ?? null));
  }

  get collectionStatus(): LoadStatus {
    return this.collectionRead.status;
  }

  get collectionError(): DomainErrorDetail | null {
    return this.collectionRead.error;
  }

  /** The checklist's rows: the leaf categories (what a product belongs to), or all when there are none. */
  get checklistCategories(): readonly Category[] {
    const leaves = this.categories.filter((c) => !c.isRoot);
    return leaves.length > 0 ? leaves : this.categories;
  }

  async loadCategories(): Promise<void> {
    await this.categoryList.fetch('all');
  }

  /** The categories unless they are read or on their way (a failed read is asked again). */
  async ensureCategories(): Promise<void> {
    await this.categoryList.ensure('all');
  }

  /** The collections unless they are read or on their way (a failed read is asked again). */
  async ensureCollections(): Promise<void> {
    await this.collectionList.ensure('all');
  }

  /** One category's name for its page title (quietly the list's copy, or null, when it cannot be read). */
  async loadCategory(slug: string): Promise<void> {
    await this.categoryRead.fetch(slug);
  }

  async loadCollections(): Promise<void> {
    await this.collectionList.fetch('all');
  }

  async loadCollection(id: string): Promise<void> {
    await this.collectionRead.fetch(id);
  }
}
