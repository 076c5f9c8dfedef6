import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The data router of the product (spec §2 routes); tests build a memory router from the same `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
