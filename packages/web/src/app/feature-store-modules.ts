// The store modules bound on demand (feature-stores.ts); a chunk of their own.
import type { Container } from 'inversify';
import { accountStoresModule, checkoutStoresModule, followUpStoresModule, PublicRegistryStore, registryStoresModule, reviewFormStoresModule } from '@kado/stores';

export const FEATURE_STORE_MODULES = [registryStoresModule, checkoutStoresModule, accountStoresModule, followUpStoresModule, reviewFormStoresModule] as const;

/** Starts loading a public registry while the app boots (route-prefetch.ts); the screen's first load takes it. */
export function prefetchPublicRegistry(container: Container, username: string): Promise<void> {
  return container.get(PublicRegistryStore).prefetch(username);
}
