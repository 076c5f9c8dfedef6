import { isRouteErrorResponse } from 'react-router-dom';
import { isDomainError, shownError, type DomainError, type DomainErrorKind } from '@kado/domain';

/** The shell's text of an error page: a wait takes its count (a plural text), the others none. */
type RouteErrorText =
  | { readonly messageKey: 'errorKind.rateLimitedSeconds' | 'errorKind.rateLimitedMinutes'; readonly values: { readonly count: number } }
  | { readonly messageKey: 'state.unexpected' | 'state.offline' | 'errorKind.timeout' | 'notFound.title' | 'error.fallback'; readonly values?: undefined };

/** What the error page shows: a status code and either an i18n key or a server message. */
type RouteErrorView = RouteErrorText & {
  readonly status: number;
  /** A message from the server (already Indonesian), shown as is; otherwise the key ('error.fallback' is the spec's 'Error'). */
  readonly message?: string;
};

/** The status code each domain error kind stands for on the error page. */
const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  'not-found': 404,
  validation: 422,
  'bad-request': 400,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  'too-large': 413,
  'rate-limited': 429,
  offline: 500,
  timeout: 500,
  unexpected: 500,
};

/** The text through the domain's one rule (`shownError`), the status from the kind. */
function fromDomainError(error: DomainError): RouteErrorView {
  const status = STATUS_OF_KIND[error.detail.kind];
  const shown = shownError(error.detail);
  switch (shown.kind) {
    case 'message':
      return { status, message: shown.text, messageKey: 'state.unexpected' };
    case 'rate-limited':
      return { status, messageKey: shown.wait.unit === 'second' ? 'errorKind.rateLimitedSeconds' : 'errorKind.rateLimitedMinutes', values: { count: shown.wait.count } };
    case 'offline':
      return { status, messageKey: 'state.offline' };
    case 'timeout':
      return { status, messageKey: 'errorKind.timeout' };
    case 'unexpected':
      return { status, messageKey: status === 404 ? 'notFound.title' : 'state.unexpected' };
  }
}

/**
 * Spec §8: route errors show a message and a status code (default 500, fallback message 'Error').
 * Messages of thrown responses and domain errors are the server's and shown; a raw exception's
 * text never reaches the shopper (house style), so it gets the fallback.
 */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    let message: string | undefined;
    if (typeof data === 'string' && data.trim() !== '' && !data.startsWith('Error:')) message = data;
    else if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
      message = (data as { message: string }).message;
    }
    const messageKey = error.status === 404 ? 'notFound.title' : 'error.fallback';
    return { status: error.status, message, messageKey };
  }
  if (isDomainError(error)) return fromDomainError(error);
  return { status: 500, messageKey: 'error.fallback' };
}
