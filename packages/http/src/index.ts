// Public API of @kado/http: the portal client, the answer cache, createHttpGateways (every adapter), createFeatureGateways
// (the adapters the web app loads on first call) and the adapters the web app's boot builds itself.
export { createPortalClient } from './portal-client';
export type { PortalClient, PortalClientConfig } from './portal-client';
export { createAnswerRecorder, createPrimedAnswers } from './answer-cache';
export type { AnswerCache } from './answer-cache';
export { createHttpGateways } from './gateways';
export { createFeatureGateways } from './feature-gateways';
export { lazyGateway } from './lazy-gateway';
export type { FeatureGateways } from './gateways';
export { HttpAuthGateway } from './auth.http';
export { HttpSearchGateway } from './search.http';
export { HttpCatalogueGateway } from './catalogue.http';
export { HttpHomeCatalogue } from './catalogue-home.http';
export { HttpReviewGateway } from './review.http';
export { HttpSessionGateway } from './session.http';
