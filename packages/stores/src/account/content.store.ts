import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Article, CatalogueGateway, DomainErrorDetail, Faq, FaqGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { isAbort, toErrorDetail, type LoadStatus } from '../async-state';

/** A paged list that grows page by page and stops on an error (spec §8). */
class PagedList<T extends { readonly id: string }> {
  items: readonly T[] = [];
  page = 0;
  totalPage = 1;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.page < this.totalPage;
  }

  reset(): void {
    this.items = [];
    this.page = 0;
    this.totalPage = 1;
    this.status = 'idle';
    this.error = null;
  }

  async fetch(load: (page: number) => Promise<{ items: readonly T[]; page: number; totalPage: number }>): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    this.status = 'loading';
    this.error = null;
    try {
      const result = await load(this.page + 1);
      runInAction(() => {
        const seen = new Set(this.items.map((i) => i.id));
        this.items = [...this.items, ...result.items.filter((i) => !seen.has(i.id))];
        this.page = result.page;
        this.totalPage = result.totalPage;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }
}

/** One item loaded by key. */
class Detail<T> {
  value: T | null = null;
  key: string | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async fetch(key: string, load: (key: string) => Promise<T>): Promise<void> {
    this.key = key;
    this.value = null;
    this.status = 'loading';
    this.error = null;
    try {
      const value = await load(key);
      runInAction(() => {
        if (this.key !== key) return;
        this.value = value;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.key !== key) return;
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }
}

/** The FAQ: highlighted questions, all questions page by page, a search and one question (spec §7 FAQ). */
@injectable()
export class FaqStore {
  readonly highlighted = new PagedList<Faq>();
  readonly all = new PagedList<Faq>();
  readonly results = new PagedList<Faq>();
  readonly detail = new Detail<Faq>();
  keyword = '';
  private searchAbort: AbortController | null = null;

  constructor(@inject(TOKENS.FaqGateway) private readonly gateway: FaqGateway) {
    makeAutoObservable<FaqStore, 'gateway' | 'searchAbort'>(
      this,
      { gateway: false, searchAbort: false, highlighted: false, all: false, results: false, detail: false },
      { autoBind: true },
    );
  }

  /** The highlighted questions and the first page of all questions. */
  async loadIndex(): Promise<void> {
    this.highlighted.reset();
    this.all.reset();
    await Promise.all([
      this.highlighted.fetch((page) => this.gateway.list({ page, highlightedOnly: true })),
      this.all.fetch((page) => this.gateway.list({ page })),
    ]);
  }

  loadMore(): Promise<void> {
    return this.all.fetch((page) => this.gateway.list({ page }));
  }

  /** Searches questions; an empty keyword clears the results (spec §5). */
  async search(keyword: string): Promise<void> {
    this.keyword = keyword;
    this.searchAbort?.abort();
    this.results.reset();
    const text = keyword.trim();
    if (!text) return;
    const abort = new AbortController();
    this.searchAbort = abort;
    await this.results.fetch(async (page) => {
      try {
        return await this.gateway.list({ page, search: text }, { signal: abort.signal });
      } catch (error) {
        if (isAbort(error)) return { items: [], page: 0, totalPage: 1 };
        throw error;
      }
    });
  }

  searchMore(): Promise<void> {
    const text = this.keyword.trim();
    if (!text) return Promise.resolve();
    return this.results.fetch((page) => this.gateway.list({ page, search: text }));
  }

  /** Opens one question; a known one shows at once while it loads. */
  loadQuestion(id: string): Promise<void> {
    return this.detail.fetch(id, (key) => this.gateway.get(key));
  }
}

/** Articles for /artikel and /blog (GET v1/articles, v1/articles/{slug}). */
@injectable()
export class ArticleStore {
  readonly list = new PagedList<Article>();
  readonly detail = new Detail<Article>();

  constructor(@inject(TOKENS.CatalogueGateway) private readonly gateway: CatalogueGateway) {
    makeAutoObservable<ArticleStore, 'gateway'>(this, { gateway: false, list: false, detail: false }, { autoBind: true });
  }

  /** The first page (once; a return visit keeps what was loaded). */
  async loadFirst(): Promise<void> {
    if (this.list.page > 0 && this.list.status === 'ready') return;
    this.list.reset();
    await this.list.fetch((page) => this.gateway.articles(page));
  }

  loadMore(): Promise<void> {
    return this.list.fetch((page) => this.gateway.articles(page));
  }

  loadArticle(slug: string): Promise<void> {
    return this.detail.fetch(slug, (key) => this.gateway.article(key));
  }
}
