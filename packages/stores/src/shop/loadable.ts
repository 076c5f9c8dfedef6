import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail } from '@kado/domain';
import { isAbort, toErrorDetail, type LoadStatus } from '../async-state';

/** Loads one value (a product, a merchant, a section of the home page). */
export type ValueLoader<T> = (signal: AbortSignal) => Promise<T>;

/**
 * One value loaded from the portal, remembered by a key so that coming back to the same page shows it at
 * once (spec §2 page caching). A newer load aborts the older one; a late answer of the older one is ignored.
 * A failed reload keeps the value already shown.
 */
export class Loadable<T> {
  value: T | null = null;
  key: string | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  private controller: AbortController | null = null;
  private seq = 0;
  private lastLoader: ValueLoader<T> | null = null;
  private inflight: Promise<boolean> | null = null;

  constructor() {
    makeAutoObservable<Loadable<T>, 'controller' | 'seq' | 'lastLoader' | 'inflight'>(
      this,
      // The portal's answers are immutable data, replaced as a whole: a reference is observed, not every field of
      // every product (a deep copy into observables cost a long task on the home page of a mid-range phone).
      { controller: false, seq: false, lastLoader: false, inflight: false },
      { autoBind: true, deep: false },
    );
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  /**
   * Loads the value of `key`. Unless `force`, a key already loaded is kept as it is (no request).
   * A different key first forgets the old value, so one product never shows under another's URL.
   */
  load(key: string, loader: ValueLoader<T>, force = false): Promise<boolean> {
    // The same key already loading: wait for that answer instead of asking again.
    if (!force && key === this.key && this.status === 'loading' && this.inflight) return this.inflight;
    if (!force && key === this.key && (this.status === 'ready' || this.status === 'loading')) return Promise.resolve(this.status === 'ready');
    if (key !== this.key) {
      this.value = null;
      this.key = key;
    }
    this.lastLoader = loader;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const seq = ++this.seq;
    this.status = 'loading';
    this.error = null;
    const run = async (): Promise<boolean> => {
      try {
        const value = await loader(controller.signal);
        if (seq !== this.seq) return false;
        runInAction(() => {
          this.value = value;
          this.status = 'ready';
        });
        return true;
      } catch (error) {
        if (seq !== this.seq || isAbort(error)) return false;
        runInAction(() => {
          this.error = toErrorDetail(error);
          this.status = 'error';
        });
        return false;
      }
    };
    const done = run();
    this.inflight = done;
    return done;
  }

  /** Loads the current key again (the retry button). */
  retry(): Promise<boolean> {
    if (this.key === null || this.lastLoader === null) return Promise.resolve(false);
    return this.load(this.key, this.lastLoader, true);
  }

  /** Replaces the value in place (an optimistic change). */
  set(value: T): void {
    this.value = value;
  }

  reset(): void {
    this.controller?.abort();
    this.seq += 1;
    this.value = null;
    this.key = null;
    this.status = 'idle';
    this.error = null;
    this.lastLoader = null;
  }
}
