import { makeObservable, observable, observableRef, computed, actionBound } from 'mobx';
import type { DomainErrorDetail, Page } from '@kado/domain';
import type { LoadStatus } from './status';

/** What a list shows, kept over a full-page navigation (spec §2 page caching). */
export interface PagedSnapshot<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPage: number;
}

export interface PagedQueryOptions<T> {
  /** Only these items are shown (e.g. products that exist). */
  readonly keep?: (item: T) => boolean;
  /** An item's identity: a row already shown is not repeated when a later page holds it again (the list moved). */
  readonly identify?: (item: T) => string;
  /** Rows the portal sends per page: with `identify`, `replacePage` puts a page read again in its place. */
  readonly pageSize?: number;
}

/**
 * What a paged list shows and its edits in place, without a request (`PagedQuery` reads the pages): the rows, the
 * pages loaded and known, the status; a row prepended, appended, updated or removed, a snapshot kept and restored, a
 * page read elsewhere put back in its place, and how a page read merges with the rows shown.
 */
export class PagedItems<T> {
  items: readonly T[] = [];
  /** The last page loaded, 0 before the first. */
  page = 0;
  /** Pages the portal says exist (1 until the first answer, so a list that never loaded has more). */
  totalPage = 1;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  protected readonly keep: (item: T) => boolean;
  protected readonly identify: ((item: T) => string) | null;
  private readonly pageSize: number | null;

  constructor(options: PagedQueryOptions<T>) {
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
      isEmpty: computed,
      isFirstLoad: computed,
      isLoadingMore: computed,
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

  /** The rows of a page read that are not shown yet (by identity). */
  protected unseen(rows: readonly T[], shown: readonly T[] = this.items): readonly T[] {
    const identify = this.identify;
    if (!identify) return rows;
    const seen = new Set(shown.map(identify));
    return rows.filter((row) => !seen.has(identify(row)));
  }

  /** The rows shown below the pages read again so far (by identity, else by position). */
  protected below(shown: readonly T[], read: readonly T[]): readonly T[] {
    const identify = this.identify;
    if (!identify) return shown.slice(read.length);
    const ids = new Set(read.map(identify));
    const lastRead = shown.reduce((at, row, i) => (ids.has(identify(row)) ? i : at), -1);
    return shown.slice(lastRead + 1).filter((row) => !ids.has(identify(row)));
  }
}
