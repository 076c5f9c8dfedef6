import { isHTTPError, isTimeoutError } from 'ky';
import { DomainError, domainError } from '@kado/domain';

/** Spec §8 fallback for every failure without a usable server message. */
export const UNEXPECTED_MESSAGE = 'Terjadi kesalahan tak terduga';

/** Spec §8: a 490 on this call is handled by the product page itself, not redirected to /404. */
const NO_REDIRECT_PATH = 'v1/products/slug';

interface ErrorBody {
  readonly message?: string;
  readonly fieldErrors: Record<string, readonly string[]>;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const json: unknown = JSON.parse(await response.text());
    if (typeof json !== 'object' || json === null) return { fieldErrors: {} };
    const { message, errors } = json as { message?: unknown; errors?: unknown };
    const fieldErrors: Record<string, readonly string[]> = {};
    if (typeof errors === 'object' && errors !== null) {
      for (const [field, list] of Object.entries(errors)) {
        if (Array.isArray(list)) fieldErrors[field] = list.filter((item): item is string => typeof item === 'string');
      }
    }
    return { message: typeof message === 'string' && message !== '' ? message : undefined, fieldErrors };
  } catch {
    return { fieldErrors: {} };
  }
}

function firstFieldError(fieldErrors: Record<string, readonly string[]>): string | undefined {
  for (const list of Object.values(fieldErrors)) {
    if (list[0]) return list[0];
  }
  return undefined;
}

/** Maps an HTTP status and error body to a domain error, once, per spec §8. */
export async function statusToDomainError(
  response: Response,
  path: string,
  onNotFoundRedirect?: () => void,
): Promise<DomainError> {
  const status = response.status;
  const body = await readErrorBody(response);
  switch (status) {
    case 490: {
      const redirectTo404 = path.replace(/^\/+/, '').split('?')[0] !== NO_REDIRECT_PATH;
      if (redirectTo404) onNotFoundRedirect?.();
      return domainError({ kind: 'not-found', message: body.message ?? UNEXPECTED_MESSAGE, redirectTo404 });
    }
    case 422: {
      const message = firstFieldError(body.fieldErrors) ?? body.message ?? UNEXPECTED_MESSAGE;
      return domainError({ kind: 'validation', message, fieldErrors: body.fieldErrors });
    }
    case 400:
      return domainError({ kind: 'bad-request', message: body.message ?? UNEXPECTED_MESSAGE });
    case 404:
      return domainError({ kind: 'not-found', message: body.message ?? UNEXPECTED_MESSAGE, redirectTo404: false });
    case 401:
      return domainError({ kind: 'unauthorized' });
    case 403:
      return domainError({ kind: 'forbidden' });
    case 409:
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
