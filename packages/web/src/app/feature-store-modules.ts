// The store modules bound on demand (feature-stores.ts); a chunk of their own.
import { accountStoresModule, checkoutStoresModule, followUpStoresModule, registryStoresModule } from '@kado/stores';

export const FEATURE_STORE_MODULES = [registryStoresModule, checkoutStoresModule, accountStoresModule, followUpStoresModule] as const;
