import type { Container } from 'inversify';
import type { Params } from 'react-router-dom';
import { HomeStore } from '@kado/stores';
import { loadStores } from './store-modules';

// The page data of the routes of route-table.ts: an entry names its data by a key of ROUTE_DATA (`data: 'product'`),
// so the list itself stays plain data that Node and Playwright import without the stores' decorated classes.

/** A page's data: what its loader asks the stores for (and the app server, for the page data sent with the HTML). */
type RouteData = (container: Container, params: Params) => Promise<unknown>;

export const ROUTE_DATA = {
  /** The home page's sections (HomeStore.load is idempotent: the screen's own load shares it). */
  home: (container) => container.get(HomeStore).load(),
  /** A product page: ProductStore.open takes the prefetched product. */
  product: async (container, { merchant, product }) => {
    if (!merchant || !product) return;
    const { ProductStore } = await loadStores(container, 'shop');
    await container.get(ProductStore).prefetch(merchant, product);
  },
  /**
   * A public registry, the page a registry link opens (shared on WhatsApp, issue 15): the route's loader loads it,
   * once per visit (a new username, or coming back to the page); the screen reads what this load fills.
   */
  publicRegistry: async (container, { username }) => {
    if (!username) return;
    const { PublicRegistryStore } = await loadStores(container, 'registry');
    await container.get(PublicRegistryStore).load(username);
  },
} satisfies Record<string, RouteData>;

export type RouteDataKey = keyof typeof ROUTE_DATA;
