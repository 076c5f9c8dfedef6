// Public API of @kado/stores.
export { TOKENS } from './tokens';
export * from './async';
export * from './session.store';
export * from './navigation.store';
export * from './notification.store';
export * from './connectivity.store';
export * from './search.store';
export * from './children.store';
export * from './preferences.store';
export * from './registration.store';
export * from './address-prompt.store';
export * from './app-lifecycle';
export { storesModule } from './stores.module';
export * from './member.module';
export { searchStoresModule } from './search.module';
export * from './registry';
export * from './shop';
export * from './account';
export * from './checkout';
export * from './follow-up';
// The review form is bound with the feature stores (decision 0274): exported beside the shop's barrel, not from it.
export { ReviewFormStore, REVIEW_PHOTO_LIMIT } from './shop/review-form.store';
export { reviewFormStoresModule } from './shop/review-form.module';
import { storesModule as coreStoresModule } from './stores.module';
import { memberStoresModule } from './member.module';
import { searchStoresModule } from './search.module';
import { registryFundStoresModule, registryGiverStoresModule, registryOwnerStoresModule, registrySharedStoresModule } from './registry';
import { homeStoresModule, shopStoresModule } from './shop';
import { reviewFormStoresModule } from './shop/review-form.module';
import { accountStoresModule } from './account';
import { checkoutStoresModule } from './checkout';
import { followUpStoresModule } from './follow-up';

/** Every store module, for the composition root: `container.load(...ALL_STORE_MODULES)`. */
export const ALL_STORE_MODULES = [coreStoresModule, memberStoresModule, searchStoresModule, registryGiverStoresModule, registryOwnerStoresModule, registrySharedStoresModule, registryFundStoresModule, homeStoresModule, shopStoresModule, reviewFormStoresModule, checkoutStoresModule, accountStoresModule, followUpStoresModule] as const;
