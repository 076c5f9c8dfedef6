// The giver's registry stores (the public registry, her holds and actions, the gift's checkout) with those the owner's
// pages use too (live rereads, greetings, surprise, external proof): loaded with the giver's routes (store-modules.ts).
// The owner's are in registry-owner.ts (decision 0377); no giver's store injects a member store (children, sign-up).
import { followUpStoresModule, registryGiverStoresModule, registrySharedStoresModule } from '@kado/stores';

export { PublicRegistryStore } from '@kado/stores';
export const modules = [registryGiverStoresModule, registrySharedStoresModule, followUpStoresModule] as const;
