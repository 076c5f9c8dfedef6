// Adapters of the Logger port (spec §8 "Other errors are logged", decision 0195). What reaches them is already
// stripped of secrets by the domain's failedCallFacts; they add nothing of their own.
import type { LogFacts, Logger } from '@kado/domain';

/** Development: the browser console. */
export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'error'> = console) {}
  error(message: string, facts?: LogFacts): void {
    if (facts) this.sink.error(`[kado] ${message}`, facts);
    else this.sink.error(`[kado] ${message}`);
  }
}

/** Production (and tests): nothing is written. */
export class NoopLogger implements Logger {
  error(): void {
    // Intentionally empty: production keeps no client-side log.
  }
}

/** The console in a development build, nowhere in production, test runs or the page server. */
export function defaultLogger(env: { readonly DEV?: boolean; readonly MODE?: string } | undefined = import.meta.env): Logger {
  return env?.DEV === true && env.MODE !== 'test' ? new ConsoleLogger() : new NoopLogger();
}
