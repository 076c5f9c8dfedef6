import { isDomainError, type DomainErrorDetail } from '@kado/domain';

/** Where a store's last call stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The domain error detail of a caught failure; anything unknown becomes 'unexpected' (raw text never shown). */
export function toErrorDetail(error: unknown): DomainErrorDetail {
  return isDomainError(error) ? error.detail : { kind: 'unexpected' };
}

/** True when a caught value is an abort of our own (a newer request replaced it). */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A copy of `set` with `value` (observable sets of ids are replaced, never edited in place). */
export function withItem<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  return new Set([...set, value]);
}

/** A copy of `set` without `value`. */
export function withoutItem<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  const next = new Set(set);
  next.delete(value);
  return next;
}
