// Adapters of the Logger port (spec §8 "Other errors are logged", decisions 0195 and 0444). What reaches them is
// already stripped of secrets by the domain's failedCallFacts; they add nothing of their own.
import type { LogFacts, Logger } from '@kado/domain';

/** Development: the browser console. */
export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'error'> = console) {}
  error(message: string, facts?: LogFacts): void {
    if (facts) this.sink.error(`[kado] ${message}`, facts);
    else this.sink.error(`[kado] ${message}`);
  }
}

/** Tests and the page server: nothing is written. */
export class NoopLogger implements Logger {
  error(): void {
    // Intentionally empty: tests and the page server keep no client-side log.
  }
}

/**
 * Production: the failures wait (at most 20) for the field data (field-data.ts, loaded after the first screen), which
 * sends their status and kind with the page's beacon (issue 29 item 3, decision 0444).
 */
export class PendingLogger implements Logger {
  /**
   * The failures not yet sent, of every instance (the page has one portal client; the field data, loaded later and
   * without a handle on it, takes them when it sends its beacon).
   */
  static readonly pending: LogFacts[] = [];
  error(_message: string, facts: LogFacts = {}): void {
    if (PendingLogger.pending.length < 20) PendingLogger.pending.push(facts);
  }
}

/** The console in a development build, the field data in production, nowhere in test runs or on the page server. */
export function defaultLogger(env: { readonly DEV?: boolean; readonly MODE?: string; readonly PROD?: boolean } | undefined = import.meta.env): Logger {
  if (env?.DEV === true && env.MODE !== 'test') return new ConsoleLogger();
  return env?.PROD === true ? new PendingLogger() : new NoopLogger();
}
