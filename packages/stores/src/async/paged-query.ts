import { makeObservable, computed, actionBound, runInAction, when } from 'mobx';
import type { Page } from '@kado/domain';
import { isAbort, toErrorDetail } from './status';
import { PagedItems, type PagedQueryOptions } from './paged-items';

export type { PagedSnapshot } from './paged-items';

/** Loads one page (1-based); the signal aborts it when the list starts over. */
type PageFn<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

/**
 * A list that pages as the user scrolls (TanStack's infinite query, MobX-native): the first page, then
 * `loadMore()` appends the next one, one page at a time. A failed page stops the paging and keeps what was
 * shown (spec §8 "Infinite lists stop loading on error") until `retry()` loads that page again. Starting over
 * (`reset`, `reload`, `clear`) aborts a page in flight and ignores its late answer. Items can be prepended,
 * updated and removed in place (a reply just posted, an optimistic vote, an unfavourited product: `PagedItems`).
 */
export class PagedQuery<T> extends PagedItems<T> {
  private fetchPage: PageFn<T> | null;
  private controller: AbortController | null = null;
  private generation = 0;
  /** The page whose request failed (retry asks for it again). */
  private failedPage = 0;

  constructor(fetchPage: PageFn<T> | null = null, options: PagedQueryOptions<T> = {}) {
    super(options);
    this.fetchPage = fetchPage;
    makeObservable(this, {
      canLoadMore: computed,
      ensureFirstPage: actionBound,
      reset: actionBound,
      reload: actionBound,
      clear: actionBound,
      loadMore: actionBound,
      retry: actionBound,
      refetchLoaded: actionBound,
    });
  }

  /** `loadMore()` would ask now: more pages, no failure, nothing loading. */
  get canLoadMore(): boolean {
    return this.hasMore && this.status !== 'loading' && this.fetchPage !== null;
  }

  /**
   * Page 1 as a page's route loader asks for it: a first page on its way is joined; a list already shown is kept,
   * unless `fresh` (a list that changes elsewhere: it starts over on each visit); a failed one asks again.
   */
  ensureFirstPage(fresh = false): Promise<boolean> {
    if (this.isFirstLoad) return when(() => this.status !== 'loading').then(() => this.status === 'ready' && this.page > 0);
    if (!fresh && this.page > 0 && this.status !== 'error') return Promise.resolve(true);
    return this.reset();
  }

  /** Forgets what is shown and loads page 1 (with a new request function, e.g. a new keyword, when given). */
  reset(fetchPage?: PageFn<T>): Promise<boolean> {
    this.clear(fetchPage);
    return this.loadMore();
  }

  /** Loads page 1 again, keeping what is shown until it answers (pull to refresh). */
  reload(): Promise<boolean> {
    this.abort();
    return this.fetch(1);
  }

  /** Forgets everything (an empty search keyword clears the results, spec §5). */
  clear(fetchPage?: PageFn<T>): void {
    if (fetchPage) this.fetchPage = fetchPage;
    this.abort();
    this.items = [];
    this.page = 0;
    this.totalPage = 1;
    this.status = 'idle';
    this.error = null;
  }

  /** Loads the next page; ignored while a page loads, after an error (use retry) or at the end. */
  loadMore(): Promise<boolean> {
    if (!this.canLoadMore) return Promise.resolve(false);
    return this.fetch(this.page + 1);
  }

  /** Loads the page that failed again (paging goes on after it). */
  retry(): Promise<boolean> {
    if (this.status !== 'error') return Promise.resolve(false);
    return this.fetch(this.failedPage);
  }

  /**
   * Reads every loaded page again, one after the other (TanStack's `refetchPage` over all loaded pages: after a lost
   * race, what is taken now shows as taken). What is shown stays until each answer arrives: the pages read so far,
   * then the rows shown below them; the last answer leaves only what was read. A list that shrank meanwhile stops at
   * its new last page. A failed page stops there like a failed `loadMore` (the pages read stay, `retry` asks for it
   * again; a failed page 1 leaves the list as it was). Starting over meanwhile (`reset`, `reload`, `clear`, another `refetchLoaded`) drops the rest.
   */
  async refetchLoaded(): Promise<boolean> {
    const fetchPage = this.fetchPage;
    if (!fetchPage) return false;
    const pages = Math.max(1, this.page);
    const shown = this.items;
    this.abort();
    const generation = this.generation;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    this.error = null;
    let read: readonly T[] = [];
    let last = pages;
    for (let page = 1; page <= last; page++) {
      try {
        const result = await fetchPage(page, controller.signal);
        if (generation !== this.generation) return false;
        const rows = result.items.filter(this.keep);
        read = page === 1 ? rows : [...read, ...this.unseen(rows, read)];
        last = Math.min(pages, result.totalPage);
        const done = page >= last;
        const now = read;
        runInAction(() => {
          this.items = done ? now : [...now, ...this.below(shown, now)];
          this.totalPage = result.totalPage;
          if (!done) return;
          this.page = Math.max(page, result.page);
          this.status = 'ready';
          this.controller = null;
        });
      } catch (error) {
        if (generation !== this.generation || isAbort(error)) return false;
        const now = read;
        runInAction(() => {
          // Page 1 failed: what was shown stays as it was (a failed reload).
          if (page > 1) {
            this.items = now;
            this.page = page - 1;
          }
          this.error = toErrorDetail(error);
          this.status = 'error';
          this.failedPage = page;
          this.controller = null;
        });
        return false;
      }
    }
    return true;
  }

  private abort(): void {
    this.controller?.abort();
    this.controller = null;
    this.generation += 1;
  }

  private async fetch(page: number): Promise<boolean> {
    const fetchPage = this.fetchPage;
    if (!fetchPage) return false;
    const generation = this.generation;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    this.error = null;
    try {
      const result = await fetchPage(page, controller.signal);
      if (generation !== this.generation) return false;
      runInAction(() => {
        const rows = result.items.filter(this.keep);
        this.items = page === 1 ? rows : [...this.items, ...this.unseen(rows)];
        this.page = Math.max(page, result.page);
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
        this.failedPage = page;
        this.controller = null;
      });
      return false;
    }
  }
}
