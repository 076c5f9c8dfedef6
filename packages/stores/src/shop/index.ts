// shop stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';
import { CategoryStore } from './category.store';
import { MerchantStore } from './merchant.store';
import { CollectionStore } from './collection.store';
import { ProductSearchStore } from './product-search.store';
import { ProductStore } from './product.store';
import { ReviewStore } from './review.store';
import { FavoriteStore } from './favorite.store';

export { HomeStore } from './home.store';
export { CategoryStore } from './category.store';
export { MerchantStore } from './merchant.store';
export { CollectionStore } from './collection.store';
export { ProductSearchStore } from './product-search.store';
export { productPath } from './product-path';
// The analytics event names, for the integration tests of @kado/testing (they reach the stores through this index only).
export { ADD_TO_CART_EVENT, ADD_TO_REGISTRY_EVENT } from './product-path';
export { ProductStore } from './product.store';
export { ReviewStore } from './review.store';
export { FavoriteStore } from './favorite.store';

export { homeStoresModule } from './home.module';

/** The other shop stores' ContainerModule: the app loads it with the shop's routes (web/src/app/store-modules.ts). */
export const shopStoresModule = new ContainerModule(({ bind }) => {
  bind(CategoryStore).toSelf().inSingletonScope();
  bind(MerchantStore).toSelf().inSingletonScope();
  bind(CollectionStore).toSelf().inSingletonScope();
  bind(ProductSearchStore).toSelf().inSingletonScope();
  bind(ProductStore).toSelf().inSingletonScope();
  bind(ReviewStore).toSelf().inSingletonScope();
  bind(FavoriteStore).toSelf().inSingletonScope();
});

