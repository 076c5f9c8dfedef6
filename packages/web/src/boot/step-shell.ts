// Boot step 3 (src/main.tsx, decision 0083): React Router, then the routes, layouts and providers of the shell.
// Bundled in the 'router' and 'shell' chunks.
export { startTransition } from 'react';
export { App } from '../app/app';
export { createAppRouter } from '../app/router';
export { prefetchRouteData } from '../app/route-prefetch';
export { StoreProvider } from '../app/store-context';
export { AnalyticsContext } from '../app/analytics-context';
export { registerPushWorker } from '../features/content/push';
