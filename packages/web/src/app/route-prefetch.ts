import type { Container } from 'inversify';
import { HomeStore, ProductStore } from '@kado/stores';

/** The part of a React Router match this reads. */
export interface RouteMatchLike {
  readonly route: { readonly id?: string };
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * Asks for the data of the page being opened while the app boots (decision 0083), instead of after its screen has
 * rendered: the home page and a product page, the two pages people land on most. The screens' own loads reuse
 * these (HomeStore.load is idempotent, ProductStore.open consumes the prefetch).
 */
export function prefetchRouteData(container: Container, matches: readonly RouteMatchLike[]): void {
  const leaf = matches[matches.length - 1];
  if (!leaf) return;
  const { merchant, product } = leaf.params;
  switch (leaf.route.id) {
    case 'home':
      void container.get(HomeStore).load();
      break;
    case 'product':
      if (merchant && product) void container.get(ProductStore).prefetch(merchant, product);
      break;
    default:
      break;
  }
}
