// Public API of @kado/stores.
export { TOKENS, type PortTokens } from './tokens';
export { toErrorDetail, isAbort, type LoadStatus } from './async-state';
export * from './session.store';
export * from './navigation.store';
export * from './notification.store';
export * from './connectivity.store';
export * from './search.store';
export * from './children.store';
export * from './preferences.store';
export { storesModule, STORE_CLASSES } from './stores.module';
