// A signed-in user's stores (her children, the registration steps): loaded with the routes that use them and when a
// user arrives (container.ts binds TOKENS.MemberStores to this), never for an anonymous visitor of / (issue 15).
import { memberStoresModule } from '@kado/stores';

export { ChildrenStore } from '@kado/stores';
export const modules = [memberStoresModule] as const;
