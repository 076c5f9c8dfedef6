import type { Container } from 'inversify';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { ChunkUnavailableScreen } from './chunk-retry';
import type { RouteHandle } from './route-handle';
import type { RouteEntry } from './route-table';
import type { RouteData } from './route-data';
import { isReturnTo } from './page-cache';
import { RootLayout } from './root-layout';
import { ShellFallback } from './shell-fallback';

// The parts of a route object the boot file needs for its router (the root layout, the shop's feature and the home
// route: router.ts); the list's chunk builds every other route with them (route-objects.tsx adds guards, feature
// stores and a screen's own data).

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

/** Asks for a page's data for the route's loader, telling it whether the visitor comes back (decision 0351); waits at most DATA_WAIT_MS. */
export function pageData(container: Container, data: RouteData, { params, request }: LoaderFunctionArgs): Promise<void> {
  return settleWithin(data(container, params, { returning: isReturnTo(request), search: new URL(request.url).searchParams }), DATA_WAIT_MS);
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

/**
 * A route object of the list's entry (not a layout) with its lazy screen and loader: its id names its title
 * (`title.<id>`, carried in the handle with the entry's title) and its page texts.
 */
export function leafRoute(entry: RouteEntry, parts: Pick<RouteObject, 'lazy' | 'loader'>): RouteObject {
  const titled = { titleKey: `title.${entry.id}` as const, ...(entry.title === undefined ? {} : { title: entry.title }) };
  const handle: RouteHandle = entry.guard === undefined ? titled : { ...titled, guard: entry.guard };
  const common = { id: entry.id, handle, ...parts, shouldRevalidate: revalidateOnNewParams };
  return entry.index ? { ...common, index: true } : { ...common, path: entry.path ?? '' };
}

/**
 * The error pages (spec §8) load when an error shows, which most visits never meet, so the boot file does not carry
 * them. If their chunk cannot be downloaded either (offline), the page says so like a screen that did not download,
 * with a retry that opens the address again (decision 0375).
 */
const RouteErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.RouteErrorPage }), () => ({ default: ChunkUnavailableScreen })));

function ErrorPage({ root = false }: { readonly root?: boolean }) {
  const page = <Suspense fallback={null}><RouteErrorPage /></Suspense>;
  // The root's: inside the 480px frame, since the root layout did not render.
  return root ? <div className="app-frame"><main className="app-main" id="main">{page}</main></div> : page;
}

/** A feature of the list: a pathless parent whose errorElement catches the errors of its screens inside the layout. */
export function featureRoute(feature: string, children: RouteObject[]): RouteObject {
  return { id: `feature-${feature}`, errorElement: <ErrorPage />, children };
}

/** The root route (the layout) around the features' routes. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage root />,
    // Painted while the first lazy screen loads, so the frame shows before the route chunk arrives.
    hydrateFallbackElement: <ShellFallback />,
    children,
  };
}
