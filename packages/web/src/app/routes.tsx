import type { Container } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_TABLE, type ScreenModule } from './route-table';
import { routeObject, type ScreenImport } from './route-objects';
import { featureRoute, rootRoute } from './route-shell';

// The React Router route objects of the one route list (route-table.ts), each built by route-objects.tsx. This module
// is the list's chunk: the boot file's router starts with the home route alone and loads this on the first visit
// elsewhere (router.ts, decision 0375); tests and a memory router build every route from here at once.

/** Every screen module's lazy import (one chunk each), by its path under src/: features/<feature>/<name>-screen. */
const SCREENS = import.meta.glob<Record<string, unknown>>('../features/*/*-screen.tsx');

/** The lazy import of a screen module of the list. */
export const screenImport: ScreenImport = (screen: ScreenModule) => {
  const load = SCREENS[`../${screen}.tsx`];
  if (!load) throw new Error(`No screen module src/${screen}.tsx`);
  return load;
};

/** The routes of the app over `container`: every route's loader loads its stores into it and asks it for data. */
export function createRoutes(container: Container): RouteObject[] {
  return [rootRoute(ROUTE_TABLE.map((f) => featureRoute(f.feature, f.routes.map((entry) => routeObject(container, entry, screenImport)))))];
}
