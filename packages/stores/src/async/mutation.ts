import { makeObservable, observable, observableRef, computed, actionBound, runInAction, type ObservableMap } from 'mobx';
import type { DomainErrorDetail } from '@kado/domain';
import { toErrorDetail } from './status';

/** What one submission came to: refused (a double submission), failed (with the error) or done (with the answer). */
type MutationResult<R> =
  | { readonly ok: true; readonly value: R }
  | { readonly ok: false; readonly refused: boolean; readonly error: DomainErrorDetail | null };

interface MutationOptions<V, R> {
  /** The write (TanStack's `mutationFn`). */
  readonly run: (variables: V) => Promise<R>;
  /**
   * The item a submission is about (per-key pending for item actions). With `concurrency: 'per-key'` two
   * different keys run side by side and only the same key is refused; otherwise the key only names what runs.
   */
  readonly key?: (variables: V) => string;
  /** 'single' (default): one submission at a time; 'per-key': one per key. */
  readonly concurrency?: 'single' | 'per-key';
  /** Runs after a success, inside the pending window (update the stores' data). */
  readonly onSuccess?: (value: R, variables: V) => void | Promise<void>;
}

/**
 * One writing action (TanStack's mutation, MobX-native): `pending` while it runs, `error` when it failed (a
 * domain error detail, never raw text), and a second submission while one is pending is refused, not sent
 * (double submission); with a key, `isPending(key)` says which item is busy (a spinner on that row only).
 * `submit()` never throws.
 */
export class Mutation<V = void, R = void> {
  error: DomainErrorDetail | null = null;
  /** The key of the last failure (which row shows the error). */
  errorKey: string | null = null;
  /**
   * The keys of the running submissions. A map, not a set: MobX tracks `has(key)` of a map key by key, so a row that
   * asks whether it is pending re-renders when its own key comes or goes, not when any row's does (issue 32: a tap on
   * one gift re-rendered every gift card's buttons twice).
   */
  private readonly pendingByKey: ObservableMap<string, true> = observable.map<string, true>({}, { deep: false });
  private running = 0;
  private readonly options: MutationOptions<V, R>;

  constructor(options: MutationOptions<V, R> | ((variables: V) => Promise<R>)) {
    this.options = typeof options === 'function' ? { run: options } : options;
    makeObservable<Mutation<V, R>, 'running'>(this, {
      error: observableRef,
      errorKey: observable,
      pendingKeys: computed,
      running: observable,
      pending: computed,
      pendingKey: computed,
      submit: actionBound,
      run: actionBound,
      clearError: actionBound,
    });
  }

  /** The keys of the running submissions (what a list shows as busy). */
  get pendingKeys(): ReadonlySet<string> {
    return new Set(this.pendingByKey.keys());
  }

  /** Any submission is running. */
  get pending(): boolean {
    return this.running > 0;
  }

  /** The key of a running submission (single concurrency: the one that runs), else null. */
  get pendingKey(): string | null {
    for (const key of this.pendingByKey.keys()) return key;
    return null;
  }

  /** With a key: that item's submission runs; without: any runs. */
  isPending(key?: string): boolean {
    return key === undefined ? this.pending : this.pendingByKey.has(key);
  }

  /** Sends the write unless a submission that would double it is pending. */
  async submit(variables: V): Promise<MutationResult<R>> {
    const key = this.options.key?.(variables) ?? null;
    const perKey = this.options.concurrency === 'per-key' && key !== null;
    if (perKey ? this.pendingByKey.has(key) : this.running > 0) return { ok: false, refused: true, error: null };
    this.running += 1;
    if (key !== null) this.pendingByKey.set(key, true);
    this.error = null;
    this.errorKey = null;
    let failure: DomainErrorDetail | null = null;
    let value: R | undefined;
    try {
      value = await this.options.run(variables);
      await this.options.onSuccess?.(value, variables);
    } catch (error) {
      failure = toErrorDetail(error);
    }
    // One transaction: observers never see the failure while still pending.
    runInAction(() => {
      this.running -= 1;
      if (key !== null) this.pendingByKey.delete(key);
      if (failure) {
        this.error = failure;
        this.errorKey = key;
      }
    });
    return failure ? { ok: false, refused: false, error: failure } : { ok: true, value: value as R };
  }

  /** Sends the write; answers whether it worked (a refused double submission answers false). */
  async run(variables: V): Promise<boolean> {
    return (await this.submit(variables)).ok;
  }

  clearError(): void {
    this.error = null;
    this.errorKey = null;
  }
}
