// The shop's stores beyond the home page's (catalogue, merchant, product, reviews, favourites): loaded with the shop's
// routes (store-modules.ts).
import { shopStoresModule } from '@kado/stores';

export { MerchantStore, ProductStore } from '@kado/stores';
export const modules = [shopStoresModule] as const;
