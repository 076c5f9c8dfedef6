// registry stores: exports and their ContainerModules (bind each store class to itself, singleton scope).
export * from './registry-owner.store';
export * from './owner-gifts.store';
export * from './registry-share.store';
export * from './external-product.store';
export * from './public-registry.store';
export * from './giver-holds.store';
export * from './giver-actions.store';
export * from './greetings.store';
export * from './registry-catalogue.store';
export * from './registry-checklist.store';
export * from './registry-checkout.store';
export * from './registry-live.store';
export * from './queued-reservations.store';
export * from './cash-funds.store';
export * from './owner-funds.store';

// The giver's stores, the owner's and those both use: a ContainerModule each, in chunks apart in the web (decision 0377).
export { registryGiverStoresModule } from './giver.module';
export { registryOwnerStoresModule } from './owner.module';
export { registrySharedStoresModule } from './shared.module';
export { registryFundStoresModule } from './fund.module';
