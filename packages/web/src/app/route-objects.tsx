import type { Container } from 'inversify';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { RootErrorPage, RouteErrorPage } from './error-page';
import { checkGuards, routeGuards, type RouteHandle } from './guards';
import type { RouteEntry, ScreenModule } from './route-table';
import { ROUTE_DATA, type RouteData, type ScreenData } from './route-data';
import { loadStores } from './store-modules';
import { isReturnTo } from './page-cache';
import { RootLayout } from './root-layout';
import { ShellFallback } from './shell-fallback';
import { resilientLazy } from './chunk-retry';

// How an entry of the route list (route-table.ts) becomes a React Router route object: its screen is loaded lazily,
// its loader checks its guards (a redirect before anything renders: docs/guards.md), loads its feature stores into
// the container the routes are given and asks for its page data. The boot file's router builds the home route with
// this (router.ts); the list's chunk builds every route (routes.tsx).

type Lazy = NonNullable<RouteObject['lazy']>;

/** A screen module's lazy import (one chunk each), by its path under src/. */
export type ScreenImport = (screen: ScreenModule) => () => Promise<Record<string, unknown>>;

/**
 * How long a route's loader waits for its page data before the screen renders anyway (with its skeletons, the data
 * arriving after): on a fast network the page appears with its content in one go instead of skeletons followed by
 * a second render; on a slow one it does not hold the page (decision 0291).
 */
const DATA_WAIT_MS = 800;

/** Settles when `work` settles or after `ms`, whichever comes first; never rejects (the screen shows a failure). */
function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work.then(() => undefined, () => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The data of `entry` named in its screen module's `routeData` (route-data.ts, ScreenData), if it names one. */
async function screenData(entry: RouteEntry, screens: ScreenImport): Promise<RouteData | undefined> {
  // The same import as the route's lazy screen (one download); a failed one shows its retry there (decision 0251).
  const module = (await screens(entry.screen)().catch(() => undefined)) as { readonly routeData?: ScreenData } | undefined;
  return module?.routeData?.[entry.component ?? 'Component'];
}

/**
 * The loader of a route: its guards (a redirect throws), its feature stores, then its page data (at most
 * DATA_WAIT_MS): ROUTE_DATA's entry when it has one (the data the server sends too), else its screen's `routeData`.
 */
function routeLoader(container: Container, entry: RouteEntry, screens: ScreenImport): LoaderFunction {
  const guards = routeGuards(entry);
  return async ({ params, request }) => {
    await checkGuards(container, guards, request);
    // A failed download is not an error here: the screen's lazy import shows it with a retry (decision 0251).
    const [, data] = await Promise.all([
      Promise.allSettled((entry.stores ?? []).map((feature) => loadStores(container, feature))),
      entry.data ? ROUTE_DATA[entry.data] : screenData(entry, screens),
    ]);
    if (data) await settleWithin(data(container, params, { returning: isReturnTo(request) }), DATA_WAIT_MS);
    return null;
  };
}

/**
 * A route's loader depends on its path params only: its stores load once, and the query string (a sort, a filter, a
 * page number) belongs to the screen, which reads it itself. A change of the query string alone does not run the
 * loaders again, so a tapped filter shows at once instead of after the loader's wait.
 */
export const revalidateOnNewParams: ShouldRevalidateFunction = ({ currentParams, nextParams }) => {
  const keys = new Set([...Object.keys(currentParams), ...Object.keys(nextParams)]);
  return [...keys].some((key) => currentParams[key] !== nextParams[key]);
};

/** The screen of a route, with the feature stores it uses bound first; a failed chunk shows a retry (decision 0251). */
function routeLazy(container: Container, entry: RouteEntry, screens: ScreenImport): Lazy {
  const load = screens(entry.screen);
  // A route may render another export of its module than `Component` (the owner's registry tabs).
  const screen = entry.component === undefined ? load : () => load().then((module) => ({ Component: module[entry.component ?? 'Component'] }));
  const stores = entry.stores ?? [];
  if (stores.length === 0) return resilientLazy(screen as Lazy);
  return resilientLazy((async () => {
    const [, module] = await Promise.all([Promise.all(stores.map((feature) => loadStores(container, feature))), screen()]);
    return module;
  }) as Lazy);
}

/**
 * One route object of the list: its id names its title (`title.<id>`) and its page texts. A layout (a route with
 * children) has no title of its own: the route inside it names the page.
 */
export function routeObject(container: Container, entry: RouteEntry, screens: ScreenImport): RouteObject {
  if (entry.children) {
    return {
      id: entry.id, lazy: routeLazy(container, entry, screens), loader: routeLoader(container, entry, screens), shouldRevalidate: revalidateOnNewParams,
      children: entry.children.map((child) => routeObject(container, child, screens)),
    };
  }
  const titled = { titleKey: `title.${entry.id}`, ...(entry.title === undefined ? {} : { title: entry.title }) };
  const handle: RouteHandle = entry.guard === undefined ? titled : { ...titled, guard: entry.guard };
  const common = { id: entry.id, handle, lazy: routeLazy(container, entry, screens), loader: routeLoader(container, entry, screens), shouldRevalidate: revalidateOnNewParams };
  return entry.index ? { ...common, index: true } : { ...common, path: entry.path ?? '' };
}

/** A feature of the list: a pathless parent whose errorElement catches the errors of its screens inside the layout. */
export function featureRoute(feature: string, children: RouteObject[]): RouteObject {
  return { id: `feature-${feature}`, errorElement: <RouteErrorPage />, children };
}

/** The root route (the layout) around the features' routes. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    // Painted while the first lazy screen loads, so the frame shows before the route chunk arrives.
    hydrateFallbackElement: <ShellFallback />,
    children,
  };
}
