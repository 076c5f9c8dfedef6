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
