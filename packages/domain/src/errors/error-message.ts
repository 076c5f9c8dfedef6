// Error message choice and the 490 redirect, spec §8 "Error catalogue" and §5 (decision 0014).
import type { DomainErrorDetail } from './domain-error';

/** The fallback text of spec §8 for any error without a usable message. */
export const UNEXPECTED_ERROR_TEXT = 'Terjadi kesalahan tak terduga';

/** The one call whose 490 answer does not redirect to /404 (spec §8). */
export const NOT_FOUND_REDIRECT_EXEMPT_PATH = 'v1/products/slug';

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first message of the first field in a 422 body's `errors` (a field holds a list of texts, or one text). */
export function firstFieldError(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  for (const messages of Object.values(body.errors)) {
    const list: readonly unknown[] = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      const text = nonBlank(message);
      if (text !== null) return text;
    }
  }
  return null;
}

/**
 * Spec §8: 422 shows the first field error message, 400 and 404 the server's message,
 * anything else 'Terjadi kesalahan tak terduga'; a missing text also falls back (a 422 without field errors uses its message first).
 */
export function errorMessageFor(status: number, body: unknown): string {
  const message = isRecord(body) ? nonBlank(body.message) : null;
  if (status === 422) return firstFieldError(body) ?? message ?? UNEXPECTED_ERROR_TEXT;
  if (status === 400 || status === 404) return message ?? UNEXPECTED_ERROR_TEXT;
  return UNEXPECTED_ERROR_TEXT;
}

/**
 * What a screen shows for a failed call: the portal's text chosen by `errorMessageFor`, or a plain word of its own.
 * `offline` and `timeout` are the two failures without an HTTP answer, which spec §8 does not cover (decision 0014).
 */
export type ShownError =
  | { readonly kind: 'message'; readonly text: string }
  /** Too many tries: the screen says to wait, in seconds under a minute, else whole minutes rounded up (decision 0240). */
  | { readonly kind: 'rate-limited'; readonly wait: RetryWait }
  | { readonly kind: 'offline' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'unexpected' };

const SHOWN_UNEXPECTED: ShownError = { kind: 'unexpected' };

/** How long to wait before trying again, as a screen says it. */
export interface RetryWait { readonly unit: 'second' | 'minute'; readonly count: number }

/**
 * Decision 0240: a wait under a minute is said in seconds, a longer one in whole minutes rounded up (never less than
 * the portal asked); a missing, negative or unreadable `Retry-After` is read as one minute.
 */
export function retryWaitOf(seconds: number): RetryWait {
  if (!Number.isFinite(seconds) || seconds <= 0) return { unit: 'minute', count: 1 };
  const whole = Math.ceil(seconds);
  return whole < 60 ? { unit: 'second', count: whole } : { unit: 'minute', count: Math.ceil(whole / 60) };
}

/** The seconds of a `Retry-After` header (delta seconds or an HTTP date), or NaN when it says neither. */
export function retryAfterSeconds(header: string | null | undefined, nowMs: number): number {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return text === '' || Number.isNaN(at) ? Number.NaN : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * Spec §8 on a domain error, the one mapping every screen uses: a 422 (validation), 400 (bad-request) or 404
 * (not-found) shows the message the adapter took with `errorMessageFor`; every other answer (401, 403, 409, 5xx, a
 * malformed body) shows 'Terjadi kesalahan tak terduga'; no answer at all is offline or timeout.
 */
export function shownError(detail: DomainErrorDetail | null | undefined): ShownError {
  if (!detail) return SHOWN_UNEXPECTED;
  switch (detail.kind) {
    case 'validation':
    case 'bad-request':
    case 'not-found':
    case 'too-large': {
      const text = nonBlank(detail.message);
      return text === null || text === UNEXPECTED_ERROR_TEXT ? SHOWN_UNEXPECTED : { kind: 'message', text };
    }
    case 'rate-limited':
      return { kind: 'rate-limited', wait: retryWaitOf(detail.retryAfterSeconds) };
    case 'offline':
      return { kind: 'offline' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'conflict':
    case 'unauthorized':
    case 'forbidden':
    case 'unexpected':
      return SHOWN_UNEXPECTED;
  }
}

/** Spec §8: an HTTP 490 on any call except v1/products/slug redirects to /404 (path with or without /api, slashes, query). */
export function isNotFoundRedirect(status: number, path: string): boolean {
  if (status !== 490) return false;
  const cut = path.search(/[?#]/);
  const bare = (cut === -1 ? path : path.slice(0, cut)).replace(/^\/+|\/+$/g, '').replace(/^api\/+/, '');
  return bare !== NOT_FOUND_REDIRECT_EXEMPT_PATH;
}

/**
 * Spec §5 and §8 ("Server 404/400: show the response message"): the portal's own text of a failed call, or null when
 * it sent none (a screen then words the failure itself, e.g. 'Barang tidak ditemukan.' for a 404 without a message).
 */
export function portalMessageOf(detail: DomainErrorDetail | null | undefined): string | null {
  const shown = shownError(detail);
  return shown.kind === 'message' ? shown.text : null;
}
