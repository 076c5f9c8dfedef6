import type { Container } from 'inversify';
import type { Params } from 'react-router-dom';
import { GIVER_VIEW_PARAM, GIVER_VIEW_VALUE } from '@kado/domain';
import { HomeStore } from '@kado/stores';
import { loadStores } from './store-modules';

// The page data of the routes of route-table.ts: an entry names its data by a key of ROUTE_DATA (`data: 'product'`),
// so the list itself stays plain data that Node and Playwright import without the stores' decorated classes.

/** How the page is reached: `returning` when coming back to it (back/forward, spec §2 page caching). */
interface RouteVisit {
  readonly returning: boolean;
  /** The query string of the visit (a loader runs again on new path params only, decision 0351). */
  readonly search?: URLSearchParams;
}

/**
 * A page's data: what its loader asks the stores for (and the app server, for the page data sent with the HTML); the
 * screen only renders what this loads.
 */
export type RouteData = (container: Container, params: Params, visit?: RouteVisit) => Promise<unknown>;

/**
 * The data of the routes a screen module renders, named by the export each route renders (`Component`, or the
 * entry's `component`): a screen module exports it as `routeData`, and its route's loader asks for it before the
 * screen renders (routes.tsx). The module travels with the screen's chunk, so the boot file does not carry it; the
 * routes whose data the app server also sends with the HTML keep theirs in ROUTE_DATA below (Node imports this file).
 */
export type ScreenData = Readonly<Record<string, RouteData>>;

export const ROUTE_DATA = {
  /** The home page's sections (HomeStore.load is idempotent: the screen's own load shares it). */
  home: (container) => container.get(HomeStore).load(),
  /**
   * A product page: a new visit reads the product (the product history), coming back keeps the one shown. The brand
   * page shares the path (/{slug}/product, decision 0121): it opens the merchant (MerchantStore.open: the same page
   * again keeps its list, a read on its way is joined), as /{merchant}'s loader does.
   */
  product: async (container, { merchant, product }, visit) => {
    if (!merchant || !product) return;
    const { MerchantStore, ProductStore } = await loadStores(container, 'shop');
    if (product === 'product') return container.get(MerchantStore).open(merchant, false);
    await container.get(ProductStore).ensureProduct(merchant, product, visit?.returning ?? false);
  },
  /**
   * A public registry, the page a registry link opens (shared on WhatsApp, issue 15), and one of its gifts when the
   * link names one: the route's loader loads them once per visit (new path params, or coming back to the page); the
   * screen reads what this load fills.
   */
  publicRegistry: async (container, { username, product }, visit) => {
    if (!username) return;
    const { PublicRegistryStore } = await loadStores(container, 'registry');
    const store = container.get(PublicRegistryStore);
    // The owner's 'Lihat sebagai pemberi kado' (decision 0462): read as a visitor, so it is exactly the giver's view.
    const asVisitor = visit?.search?.get(GIVER_VIEW_PARAM) === GIVER_VIEW_VALUE;
    // /registry/{username}/{product}: the gift shared on its own is read beside its registry (and sent with the HTML).
    await Promise.all([store.load(username, { asVisitor }), product ? store.loadGift(product) : undefined]);
  },
  /** One article (/artikel/{slug}, /blog/{slug}): read once, reused coming back. */
  article: async (container, { slug }) => {
    if (!slug) return;
    const { ArticleStore } = await loadStores(container, 'account');
    await container.get(ArticleStore).ensureArticle(slug);
  },
  /** One FAQ question (/faqs/{id}): read once, reused coming back. */
  faq: async (container, { id }) => {
    if (!id) return;
    const { FaqStore } = await loadStores(container, 'account');
    await container.get(FaqStore).ensureQuestion(id);
  },
} satisfies Record<string, RouteData>;

export type RouteDataKey = keyof typeof ROUTE_DATA;
