import { isHTTPError, isTimeoutError } from 'ky';
import { DomainError, domainError, errorMessageFor, isNotFoundRedirect, retryAfterSeconds, UNEXPECTED_ERROR_TEXT } from '@kado/domain';

/** Spec §8 fallback for every failure without a usable server message (the domain's text). */
export const UNEXPECTED_MESSAGE = UNEXPECTED_ERROR_TEXT;

interface ErrorBody {
  /** The parsed JSON body (null when it was not JSON): the domain's rule reads the shown text from it. */
  readonly json: unknown;
  readonly message?: string;
  readonly fieldErrors: Record<string, readonly string[]>;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const json: unknown = JSON.parse(await response.text());
    if (typeof json !== 'object' || json === null) return { json, fieldErrors: {} };
    const { message, errors } = json as { message?: unknown; errors?: unknown };
    const fieldErrors: Record<string, readonly string[]> = {};
    if (typeof errors === 'object' && errors !== null) {
      for (const [field, list] of Object.entries(errors)) {
        if (Array.isArray(list)) fieldErrors[field] = list.filter((item): item is string => typeof item === 'string');
        else if (typeof list === 'string') fieldErrors[field] = [list];
      }
    }
    return { json, message: typeof message === 'string' && message !== '' ? message : undefined, fieldErrors };
  } catch {
    return { json: null, fieldErrors: {} };
  }
}

/** Maps an HTTP status and error body to a domain error, once, per spec §8. */
export async function statusToDomainError(
  response: Response,
  path: string,
  onNotFoundRedirect?: () => void,
): Promise<DomainError> {
  const status = response.status;
  const body = await readErrorBody(response);
  // The shown text of spec §8 (422 first field error, 400/404 the server's message, else the fallback) is the
  // domain's rule, in one place; screens read it through the domain's shownError.
  switch (status) {
    case 490: {
      const redirectTo404 = isNotFoundRedirect(status, path);
      if (redirectTo404) onNotFoundRedirect?.();
      // 490 is the portal's other not-found: its message is read as a 404's.
      return domainError({ kind: 'not-found', message: errorMessageFor(404, body.json), redirectTo404 });
    }
    case 422:
      return domainError({ kind: 'validation', message: errorMessageFor(status, body.json), fieldErrors: body.fieldErrors });
    case 400:
      return domainError({ kind: 'bad-request', message: errorMessageFor(status, body.json) });
    case 404:
      return domainError({ kind: 'not-found', message: errorMessageFor(status, body.json), redirectTo404: false });
    case 429:
      // Decision 0240: the wait comes from Retry-After; a screen words it itself.
      return domainError({ kind: 'rate-limited', message: body.message ?? UNEXPECTED_MESSAGE, retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), Date.now()) });
    case 413:
      // Decision 0240: the portal's text ('Ukuran gambar maksimal 5 MB', 'Data yang dikirim terlalu besar') is shown.
      return domainError({ kind: 'too-large', message: body.message ?? UNEXPECTED_MESSAGE });
    case 401:
      return domainError({ kind: 'unauthorized' });
    case 403:
      return domainError({ kind: 'forbidden' });
    case 409:
      // The server's words, kept for the store's logic and the logs; a screen shows the fallback (spec §8).
      return domainError({ kind: 'conflict', message: body.message ?? UNEXPECTED_MESSAGE });
    default:
      return domainError({ kind: 'unexpected', message: UNEXPECTED_MESSAGE }, `HTTP ${status}`);
  }
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Turns whatever a ky call threw into what the adapter rejects with: a DomainError, or the caller's
 * own abort reason unchanged (a debounced search ignores it; an abort is not "offline").
 */
export async function toDomainError(
  error: unknown,
  path: string,
  signal: AbortSignal | undefined,
  onNotFoundRedirect?: () => void,
): Promise<unknown> {
  if (error instanceof DomainError) return error;
  if (signal?.aborted) return signal.reason ?? error;
  if (isAbortError(error)) return error;
  if (isHTTPError(error)) return statusToDomainError(error.response, path, onNotFoundRedirect);
  if (isTimeoutError(error)) return domainError({ kind: 'timeout' }, error);
  // fetch rejects with a TypeError when the network is unreachable.
  if (error instanceof TypeError) return domainError({ kind: 'offline' }, error);
  return domainError({ kind: 'unexpected', message: UNEXPECTED_MESSAGE }, error);
}
