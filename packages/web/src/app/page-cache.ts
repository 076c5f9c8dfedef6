import { useLocation, useNavigationType } from 'react-router-dom';
import { pageCacheRoute } from '@kado/domain';

/**
 * True when the shopper came back (browser back or forward) to a route of spec §2's page cache (search, brand,
 * product, collection, registry list-product, my-gift): the screen keeps what its store already holds instead of
 * loading page 1 again, and the shell's scroll restoration puts the list where it was (decision 0190).
 */
export function useCachedReturn(): boolean {
  const { pathname } = useLocation();
  return useNavigationType() === 'POP' && pageCacheRoute(pathname) !== null;
}

/**
 * In a route's loader, whether the shopper comes back to its page (browser back or forward) to a route of the page
 * cache, as `useCachedReturn` says in a screen: a back/forward has already moved the browser to the loader's URL,
 * while a link or `navigate()` moves it only once the loaders are done (and the first page, where the browser already
 * is, has nothing kept to reuse). Outside a browser (the app server) it is never a return.
 */
export function isReturnTo(request: Request): boolean {
  if (typeof window === 'undefined') return false;
  const { pathname, search } = new URL(request.url);
  return window.location.pathname === pathname && window.location.search === search && pageCacheRoute(pathname) !== null;
}

const PAGE_KEY = 'kado:page:';

/**
 * Keeps what a cached page shows over a full-page navigation (the brand micro-service, spec §1), for this tab only,
 * tied to the history entry (`locationKey`) it belongs to. A full or blocked storage keeps nothing.
 */
export function rememberPage(route: string, locationKey: string, value: unknown): void {
  if (value === null || value === undefined) return;
  try {
    window.sessionStorage.setItem(`${PAGE_KEY}${route}`, JSON.stringify({ at: locationKey, value }));
  } catch {
    // Nothing kept: coming back loads page 1 as before.
  }
}

/** What `rememberPage` kept for this history entry, once (it is forgotten when read); null for any other entry. */
export function recallPage(route: string, locationKey: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(`${PAGE_KEY}${route}`);
    if (raw === null) return null;
    window.sessionStorage.removeItem(`${PAGE_KEY}${route}`);
    const kept = JSON.parse(raw) as { at?: unknown; value?: unknown };
    return kept.at === locationKey ? (kept.value ?? null) : null;
  } catch {
    return null;
  }
}
