import { guardDecision } from '@kado/domain';
import { ROUTE_ENTRIES, type RouteEntry } from '../src/app/route-table';
import { routeGuards } from '../src/app/route-guards';
import { ROUTE_SAMPLE_URLS } from './route-samples';

/**
 * The URLs that open a route: its entry of `samples` (e2e/route-samples.ts), or its own path when it has no params;
 * none for a layout or the 404 catch-all.
 */
export function routeSamples(entry: RouteEntry, samples: Readonly<Record<string, readonly string[]>> = ROUTE_SAMPLE_URLS): readonly string[] {
  const named = Object.hasOwn(samples, entry.id) ? samples[entry.id] : undefined;
  if (named !== undefined) return named;
  if (entry.children || entry.path === '*' || entry.path?.includes(':')) return [];
  return [entry.index ? '/' : `/${entry.path ?? ''}`];
}

/**
 * A sample URL for each route of spec §2, the route id it must reach, and whether its guard turns a
 * logged-out visitor away (authz, affiliator, verified; guestAuth and unverified let them in). Read from the route
 * list (src/app/route-table.ts): a route without params is its own sample, a route with params has its URLs in
 * e2e/route-samples.ts.
 */
interface RouteSample {
  readonly path: string;
  readonly id: string;
  readonly guarded: boolean;
}

export const ROUTE_SAMPLES: readonly RouteSample[] = ROUTE_ENTRIES.flatMap((entry) =>
  routeSamples(entry).map((path) => ({
    path,
    id: entry.id,
    guarded: routeGuards(entry).some((guard) => guardDecision(guard, { user: null, fullPath: path }).kind === 'redirect'),
  })),
);

export const BOTTOM_NAV_PATHS = ['/', '/profile', '/review', '/categories', '/artikel'] as const;

/**
 * One page per screen module and variant (list, form, tabs, detail, the 404): the axe scan covers every kind of
 * markup the shell renders without scanning a hundred near-identical pages.
 */
export const AXE_PATHS = [
  '/', '/categories', '/search?keyword=popok', '/bunda-sehat', '/bunda-sehat/popok-celana-lembut-bunda-sehat', '/voucher', '/registry',
  '/registry/bunda-demo/botol-susu', '/artikel', '/artikel/tips-menyusui', '/review', '/review/detail/3', '/faqs',
  '/privacy', '/404',
] as const;
