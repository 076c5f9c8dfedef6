// The owner's registry stores (her registry, gifts, sharing, catalogue, checklist, external products, thank-you list)
// with those the giver's pages use too: loaded with the owner's routes (store-modules.ts), so a guest's registry page
// does not download them, nor the owner's pages the giver's (decision 0377).
import { followUpStoresModule, memberStoresModule, registryOwnerStoresModule, registrySharedStoresModule } from '@kado/stores';

// The share sheet names the baby's due month from her children (RegistryShareStore injects the ChildrenStore).
export const modules = [registryOwnerStoresModule, registrySharedStoresModule, followUpStoresModule, memberStoresModule] as const;
