import type { Container } from 'inversify';
import { HomeStore, ProductStore } from '@kado/stores';
import { loadFeatureStores } from './feature-stores';

/** The part of a React Router match this reads. */
export interface RouteMatchLike {
  readonly route: { readonly id?: string };
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The routes whose data is asked for at boot (the cases of prefetchRouteData). */
export const ROUTES_WITH_BOOT_DATA: ReadonlySet<string> = new Set(['home', 'product', 'registry-public']);

/**
 * Asks for the data of the page being opened while the app boots (decision 0083), instead of after its screen has
 * rendered: the home page, a product page and a public registry, the pages people land on most. The screens' own loads reuse
 * these (HomeStore.load is idempotent, ProductStore.open and PublicRegistryStore.load consume the prefetch). Settles when the data is in (never
 * rejects: a failure shows in the screen, with its retry).
 */
export function prefetchRouteData(container: Container, matches: readonly RouteMatchLike[]): Promise<unknown> {
  const leaf = matches[matches.length - 1];
  const { merchant, product, username } = leaf?.params ?? {};
  switch (leaf?.route.id) {
    case 'home':
      return container.get(HomeStore).load();
    case 'product':
      return merchant && product ? container.get(ProductStore).prefetch(merchant, product) : Promise.resolve();
    case 'registry-public':
      // The page a registry link opens (shared on WhatsApp, issue 15): its store lives in the feature-stores chunk.
      return username
        ? loadFeatureStores()
            .then(() => import('./feature-store-modules'))
            .then(({ prefetchPublicRegistry }) => prefetchPublicRegistry(container, username))
        : Promise.resolve();
    default:
      return Promise.resolve();
  }
}
