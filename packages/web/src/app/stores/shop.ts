// The shop's stores beyond the home page's (catalogue, merchant, product, reviews, favourites): loaded with the shop's
// routes (store-modules.ts).
import { memberStoresModule, shopStoresModule } from '@kado/stores';

export { MerchantStore, ProductStore } from '@kado/stores';
// The product page's cart line names the default child (ProductStore injects the ChildrenStore).
export const modules = [shopStoresModule, memberStoresModule] as const;
