import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Page } from '@kado/domain';
import { toErrorDetail, type LoadStatus } from '../async-state';

/**
 * A list that pages as the user scrolls (issue 6): the first page replaces the rows, later pages append,
 * one page at a time; a failure stops the paging and keeps the rows until `retry()`.
 */
export class PagedList<T> {
  items: readonly T[] = [];
  /** The last page loaded (0 before the first). */
  page = 0;
  totalPage = 0;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  private generation = 0;

  constructor(private readonly fetchPage: (page: number) => Promise<Page<T>>) {
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'generation'>(this, { fetchPage: false, generation: false }, { autoBind: true, deep: false });
  }

  /** More pages exist and no load is running or failed. */
  get hasMore(): boolean {
    return this.page < this.totalPage && this.status !== 'loading' && this.status !== 'error';
  }

  /** True while the very first page is loading (screens show skeletons). */
  get isFirstLoad(): boolean {
    return this.status === 'loading' && this.page === 0;
  }

  /** Loads page 1 again, replacing the rows once it answers. */
  reload(): Promise<boolean> {
    this.generation += 1;
    this.page = 0;
    this.totalPage = 0;
    this.status = 'idle';
    return this.load(1);
  }

  /** Loads the next page when the bottom is reached; ignored while loading, after a failure or at the end. */
  loadMore(): Promise<boolean> {
    if (!this.hasMore) return Promise.resolve(false);
    return this.load(this.page + 1);
  }

  /** After a failure: loads the page that failed. */
  retry(): Promise<boolean> {
    if (this.status !== 'error') return Promise.resolve(false);
    return this.load(this.page + 1);
  }

  private async load(page: number): Promise<boolean> {
    if (this.status === 'loading') return false;
    const generation = this.generation;
    this.status = 'loading';
    this.error = null;
    try {
      const result = await this.fetchPage(page);
      if (generation !== this.generation) return false;
      runInAction(() => {
        this.items = page === 1 ? result.items : [...this.items, ...result.items];
        this.page = result.page;
        this.totalPage = result.totalPage;
        this.status = 'ready';
      });
      return true;
    } catch (error) {
      if (generation !== this.generation) return false;
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
      return false;
    }
  }
}
