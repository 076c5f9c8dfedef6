/** The current time, so rules and stores never read the global clock. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** Fresh unique ids (the dash-less guest id, chat message uuids). */
export interface IdGenerator {
  /** A new unique id without dashes. */
  next(): string;
}

/** A string store that survives reloads (localStorage in a browser); never for tokens. */
export interface KeyValueStorage {
  /** The stored value, or null. */
  getItem(key: string): string | null;
  /** Stores a value. */
  setItem(key: string, value: string): void;
  /** Forgets a value. */
  removeItem(key: string): void;
}

/** Options of a cookie write. */
export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly sameSite?: 'strict' | 'lax' | 'none';
  readonly secure?: boolean;
  readonly path?: string;
}

/** Cookies (tokens with max age 3600 s and 1209600 s, the locale for 365 days; spec §9). */
export interface CookieJar {
  /** A cookie's value, or null. */
  get(name: string): string | null;
  /** Writes a cookie. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Deletes a cookie. */
  remove(name: string): void;
}

/** Analytics sink (page view 250 ms after a route change; spec §4). */
export interface Analytics {
  /** Reports a page view. */
  pageView(path: string): void;
  /** Reports a named event with parameters. */
  event(name: string, params?: Readonly<Record<string, string | number | boolean>>): void;
}

/**
 * A lock shared by every tab of the site (Web Locks in a browser): two tabs never renew the session at once, so a
 * refresh token rotated by one is never sent again by the other (decision 0184).
 */
export interface TabLock {
  /** Runs `task` once no other tab holds the lock `name`; answers what the task answers. */
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}
