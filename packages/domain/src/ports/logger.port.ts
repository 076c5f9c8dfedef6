/** Plain facts about a failure: never a token, a password, a query string or a request body. */
export type LogFacts = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Where the app writes what went wrong (spec §8 "Other errors are logged and rejected"): the console in development,
 * nowhere in production (decision 0195).
 */
export interface Logger {
  /** Records a failure with its non-secret facts. */
  error(message: string, facts?: LogFacts): void;
}
