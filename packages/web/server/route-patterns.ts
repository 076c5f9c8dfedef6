// The route pattern of a request, for log lines and metric labels (issue 29 items 1-2): never the raw path, whose
// usernames, ids and slugs would put shoppers' data in the log and grow the metrics without bound.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { TrieRouter } from 'hono/router/trie-router';
import { matchableRoutes } from '../src/app/route-table';
import { memoByPath } from './page-cache';
import { portalRouteList } from './portal';

/** The paths the app server answers itself (health.ts, rum.ts). */
export const SERVICE_PATHS = ['/healthz', '/readyz', '/metrics', '/rum'] as const;

interface ApiRoute {
  readonly method: string;
  readonly path: string;
}

/** `METHOD /api/v2/gifts/:id` for a portal call; `METHOD /api/*` for a path the contract does not have. */
export function createApiPatterns(routes: readonly ApiRoute[] = portalRouteList()): (method: string, path: string) => string {
  const router = new TrieRouter<string>();
  for (const route of routes) router.add(route.method, route.path, route.path);
  return (method, path) => {
    const upper = method.toUpperCase();
    const [matches] = router.match(upper === 'HEAD' ? 'GET' : upper, path);
    return `${upper} ${matches[0]?.[0] ?? '/api/*'}`;
  };
}

/** `/registry/:username/:product?` for a page path (the one route list, route-table.ts); `/*` for the not-found page. */
function createPagePatterns(): (path: string) => string {
  const routes = matchableRoutes();
  return memoByPath((path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const segments = matches.map((match) => match.route.path).filter((segment): segment is string => Boolean(segment) && segment !== '/');
    return `/${segments.join('/')}`;
  });
}

/** The pattern of any request the app server answers: a service path, the portal, an asset, a file or a page. */
/** How many page paths' patterns are kept (then the memo starts over: bounded whatever paths are asked). */
const PAGE_PATTERNS_KEPT = 2_000;

export function createRoutePatterns(): (method: string, path: string) => string {
  const api = createApiPatterns();
  const page = createPagePatterns();
  const service = new Set<string>(SERVICE_PATHS);
  const pages = new Map<string, string>();
  return (method, path) => {
    if (service.has(path)) return path;
    if (path === '/api' || path.startsWith('/api/')) return api(method, path).slice(method.length + 1);
    if (path.startsWith('/assets/')) return '/assets/*';
    if (path.startsWith('/icons/')) return '/icons/*';
    const last = path.slice(path.lastIndexOf('/') + 1);
    // A file (sw.js, manifest.webmanifest, favicon.svg, or a missing one): one label for all, unbounded names stay out.
    if (last.includes('.') && !path.startsWith('/registry/')) return '/{file}';
    // Matching a path against the route list costs more than the rest of a request line: the last paths are kept.
    const known = pages.get(path);
    if (known !== undefined) return known;
    const pattern = page(path);
    if (pages.size >= PAGE_PATTERNS_KEPT) pages.clear();
    pages.set(path, pattern);
    return pattern;
  };
}

/** Each route id of the route list with its pattern (`registry-public` -> `/registry/:username/:product?`). */
export function routePatternsById(): ReadonlyMap<string, string> {
  const byId = new Map<string, string>();
  const walk = (routes: readonly RouteObject[], prefix: readonly string[]) => {
    for (const route of routes) {
      const here = route.path && route.path !== '/' ? [...prefix, route.path] : prefix;
      if (route.id) byId.set(route.id, `/${here.join('/')}`);
      if (route.children) walk(route.children, here);
    }
  };
  walk(matchableRoutes(), []);
  return byId;
}
