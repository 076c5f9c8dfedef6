import { makeObservable, observable, observableRef, computed, actionBound, runInAction } from 'mobx';
import type { DomainErrorDetail, Page } from '@kado/domain';
import { isAbort, toErrorDetail, type LoadStatus } from './status';

/** Loads one page (1-based); the signal aborts it when the list starts over. */
type PageFn<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

/** What a list shows, kept over a full-page navigation (spec §2 page caching). */
export interface PagedSnapshot<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPage: number;
}

interface PagedQueryOptions<T> {
  /** Only these items are shown (e.g. products that exist). */
  readonly keep?: (item: T) => boolean;
  /** An item's identity: a row already shown is not repeated when a later page holds it again (the list moved). */
  readonly identify?: (item: T) => string;
  /** Rows the portal sends per page: with `identify`, `replacePage` puts a page read again in its place. */
  readonly pageSize?: number;
}

/**
 * A list that pages as the user scrolls (TanStack's infinite query, MobX-native): the first page, then
 * `loadMore()` appends the next one, one page at a time. A failed page stops the paging and keeps what was
 * shown (spec §8 "Infinite lists stop loading on error") until `retry()` loads that page again. Starting over
 * (`reset`, `reload`, `clear`) aborts a page in flight and ignores its late answer. Items can be prepended,
 * updated and removed in place (a reply just posted, an optimistic vote, an unfavourited product).
 */
export class PagedQuery<T> {
  items: readonly T[] = [];
  /** The last page loaded, 0 before the first. */
  page = 0;
  /** Pages the portal says exist (1 until the first answer, so a list that never loaded has more). */
  totalPage = 1;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  private fetchPage: PageFn<T> | null;
  private controller: AbortController | null = null;
  private generation = 0;
  /** The page whose request failed (retry asks for it again). */
  private failedPage = 0;
  private readonly keep: (item: T) => boolean;
  private readonly identify: ((item: T) => string) | null;
  private readonly pageSize: number | null;

  constructor(fetchPage: PageFn<T> | null = null, options: PagedQueryOptions<T> = {}) {
    this.fetchPage = fetchPage;
    this.keep = options.keep ?? (() => true);
    this.identify = options.identify ?? null;
    this.pageSize = options.pageSize ?? null;
    makeObservable(this, {
      // Pages are replaced as a whole, never edited in place: observe references, not a deep copy of every item.
      items: observableRef,
      page: observable,
      totalPage: observable,
      status: observable,
      error: observableRef,
      hasMore: computed,
      knownPages: computed,
      pagesLeft: computed,
      canLoadMore: computed,
      isEmpty: computed,
      isFirstLoad: computed,
      isLoadingMore: computed,
      reset: actionBound,
      reload: actionBound,
      clear: actionBound,
      loadMore: actionBound,
      retry: actionBound,
      refetchLoaded: actionBound,
      replacePage: actionBound,
      restore: actionBound,
      update: actionBound,
      prepend: actionBound,
      append: actionBound,
      remove: actionBound,
      setItems: actionBound,
      snapshot: actionBound,
    });
  }

  /** More pages exist and the last call did not fail (true while a page loads). */
  get hasMore(): boolean {
    return this.status !== 'error' && this.page < this.totalPage;
  }

  /** Pages the portal says exist: 0 before its first answer. */
  get knownPages(): number {
    return this.page === 0 ? 0 : this.totalPage;
  }

  /** Pages the portal said exist are not all shown yet, a failed one included (loadMore asks for it again). */
  get pagesLeft(): boolean {
    return this.page < this.knownPages;
  }

  /** `loadMore()` would ask now: more pages, no failure, nothing loading. */
  get canLoadMore(): boolean {
    return this.hasMore && this.status !== 'loading' && this.fetchPage !== null;
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0 && !this.hasMore;
  }

  /** True while the first page loads (a skeleton shows instead of the list). */
  get isFirstLoad(): boolean {
    return this.status === 'loading' && this.page === 0;
  }

  /** True while a later page loads (a spinner under the list). */
  get isLoadingMore(): boolean {
    return this.status === 'loading' && this.page > 0;
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

  /**
   * Puts a page read again elsewhere (the live registry's poll) in its place, when it holds the same rows in the same
   * order as the page shown (needs `identify` and `pageSize`). Answers false when the list has shifted (a row added,
   * removed or moved to another page) and nothing changed: read the loaded pages again instead (`refetchLoaded`).
   */
  replacePage(page: number, answer: Page<T>): boolean {
    const { identify, pageSize } = this;
    if (identify === null || pageSize === null || !answer.items.every(this.keep)) return false;
    const start = (page - 1) * pageSize;
    const slice = this.items.slice(start, start + pageSize);
    const rows = answer.items;
    if (slice.length !== rows.length || slice.some((row, i) => identify(row) !== identify(rows[i] as T))) return false;
    this.items = [...this.items.slice(0, start), ...rows, ...this.items.slice(start + pageSize)];
    return true;
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

  /** Replaces matching items in place (an optimistic vote, a new reply count). */
  update(predicate: (item: T) => boolean, change: (item: T) => T): void {
    this.items = this.items.map((item) => (predicate(item) ? change(item) : item));
  }

  /** Puts an item first (a reply just posted: newest first). */
  prepend(item: T): void {
    this.items = [item, ...this.items];
  }

  /** Puts an item last (a row just added at the end). */
  append(item: T): void {
    this.items = [...this.items, item];
  }

  /** Removes matching items (an unfavourited product). */
  remove(predicate: (item: T) => boolean): void {
    this.items = this.items.filter((item) => !predicate(item));
  }

  /** Puts back the items as they were (an optimistic change undone). */
  setItems(items: readonly T[]): void {
    this.items = items;
  }

  private unseen(rows: readonly T[], shown: readonly T[] = this.items): readonly T[] {
    const identify = this.identify;
    if (!identify) return rows;
    const seen = new Set(shown.map(identify));
    return rows.filter((row) => !seen.has(identify(row)));
  }

  /** The rows shown below the pages read again so far (by identity, else by position). */
  private below(shown: readonly T[], read: readonly T[]): readonly T[] {
    const identify = this.identify;
    if (!identify) return shown.slice(read.length);
    const ids = new Set(read.map(identify));
    const lastRead = shown.reduce((at, row, i) => (ids.has(identify(row)) ? i : at), -1);
    return shown.slice(lastRead + 1).filter((row) => !ids.has(identify(row)));
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
