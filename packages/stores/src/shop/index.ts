// shop stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';
import { HomeStore } from './home.store';
import { CategoryStore } from './category.store';
import { MerchantStore } from './merchant.store';
import { CollectionStore } from './collection.store';
import { ProductSearchStore } from './product-search.store';
import { ProductStore } from './product.store';
import { ReviewStore } from './review.store';
import { FavoriteStore } from './favorite.store';

export { HomeStore, HOME_ARTICLE_COUNT } from './home.store';
export { CategoryStore, PRODUCT_PAGE_SIZE as SHOP_PRODUCT_PAGE_SIZE } from './category.store';
export { MerchantStore, MERCHANT_PAGE_SIZE, hasImage, promoPage } from './merchant.store';
export { CollectionStore } from './collection.store';
export { ProductSearchStore } from './product-search.store';
export {
  ProductStore, productPath, PRODUCT_MERCHANT_FALLBACK, ADD_TO_CART_EVENT, ADD_TO_REGISTRY_EVENT, type ProductAction,
} from './product.store';
export { ReviewStore, ReplyThread, REVIEW_PAGE_SIZE, REPLY_PAGE_SIZE } from './review.store';
export { FavoriteStore } from './favorite.store';

/** The shop stores' ContainerModule. */
export const shopStoresModule = new ContainerModule(({ bind }) => {
  bind(HomeStore).toSelf().inSingletonScope();
  bind(CategoryStore).toSelf().inSingletonScope();
  bind(MerchantStore).toSelf().inSingletonScope();
  bind(CollectionStore).toSelf().inSingletonScope();
  bind(ProductSearchStore).toSelf().inSingletonScope();
  bind(ProductStore).toSelf().inSingletonScope();
  bind(ReviewStore).toSelf().inSingletonScope();
  bind(FavoriteStore).toSelf().inSingletonScope();
});

