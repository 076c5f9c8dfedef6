// The account's stores (profile, address, survey, affiliate, adviser, FAQ, articles): loaded with their routes
// (store-modules.ts).
import { accountStoresModule } from '@kado/stores';

export { ArticleStore, FaqStore } from '@kado/stores';
export const modules = [accountStoresModule] as const;
