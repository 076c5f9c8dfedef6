// A small cache for what the app server asks the portal for a page (decision 0300): page data and link previews of
// anonymous requests, by key, fresh for a while, then served stale while one refresh runs, and one portal read in
// flight per key (single-flight). A write through the app server's /api clears it (app.ts), so a page read after a
// reservation never carries the answers from before it.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export interface CachePolicy {
  /** How long an answer is served without asking the portal again. */
  readonly freshMs: number;
  /** How long after that it is still served (at once) while one refresh runs; 0: never served stale. */
  readonly staleMs: number;
}

interface SwrCacheOptions {
  /** At most this many keys are kept; the least recently used goes first. */
  readonly maxEntries: number;
  /** The time in ms (tests pass their own clock). */
  readonly now?: () => number;
}

interface Entry<V> {
  value?: { readonly value: V; readonly at: number; readonly policy: CachePolicy };
  pending?: Promise<V>;
}

interface SwrCache<V> {
  /**
   * The value of `key`: itself when it is fresh or may be served stale (a refresh is started then), else a promise of
   * the one load in flight for the key. A failed load is not kept: the next call tries again.
   */
  get(key: string, policy: CachePolicy, load: () => Promise<V>): V | Promise<V>;
  /** Forgets every value and every load in flight: the next call of each key asks again. */
  clear(): void;
  readonly size: number;
}

export function createSwrCache<V>(options: SwrCacheOptions): SwrCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  // A load started before clear() must not store what it read into the cleared cache.
  let generation = 0;

  const touch = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const start = (key: string, entry: Entry<V>, policy: CachePolicy, load: () => Promise<V>): Promise<V> => {
    const born = generation;
    const pending = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          if (born === generation && entries.get(key) === entry) {
            entry.value = { value, at: now(), policy };
            delete entry.pending;
          }
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry && entry.pending === pending) delete entry.pending;
          throw error;
        },
      );
    entry.pending = pending;
    return pending;
  };

  return {
    get(key, policy, load) {
      const entry = entries.get(key) ?? {};
      touch(key, entry);
      const kept = entry.value;
      if (kept) {
        const age = now() - kept.at;
        if (age < kept.policy.freshMs) return kept.value;
        if (age < kept.policy.freshMs + kept.policy.staleMs) {
          // Stale: served at once; one refresh at a time, whose failure leaves the stale value in place.
          if (!entry.pending) start(key, entry, policy, load).catch(() => undefined);
          return kept.value;
        }
      }
      return entry.pending ?? start(key, entry, policy, load);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Registry pages change with every reservation: a second at most, never stale, cleared by a write (decision 0300). */
const REGISTRY_POLICY: CachePolicy = { freshMs: 1_000, staleMs: 0 };
/** Home and product pages: fresh for 10 s, then served stale for up to a minute while one refresh runs. */
const CATALOGUE_POLICY: CachePolicy = { freshMs: 10_000, staleMs: 60_000 };

/** What a page's HTML carries from the portal, each possibly at once from the cache. */
interface PageSources<C, P> {
  content(pathname: string, cookieHeader: string | undefined): C | Promise<C>;
  preview(pathname: string, origin: string): P | Promise<P>;
  /** After a write: every page asks the portal again. */
  invalidate(): void;
}

interface CachedPageSourcesOptions<C, P> {
  /** The page data of a path (page-data.ts): called with the cookies as they came, uncached for a session. */
  readonly content: (pathname: string, cookieHeader: string | undefined) => Promise<C>;
  /** The link preview of a path for an origin (link-preview.ts), always as an anonymous visitor. */
  readonly preview: (pathname: string, origin: string) => Promise<P>;
  /** The cache key and policy of a path: its route and params (route-assets.ts' routes). */
  readonly keyOf: (pathname: string) => { readonly key: string; readonly policy: CachePolicy };
  /** Whether the request is a viewer's session: its page is personal and never cached. */
  readonly hasSession: (cookieHeader: string | undefined) => boolean;
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/**
 * Page data and link previews cached per route and params for anonymous requests; a request with a session gets
 * `content` fresh, never from or into the cache. Link previews are anonymous by design and cached for everyone.
 */
export function createCachedPageSources<C, P>(options: CachedPageSourcesOptions<C, P>): PageSources<C, P> {
  const cacheOptions = { maxEntries: options.maxEntries ?? 500, ...(options.now ? { now: options.now } : {}) };
  const contents = createSwrCache<C>(cacheOptions);
  const previews = createSwrCache<P>(cacheOptions);
  return {
    content(pathname, cookieHeader) {
      if (options.hasSession(cookieHeader)) return options.content(pathname, cookieHeader);
      const { key, policy } = options.keyOf(pathname);
      return contents.get(key, policy, () => options.content(pathname, undefined));
    },
    preview(pathname, origin) {
      const { key, policy } = options.keyOf(pathname);
      return previews.get(`${origin} ${key}`, policy, () => options.preview(pathname, origin));
    },
    invalidate() {
      contents.clear();
      previews.clear();
    },
  };
}

/** `value`, or `fallback` when it has not settled within `ms` (or failed). */
export async function within<T>(value: T | Promise<T>, ms: number, fallback: T): Promise<T> {
  if (!(value instanceof Promise)) return value;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([value.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The cache key of a path, its route and params, and the policy of its route (registry pages: REGISTRY_POLICY). */
export function routeCacheKey(routes: RouteObject[]): (pathname: string) => { key: string; policy: CachePolicy } {
  const keyOf = (pathname: string): { key: string; policy: CachePolicy } => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const leaf = matches[matches.length - 1];
    if (!leaf?.route.id) return { key: `path ${pathname}`, policy: CATALOGUE_POLICY };
    const params = Object.entries(leaf.params).sort(([a], [b]) => a.localeCompare(b));
    return { key: `${leaf.route.id} ${JSON.stringify(params)}`, policy: leaf.route.id.startsWith('registry') ? REGISTRY_POLICY : CATALOGUE_POLICY };
  };
  // matchRoutes flattens and ranks the whole route list on every call: a path's answer is kept.
  return memoByPath(keyOf);
}

/** `fn` with its answers kept by path (at most `max` paths; past that the memo starts over). */
export function memoByPath<T>(fn: (pathname: string) => T, max = 2_000): (pathname: string) => T {
  const kept = new Map<string, T>();
  return (pathname) => {
    if (kept.has(pathname)) return kept.get(pathname) as T;
    const value = fn(pathname);
    if (kept.size >= max) kept.clear();
    kept.set(pathname, value);
    return value;
  };
}
