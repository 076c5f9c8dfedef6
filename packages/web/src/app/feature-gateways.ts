// The dynamic import point of the HTTP adapters the first screen of / and of a product page does not call: @kado/http's
// createFeatureGateways, in the feature-gateways chunk (vite.config.ts); the composition root binds them as lazy
// gateways (container.ts, issue 15).
export { createFeatureGateways } from '@kado/http';
