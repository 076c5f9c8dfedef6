import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Page } from '@kado/domain';
import { isAbort, toErrorDetail, type LoadStatus } from '../async-state';

/** What a list shows, kept over a full-page navigation (spec §2 page caching). */
export interface PagedSnapshot<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPage: number;
}

/** Loads one page (1-based); the signal aborts it when the list is reset. */
export type PageLoader<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

/**
 * A list that pages (products, merchants, reviews, replies, favourites): the first page, then the next one
 * as the shopper scrolls. A failed page stops the paging (spec §8 "Infinite lists stop loading on error")
 * and keeps what was already shown; `retry()` loads the failed page again. A reset aborts a page in flight,
 * and its late answer is ignored.
 */
export class PagedList<T> {
  items: readonly T[] = [];
  /** The last page loaded, 0 before the first. */
  page = 0;
  totalPage = 1;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  private loader: PageLoader<T> | null;
  private controller: AbortController | null = null;
  private generation = 0;

  constructor(
    loader: PageLoader<T> | null = null,
    private readonly keep: (item: T) => boolean = () => true,
  ) {
    this.loader = loader;
    makeAutoObservable<PagedList<T>, 'loader' | 'controller' | 'generation' | 'keep'>(
      this,
      { loader: false, controller: false, generation: false, keep: false },
      // Pages are replaced as a whole, never edited in place: observe references, not a deep copy of every item.
      { autoBind: true, deep: false },
    );
  }

  /** True while more pages exist and the last call did not fail. */
  get hasMore(): boolean {
    return this.status !== 'error' && this.page < this.totalPage;
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0 && !this.hasMore;
  }

  /** True while the first page loads (a skeleton shows instead of the list). */
  get isFirstLoad(): boolean {
    return this.status === 'loading' && this.page === 0;
  }

  /** Starts over with a new loader (or the same one) and loads page 1. */
  reset(loader?: PageLoader<T>): Promise<boolean> {
    if (loader) this.loader = loader;
    this.controller?.abort();
    this.controller = null;
    this.generation += 1;
    this.items = [];
    this.page = 0;
    this.totalPage = 1;
    this.status = 'idle';
    this.error = null;
    return this.loadMore();
  }

  /** Forgets everything (an empty search keyword clears the results, spec §5). */
  clear(): void {
    this.controller?.abort();
    this.controller = null;
    this.generation += 1;
    this.items = [];
    this.page = 0;
    this.totalPage = 1;
    this.status = 'idle';
    this.error = null;
  }

  /** Loads the next page; ignored while a page loads, after an error (use retry) or at the end. */
  async loadMore(): Promise<boolean> {
    if (!this.loader || this.status === 'loading' || !this.hasMore) return false;
    return this.fetchNext(this.loader);
  }

  /** Loads the page that failed again. */
  retry(): Promise<boolean> {
    if (!this.loader || this.status !== 'error') return Promise.resolve(false);
    return this.fetchNext(this.loader);
  }

  /** What the list shows now. */
  snapshot(): PagedSnapshot<T> {
    return { items: this.items, page: this.page, totalPage: this.totalPage };
  }

  /** Shows a kept snapshot again while nothing is loaded (coming back, spec §2 page caching); answers whether it did. */
  restore(snapshot: PagedSnapshot<T>): boolean {
    if (this.page !== 0 || this.status === 'loading' || snapshot.page < 1) return false;
    this.items = snapshot.items.filter(this.keep);
    this.page = snapshot.page;
    this.totalPage = Math.max(snapshot.page, snapshot.totalPage);
    this.status = 'ready';
    this.error = null;
    return true;
  }

  /** Replaces one item in place (an optimistic vote, a new reply count). */
  update(predicate: (item: T) => boolean, change: (item: T) => T): void {
    this.items = this.items.map((item) => (predicate(item) ? change(item) : item));
  }

  /** Puts an item first (a reply just posted: newest first). */
  prepend(item: T): void {
    this.items = [item, ...this.items];
  }

  /** Removes items (an unfavourited product). */
  remove(predicate: (item: T) => boolean): void {
    this.items = this.items.filter((item) => !predicate(item));
  }

  private async fetchNext(loader: PageLoader<T>): Promise<boolean> {
    const generation = this.generation;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    this.error = null;
    const next = this.page + 1;
    try {
      const result = await loader(next, controller.signal);
      if (generation !== this.generation) return false;
      runInAction(() => {
        this.items = [...this.items, ...result.items.filter(this.keep)];
        this.page = Math.max(next, result.page);
        this.totalPage = result.totalPage;
        this.status = 'ready';
        this.controller = null;
      });
      return true;
    } catch (error) {
      if (generation !== this.generation || isAbort(error)) return false;
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
        this.controller = null;
      });
      return false;
    }
  }
}
