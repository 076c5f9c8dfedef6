import { makeObservable, observable, observableRef, computed, actionBound, runInAction } from 'mobx';
import type { DomainErrorDetail } from '@kado/domain';
import { isAbort, toErrorDetail, type LoadStatus } from './status';

/** Reads the value of one key; the signal aborts it when a newer request replaces it. */
type QueryFn<K, T> = (key: K, signal: AbortSignal) => Promise<T>;

interface QueryOptions<K, T> {
  /** The request (TanStack's `queryFn`). */
  readonly fetch: QueryFn<K, T>;
  /** How two keys compare (TanStack's query hash); by default the key itself, or its JSON for an object. */
  readonly hash?: (key: K) => string;
  /** How long an answer stays fresh, in ms; `ensure()` does not ask again while it is. Default: until `refresh()`/`invalidate()`. */
  readonly staleTime?: number;
  /** Keep the previous key's data shown while a new key loads (default: forget it, so one page never shows another's data). */
  readonly keepPreviousData?: boolean;
  /** The clock (tests). */
  readonly now?: () => number;
}

function defaultHash(key: unknown): string {
  return typeof key === 'string' ? key : JSON.stringify(key);
}

/**
 * One keyed value read from the portal, in the shape of TanStack's query core: `status`, `data`, `error`, a key.
 * - `ensure(key)` is idempotent: fresh data of the same key is kept (no request) and a request in flight for the
 *   same key is joined, not repeated.
 * - `fetch(key)` always asks (a newer request aborts the older one); `refresh()` asks again for the current key.
 * - `revisit(key)` is a new visit of a page read on each visit (its route's loader): a request in flight for the same
 *   key is joined, else it asks again, fresh data or not (decisions 0360, 0370).
 * - Stale-answer safe: an answer (or failure) of an older key or request never overwrites a newer one.
 * - A failed reload keeps the data already shown, with `error` set.
 * Every call answers whether it produced data for that call and never throws.
 */
export class Query<K, T> {
  data: T | null = null;
  key: K | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  /** When the data was last answered (0 before). */
  updatedAt = 0;
  private stale = false;
  private seq = 0;
  private controller: AbortController | null = null;
  private inflight: Promise<boolean> | null = null;
  private readonly options: QueryOptions<K, T>;

  constructor(options: QueryOptions<K, T> | QueryFn<K, T>) {
    this.options = typeof options === 'function' ? { fetch: options } : options;
    makeObservable<Query<K, T>, 'stale'>(this, {
      // The portal's answers are immutable data, replaced as a whole: a reference is observed, not every field
      // (a deep copy into observables cost a long task on the home page of a mid-range phone).
      data: observableRef,
      key: observableRef,
      status: observable,
      error: observableRef,
      updatedAt: observable,
      stale: observable,
      isLoading: computed,
      isReady: computed,
      isError: computed,
      isFetching: computed,
      fetch: actionBound,
      ensure: actionBound,
      revisit: actionBound,
      refresh: actionBound,
      setData: actionBound,
      put: actionBound,
      invalidate: actionBound,
      cancel: actionBound,
      reset: actionBound,
    });
  }

  /** Loading with nothing to show yet (a skeleton). */
  get isLoading(): boolean {
    return this.status === 'loading' && this.data === null;
  }

  /** A request is running (with or without data shown). */
  get isFetching(): boolean {
    return this.status === 'loading';
  }

  get isReady(): boolean {
    return this.status === 'ready';
  }

  get isError(): boolean {
    return this.status === 'error';
  }

  /** True when `key` is the key of this query now. */
  is(key: K): boolean {
    return this.key !== null && this.hashOf(this.key) === this.hashOf(key);
  }

  /** Fresh: answered for this key, not invalidated and younger than `staleTime`. */
  isFresh(key: K): boolean {
    if (!this.is(key) || this.status !== 'ready' || this.stale) return false;
    const staleTime = this.options.staleTime ?? Number.POSITIVE_INFINITY;
    return this.now() - this.updatedAt < staleTime;
  }

  /** Data for `key`, asking only when there is none fresh and none on the way. */
  ensure(key: K): Promise<boolean> {
    if (this.isFresh(key)) return Promise.resolve(true);
    return this.revisit(key);
  }

  /** `key` read again (a new visit of a page read on each visit), unless a request for it is in flight: then it is joined. */
  revisit(key: K): Promise<boolean> {
    if (this.is(key) && this.status === 'loading' && this.inflight) return this.inflight;
    return this.fetch(key);
  }

  /** Asks for `key` now; a request in flight (any key) is aborted and its answer ignored. */
  fetch(key: K): Promise<boolean> {
    if (!this.is(key)) {
      if (!this.options.keepPreviousData) {
        this.data = null;
        this.updatedAt = 0;
      }
      this.key = key;
    }
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const seq = ++this.seq;
    this.status = 'loading';
    this.error = null;
    const run = async (): Promise<boolean> => {
      try {
        const data = await this.options.fetch(key, controller.signal);
        if (seq !== this.seq) return false;
        runInAction(() => {
          this.data = data;
          this.status = 'ready';
          this.stale = false;
          this.updatedAt = this.now();
          this.controller = null;
          this.inflight = null;
        });
        return true;
      } catch (error) {
        if (seq !== this.seq || isAbort(error)) return false;
        runInAction(() => {
          this.error = toErrorDetail(error);
          this.status = 'error';
          this.controller = null;
          this.inflight = null;
        });
        return false;
      }
    };
    const done = run();
    this.inflight = done;
    return done;
  }

  /** Asks again for the current key (pull to refresh, the retry button); false when there is no key. */
  refresh(): Promise<boolean> {
    if (this.key === null) return Promise.resolve(false);
    return this.fetch(this.key);
  }

  /** Replaces the data in place (an optimistic change, an answer of a mutation); no request. */
  setData(data: T | ((previous: T | null) => T)): void {
    this.data = typeof data === 'function' ? (data as (previous: T | null) => T)(this.data) : data;
  }

  /**
   * Puts the answer for `key` in place without asking (TanStack's `setQueryData` for a key): the answer of a
   * mutation about another key (an order just placed). A request in flight is aborted and its answer ignored.
   */
  put(key: K, data: T): void {
    this.drop();
    this.key = key;
    this.data = data;
    this.status = 'ready';
    this.error = null;
    this.stale = false;
    this.updatedAt = this.now();
  }

  /** Marks the data stale: the next `ensure()` asks again (the data stays shown). */
  invalidate(): void {
    this.stale = true;
  }

  /** Aborts a request in flight; its answer is ignored and the status goes back to what the data says. */
  cancel(): void {
    if (this.status !== 'loading') return;
    this.drop();
    this.status = this.data === null ? 'idle' : 'ready';
  }

  /** Forgets everything (a logout), aborting a request in flight. */
  reset(): void {
    this.drop();
    this.data = null;
    this.key = null;
    this.status = 'idle';
    this.error = null;
    this.stale = false;
    this.updatedAt = 0;
  }

  /** Aborts the request in flight and makes sure its answer, should it still come, is ignored. */
  private drop(): void {
    this.controller?.abort();
    this.controller = null;
    this.inflight = null;
    this.seq += 1;
  }

  private hashOf(key: K): string {
    return (this.options.hash ?? defaultHash)(key);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
