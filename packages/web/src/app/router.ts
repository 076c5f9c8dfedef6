import type { Container } from 'inversify';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HOME_ROUTE } from './home-route';
import { featureRoute, leafRoute, pageData, rootRoute } from './route-shell';
import { ROUTE_DATA } from './route-data';
import { resilientLazy, RouteListUnavailable } from './chunk-retry';

/**
 * The data router of the product (spec §2 routes) over the app's container. It starts with the root layout and the
 * home route only; the rest of the list (routes.tsx, with every route's facts and the screens' imports) is React
 * Router's lazy route discovery (`patchRoutesOnNavigation`): its chunk loads on the first visit to another path (a
 * deep link: the app server preloads it with the HTML, server/route-assets.ts), and every route joins then, once
 * (decision 0375). Tests build a memory router over the whole list (`createRoutes`).
 */
export function createAppRouter(container: Container) {
  // The home route as the list's chunk would build it (route-objects.tsx): no guard, no feature stores, its page data.
  const data = HOME_ROUTE.data ? ROUTE_DATA[HOME_ROUTE.data] : null;
  const home = leafRoute(HOME_ROUTE, {
    lazy: resilientLazy(() => import('../features/shop/home-screen')),
    loader: async (args) => {
      if (data) await pageData(container, data, args);
      return null;
    },
  });
  let list: Promise<RouteObject[]> | null = null;
  let discovered = false;
  const initialFeatures = [featureRoute('shop', [home])];
  const had = new Set(initialFeatures.flatMap((feature) => (feature.id ? [feature.id] : [])));
  return createBrowserRouter([rootRoute(initialFeatures)], {
    async patchRoutesOnNavigation({ patch, signal }) {
      if (discovered) return;
      list ??= import('./routes').then(({ createRoutes }) => createRoutes(container));
      // A failed download (offline): the root's error page says so like a screen that did not download, and opens
      // the address again (asking for the list again) when the connection returns.
      const routes = await list.catch((error: unknown) => {
        list = null;
        throw new RouteListUnavailable(error);
      });
      if (signal.aborted) return;
      patchDiscovered(patch, routes[0]?.children ?? [], had);
      discovered = true;
    },
  });
}

/** Resolves once the router has loaded the first page: its screen, its stores and its data (routes.tsx). */
export function firstPageLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Joins the discovered route list's features to the router: the root takes the features it does not have, each with
 * its children; a feature it had (the shop's, with home alone) takes its other children. Routes with an id the router
 * has are kept, the others added. One `patch` per change, not one per feature: React Router flattens and ranks the
 * whole route tree again at every call (issue 32: ten passes over a hundred routes on a deep link's first page).
 */
export function patchDiscovered(
  patch: (routeId: string | null, children: RouteObject[]) => void,
  features: readonly RouteObject[],
  had: ReadonlySet<string>,
): void {
  patch('root', [...features]);
  for (const feature of features) if (feature.id && had.has(feature.id)) patch(feature.id, feature.children ?? []);
}
