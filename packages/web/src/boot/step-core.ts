// Boot step 2 (src/main.tsx, decision 0083): the portal adapters, the stores and the composition root. Bundled in the
// 'core' chunk.
export { createAppContainer } from '../app/container';
export { TOKENS } from '@kado/stores';
