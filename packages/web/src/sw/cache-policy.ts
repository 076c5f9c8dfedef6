// What the service worker keeps, and where (decision 0221). A pure function of the request, so tests check every kind.

/** Runtime caches, each bounded (the precache holds the app's built files and is not listed here). */
export const RUNTIME_CACHES = {
  /** Pages opened (their HTML carries the portal answers the server put in it): the last 30, a week. */
  pages: { name: 'kado-pages', maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
  /** Portal answers (GET /api/…): the last 100, a week. */
  data: { name: 'kado-data', maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
  /** Product and registry images (/api/images/…, uploads): the last 120, 30 days. */
  images: { name: 'kado-images', maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
  /** Public registry pages (/registry/{username}, issue 16 item 4): the last 5, 30 days (decision 0224). */
  registries: { name: 'kado-registries', maxEntries: 5, maxAgeSeconds: 30 * 24 * 3600 },
  /** Their portal answers (the registry and its gift pages): about 5 registries' worth, 30 days. */
  registryData: { name: 'kado-registry-data', maxEntries: 25, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** A kept copy's time: a header on kept portal answers, a meta tag in kept registry pages (decision 0224). */
export const KEPT_AT_HEADER = 'x-kado-kept-at';
export const KEPT_AT_META = 'kado-kept-at';

/** /registry/{first}: the owner's own pages, not a registry of that name (route-table.ts). */
const OWNER_PAGES = new Set(['setting', 'pratinjau', 'ucapan', 'list-product', 'search', 'address-book', 'create-external-product', 'checkout', 'external-checkout']);

/** The username of a public registry page (/registry/{username}), or null. */
export function registryPageUsername(pathname: string): string | null {
  const match = /^\/registry\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || OWNER_PAGES.has(match[1])) return null;
  return match[1];
}

/** The app server's own routes (server/health.ts): always the network, never a kept copy or the app shell. */
const SERVER_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** The message the page posts when the session ends: the pages and answers kept for that user are dropped. */
export const CLEAR_USER_DATA = 'kado:clear-user-data';

type RequestKind = 'page' | 'registry-page' | 'data' | 'registry-data' | 'image' | 'other';

interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
  readonly destination: string;
  /** The request's headers (a Request has them): an event stream says so in Accept. */
  readonly headers?: { get(name: string): string | null };
}

/**
 * A server-sent event stream (issue 26): asked for with `Accept: text/event-stream`, or a portal path ending in
 * `/events` or `/stream`. The worker never touches one: a stream held by the worker outlives its page (and a cache
 * put of it never ends), so every reload left a connection open until the browser's six per site were gone.
 */
export function isEventStream(request: RequestFacts): boolean {
  if ((request.headers?.get('accept') ?? '').toLowerCase().includes('text/event-stream')) return true;
  const { pathname } = new URL(request.url);
  return /\/(events|stream)\/?$/.test(pathname);
}

/**
 * How a request is answered: 'page' (a navigation: network first, then the kept page, then the app shell), 'registry-page' and 'registry-data' (the
 * last registries a giver opened, kept longer and answered from the kept copy on a weak signal too), 'data'
 * (a portal GET: network first, then the kept answer), 'image' (cache first) or 'other' (the network, as without a
 * worker: other origins, writes, the app's own files that the precache already answers).
 */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  if (request.method !== 'GET') return 'other';
  if (isEventStream(request)) return 'other';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'other';
  // The app server's own health, readiness and metrics answers are never kept (issue 29 item 2).
  if (SERVER_PATHS.has(url.pathname)) return 'other';
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return 'other';
    return registryPageUsername(url.pathname) !== null ? 'registry-page' : 'page';
  }
  if (request.destination === 'image' || url.pathname.startsWith('/api/images/') || url.pathname.startsWith('/api/uploads/')) return 'image';
  // A public registry and its gifts (RegistryGateway.registry, giftPage, giftProduct).
  if (/^\/api\/v2\/gifts\/(?!address\b)[^/]+$/.test(url.pathname) || url.pathname.startsWith('/api/v2/gift-products/')) return 'registry-data';
  if (url.pathname.startsWith('/api/')) return 'data';
  return 'other';
}

/** Whether a message from a page asks to drop the kept pages and answers (logout). */
export function isClearUserData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CLEAR_USER_DATA;
}

/**
 * Whether the worker keeps a picture's answer (issue 30 item 4, decision 0426): not one marked `private` (a private
 * registry's picture, answered to its owner alone): the image cache outlives a logout, and a shared phone must not
 * show it to the next person.
 */
export function keepsImage(cacheControl: string | null): boolean {
  return !(cacheControl ?? '').split(',').some((part) => part.trim().toLowerCase() === 'private');
}
