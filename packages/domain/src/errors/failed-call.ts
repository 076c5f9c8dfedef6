// Spec §8 "Other errors are logged and rejected": what a failed portal call may leave in a log (decision 0195).
import type { LogFacts } from '../ports/logger.port';
import type { DomainErrorKind } from './domain-error';

/** Longest path kept in a log line. */
const MAX_PATH = 200;

/**
 * The facts of a failed call that are safe to log: the method, the path without its query or fragment (a query may
 * carry a code or an e-mail), the HTTP status and the error kind. Never a header, a token or a body.
 */
export function failedCallFacts(method: string, path: string, status: number | null, kind: DomainErrorKind): LogFacts {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return {
    method: method.toUpperCase(),
    path: bare.length > MAX_PATH ? `${bare.slice(0, MAX_PATH)}…` : bare,
    status: status !== null && Number.isInteger(status) ? status : null,
    kind,
  };
}
