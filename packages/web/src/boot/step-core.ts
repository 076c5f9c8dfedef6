// Boot step 2 (src/main.tsx, decisions 0083 and 0084): the portal adapters, the stores and the composition root, and
// the page's portal answers sent with its HTML.
export { BOOT_STORE_MODULES, createAppContainer } from '../app/container';
export { readPrimedAnswers } from '../app/primed-answers';
export { keptCopies } from '../platform/kept-copy';
