import type { Container } from 'inversify';
import type { LoaderFunction, Params, RouteObject } from 'react-router-dom';
import { checkGuards, routeGuards } from './guards';
import type { RouteEntry, ScreenModule } from './route-table';
import { ROUTE_DATA, type RouteData, type ScreenData } from './route-data';
import { loadStores } from './store-modules';
import { leafRoute, pageData, revalidateOnNewParams } from './route-shell';
import { resilientLazy } from './chunk-retry';

// How an entry of the route list (route-table.ts) becomes a React Router route object: its screen is loaded lazily,
// its loader checks its guards (a redirect before anything renders: docs/guards.md), loads its feature stores into
// the container the routes are given and asks for its page data. Part of the list's chunk (routes.tsx); the boot
// file's router builds its home route with the shared parts of route-shell.tsx alone (router.ts).

type Lazy = NonNullable<RouteObject['lazy']>;

/** A screen module's lazy import (one chunk each), by its path under src/. */
export type ScreenImport = (screen: ScreenModule) => () => Promise<Record<string, unknown>>;

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
  return async (args) => {
    await checkGuards(container, guards, args.request);
    // A failed download is not an error here: the screen's lazy import shows it with a retry (decision 0251).
    const [, data] = await Promise.all([
      Promise.allSettled((entry.stores ?? []).map((feature) => loadStores(container, feature))),
      entry.data ? ROUTE_DATA[entry.data] : screenData(entry, screens),
    ]);
    if (data) await pageData(container, data, args);
    return null;
  };
}

/** The screen of a route, with the feature stores it uses bound first; a failed chunk shows a retry (decision 0251). */
function routeLazy(container: Container, entry: RouteEntry, screens: ScreenImport): Lazy {
  const load = screens(entry.screen);
  // A route may render another export of its module than `Component` (the owner's registry tabs).
  const screen = entry.component === undefined ? load : () => load().then((module) => ({ Component: module[entry.component ?? 'Component'] }));
  const stores = entry.stores ?? [];
  // A screen whose chunk failed (offline) asks for its own data once it arrives: its loader could not (decision 0360).
  const arrivedLate = entry.data ? undefined : (params: Params) => {
    void screenData(entry, screens).then((data) => data?.(container, params, { returning: false })).catch(() => undefined);
  };
  if (stores.length === 0) return resilientLazy(screen as Lazy, arrivedLate);
  return resilientLazy((async () => {
    const [, module] = await Promise.all([Promise.all(stores.map((feature) => loadStores(container, feature))), screen()]);
    return module;
  }) as Lazy, arrivedLate);
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
  return leafRoute(entry, { lazy: routeLazy(container, entry, screens), loader: routeLoader(container, entry, screens) });
}

