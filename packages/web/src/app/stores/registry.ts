// The registry's stores, with the follow-up stores (surprise, thank-you, external proof) of its owner pages: loaded
// with the registry's routes (store-modules.ts).
import { followUpStoresModule, registryStoresModule } from '@kado/stores';

export { PublicRegistryStore } from '@kado/stores';
export const modules = [registryStoresModule, followUpStoresModule] as const;
