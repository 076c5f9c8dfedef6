// Boot step 2 (src/main.tsx, decision 0083): the portal adapters, the stores and the composition root. Bundled in the
// 'core' chunk.
export { BOOT_STORE_MODULES, createAppContainer } from '../app/container';
export { deferFeatureStores } from '../app/feature-stores';
export { TOKENS } from '@kado/stores';
