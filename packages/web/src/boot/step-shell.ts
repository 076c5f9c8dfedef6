// Boot step 3 (src/main.tsx, decisions 0083 and 0084): React Router, then the routes, layouts and providers of the
// shell.
export { startTransition } from 'react';
export { App } from '../app/app';
export { createAppRouter, firstPageLoaded } from '../app/router';
export { StoreProvider } from '../app/store-context';
export { startApp } from '../app/app-start';
export { pwaLayer } from '../app/pwa-layer';
export { installTagManager } from '../platform/tag-manager';
export { config } from '../app/config';
