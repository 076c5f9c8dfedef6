import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Article, CatalogueGateway, Faq, FaqGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { PagedQuery, Query } from '../async';

/** FAQ and article rows are told apart by id: a row a later page holds again is not repeated. */
const byId = { identify: (item: { readonly id: string }) => item.id };

/** The FAQ: highlighted questions, all questions page by page, a search and one question (spec §7 FAQ). */
@injectable()
export class FaqStore {
  readonly highlighted = new PagedQuery<Faq>((page) => this.gateway.list({ page, highlightedOnly: true }), byId);
  readonly all = new PagedQuery<Faq>((page) => this.gateway.list({ page }), byId);
  /** The search results; a newer search aborts the older one. */
  readonly results = new PagedQuery<Faq>(null, byId);
  /** One question, keyed by its id. */
  readonly detail = new Query<string, Faq>((id) => this.gateway.get(id));
  keyword = '';

  constructor(@inject(TOKENS.FaqGateway) private readonly gateway: FaqGateway) {
    makeAutoObservable<FaqStore, 'gateway'>(
      this,
      { gateway: false, highlighted: false, all: false, results: false, detail: false },
      { autoBind: true },
    );
  }

  /** The highlighted questions and the first page of all questions, again on each visit (first pages on their way are joined). */
  async loadIndex(): Promise<void> {
    await Promise.all([this.highlighted.ensureFirstPage(true), this.all.ensureFirstPage(true)]);
  }

  /** Searches questions; an empty keyword clears the results (spec §5). */
  async search(keyword: string): Promise<void> {
    this.keyword = keyword;
    const text = keyword.trim();
    this.results.clear();
    if (!text) return;
    await this.results.reset((page, signal) => this.gateway.list({ page, search: text }, { signal }));
  }

  /** Opens one question; a known one shows at once while it loads. */
  async loadQuestion(id: string): Promise<void> {
    await this.detail.fetch(id);
  }

  /** The question of /faqs/{id}, as its route's loader asks for it: one already read is reused (back, a revisit). */
  async ensureQuestion(id: string): Promise<void> {
    await this.detail.ensure(id);
  }
}

/** Articles for /artikel and /blog (GET v1/articles, v1/articles/{slug}). */
@injectable()
export class ArticleStore {
  readonly list = new PagedQuery<Article>((page) => this.gateway.articles(page), byId);
  /** One article, keyed by its slug. */
  readonly detail = new Query<string, Article>((slug) => this.gateway.article(slug));

  constructor(@inject(TOKENS.CatalogueGateway) private readonly gateway: CatalogueGateway) {
    makeAutoObservable<ArticleStore, 'gateway'>(this, { gateway: false, list: false, detail: false }, { autoBind: true });
  }

  /** The first page (once; a return visit keeps what was loaded, a first page on its way is joined). */
  async loadFirst(): Promise<void> {
    await this.list.ensureFirstPage();
  }

  async loadArticle(slug: string): Promise<void> {
    await this.detail.fetch(slug);
  }

  /** The article of /artikel/{slug} or /blog/{slug}, as its route's loader asks for it: one already read is reused. */
  async ensureArticle(slug: string): Promise<void> {
    await this.detail.ensure(slug);
  }
}
