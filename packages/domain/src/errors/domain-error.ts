// Expected failures of a gateway call, mapped once from HTTP statuses by @kado/http (spec §8).

/** What went wrong, as a discriminated union on `kind`; screens switch on it exhaustively. */
export type DomainErrorDetail =
  /** 422: the server rejected fields; `message` is the first field error (spec §8). */
  | { readonly kind: 'validation'; readonly message: string; readonly fieldErrors: Readonly<Record<string, readonly string[]>> }
  /** 404, or 490 (then `redirectTo404` unless the call was v1/products/slug). */
  | { readonly kind: 'not-found'; readonly message: string; readonly redirectTo404: boolean }
  /** 401: not logged in or the session expired. */
  | { readonly kind: 'unauthorized' }
  /** 403: logged in but not allowed. */
  | { readonly kind: 'forbidden' }
  /** 409: the state changed meanwhile (e.g. a gift reserved by someone else). */
  | { readonly kind: 'conflict'; readonly message: string }
  /** 400: the server's message. */
  | { readonly kind: 'bad-request'; readonly message: string }
  /** 429: too many tries of a login, code, sign-up or reservation; `retryAfterSeconds` from `Retry-After` (decision 0240). */
  | { readonly kind: 'rate-limited'; readonly message: string; readonly retryAfterSeconds: number }
  /** 413: the body or the image is above the portal's limit; `message` is the portal's text (decision 0240). */
  | { readonly kind: 'too-large'; readonly message: string }
  /** The network is unreachable. */
  | { readonly kind: 'offline' }
  /** The server did not answer in time. */
  | { readonly kind: 'timeout' }
  /** Anything else, a malformed answer included. */
  | { readonly kind: 'unexpected'; readonly message?: string };

/** The kinds of domain error. */
export type DomainErrorKind = DomainErrorDetail['kind'];

/** The error a gateway rejects with; `detail` says what went wrong. */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  /** `cause` keeps the underlying failure (for logs only, never for a shopper). */
  constructor(
    readonly detail: DomainErrorDetail,
    options?: { readonly cause?: unknown },
  ) {
    super('message' in detail && detail.message ? detail.message : detail.kind, options);
  }

  /** Shortcut for `detail.kind`. */
  get kind(): DomainErrorKind {
    return this.detail.kind;
  }
}

/** Creates a DomainError from its detail. */
export function domainError(detail: DomainErrorDetail, cause?: unknown): DomainError {
  return new DomainError(detail, cause === undefined ? undefined : { cause });
}

/** True when a caught value is a DomainError (optionally of one kind). */
export function isDomainError(value: unknown, kind?: DomainErrorKind): value is DomainError {
  return value instanceof DomainError && (kind === undefined || value.detail.kind === kind);
}

/**
 * True when a failed call may still have been carried out by the portal, its answer lost (a timeout, a dropped
 * connection, offline): the shopper may send it again safely only with the same idempotency key (decision 0213).
 */
export function isOutcomeUnknown(detail: DomainErrorDetail): boolean {
  return detail.kind === 'timeout' || detail.kind === 'offline';
}
