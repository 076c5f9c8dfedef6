// The registry's stores, with the follow-up stores (surprise, thank-you, external proof) of its owner pages: loaded
// with the registry's routes (store-modules.ts).
import { followUpStoresModule, memberStoresModule, registryStoresModule } from '@kado/stores';

export { PublicRegistryStore } from '@kado/stores';
// The share sheet names the baby's due month from her children (RegistryShareStore injects the ChildrenStore).
export const modules = [registryStoresModule, followUpStoresModule, memberStoresModule] as const;
