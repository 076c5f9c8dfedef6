// The search popup's store: loaded with a signed-in user's arrival (container.ts, TOKENS.MemberStores) and by the
// routes that search (the owner's registry search); the popup binds it itself when it first shows.
import { searchStoresModule } from '@kado/stores';

export { SearchStore } from '@kado/stores';
export const modules = [searchStoresModule] as const;
