import { isRouteErrorResponse } from 'react-router-dom';
import { isDomainError, type DomainError } from '@kado/domain';

/** What the error page shows: a status code and either an i18n key or a server message. */
export interface RouteErrorView {
  readonly status: number;
  /** A message from the server (already Indonesian), shown as is. */
  readonly message?: string;
  /** Otherwise an i18n key; 'error.fallback' is the spec's 'Error'. */
  readonly messageKey: string;
}

function fromDomainError(error: DomainError): RouteErrorView {
  const d = error.detail;
  switch (d.kind) {
    case 'not-found':
      return { status: 404, message: d.message || undefined, messageKey: 'notFound.title' };
    case 'validation':
      return { status: 422, message: d.message || undefined, messageKey: 'state.unexpected' };
    case 'bad-request':
      return { status: 400, message: d.message || undefined, messageKey: 'state.unexpected' };
    case 'conflict':
      return { status: 409, message: d.message || undefined, messageKey: 'state.unexpected' };
    case 'unauthorized':
      return { status: 401, messageKey: 'errorKind.unauthorized' };
    case 'forbidden':
      return { status: 403, messageKey: 'errorKind.forbidden' };
    case 'offline':
      return { status: 500, messageKey: 'state.offline' };
    case 'timeout':
      return { status: 500, messageKey: 'errorKind.timeout' };
    case 'unexpected':
      return { status: 500, messageKey: 'state.unexpected' };
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
