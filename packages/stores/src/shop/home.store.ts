import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Article, Banner, CatalogueGateway, Category, Collection, Product, SearchGateway } from '@kado/domain';
import { lastSeenOf } from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { Query } from '../async';

/** How many article teasers the home page shows. */
const HOME_ARTICLE_COUNT = 3;

/**
 * Home (/): banners, root categories, collections, the last-seen products (logged-in shoppers only,
 * up to 6, spec §9) and article teasers. Each section loads on its own: one failing section does not
 * hide the others, and shows its own retry.
 */
@injectable()
export class HomeStore {
  readonly banners = new Query<string, readonly Banner[]>((_key, signal) => this.catalogue.banners({ signal }));
  readonly categories = new Query<string, readonly Category[]>((_key, signal) => this.catalogue.categories(true, { signal }));
  readonly collections = new Query<string, readonly Collection[]>((_key, signal) => this.catalogue.collections({ signal }));
  readonly articles = new Query<string, readonly Article[]>(
    async (_key, signal) => (await this.catalogue.articles(1, { signal })).items.slice(0, HOME_ARTICLE_COUNT),
  );
  /** Keyed by the shopper (`user:{id}`). */
  readonly lastSeen = new Query<string, readonly Product[]>(
    async (_key, signal) => lastSeenOf(await this.search.productHistory({ signal })),
  );

  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.SearchGateway) private readonly search: SearchGateway,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<HomeStore, 'catalogue' | 'search' | 'session'>(
      this,
      { catalogue: false, search: false, session: false, banners: false, categories: false, collections: false, articles: false, lastSeen: false },
      { autoBind: true },
    );
  }

  /** True while nothing at all is shown yet. */
  get isFirstLoad(): boolean {
    return this.banners.isLoading;
  }

  /** The 'Terakhir dilihat' row shows for a logged-in shopper with a history. */
  get showsLastSeen(): boolean {
    return this.session.isLoggedIn && (this.lastSeen.data?.length ?? 0) > 0;
  }

  /** Loads the catalogue sections (kept when already loaded, unless `force`); the last-seen feed loads on its own. */
  async load(force = false): Promise<void> {
    const load = <T>(query: Query<string, T>, key: string) => (force ? query.fetch(key) : query.ensure(key));
    await Promise.all([load(this.banners, 'home'), load(this.categories, 'root'), load(this.collections, 'all'), load(this.articles, 'home')]);
  }

  /** The product history feed: reloaded on every visit, since each product view changes it. */
  async loadLastSeen(): Promise<void> {
    const user = this.session.user;
    if (!user) {
      this.lastSeen.reset();
      return;
    }
    await this.lastSeen.fetch(`user:${user.id}`);
  }
}
