import { isHTTPError } from 'ky';
import { failedCallFacts, isDomainError, type Logger } from '@kado/domain';

/**
 * Spec §8 "Other errors are logged and rejected": logs a failed call with the domain's safe facts (method, bare path,
 * status, kind) and answers the failure to throw. The caller's own abort is not a failure and is not logged.
 */
export function logFailedCall(logger: Logger | undefined, method: string, path: string, cause: unknown, failure: unknown): unknown {
  if (logger && isDomainError(failure)) {
    const status = isHTTPError(cause) ? cause.response.status : null;
    logger.error('Portal call failed', failedCallFacts(method, path, status, failure.kind));
  }
  return failure;
}
