import type { RouteEntry } from './route-table';

/**
 * The entry of / in the route list (route-table.ts places it first among the shop's routes). In a module of its own
 * because the boot file's router starts with this route alone and discovers the others with the list's chunk on the
 * first visit elsewhere (router.ts, decision 0375), so the list itself stays out of the JS / loads.
 */
export const HOME_ROUTE: RouteEntry = { id: 'home', server: true, title: 'Kado', index: true, screen: 'features/shop/home-screen', data: 'home' };
