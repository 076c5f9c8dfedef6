import type { Container } from 'inversify';
import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './routes';

/** The data router of the product (spec §2 routes) over the app's container; tests build a memory router the same way. */
export function createAppRouter(container: Container) {
  return createBrowserRouter(createRoutes(container));
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
