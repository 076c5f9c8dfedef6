// The adapters the first screen of / and of a product page calls: the web composition root binds them at boot
// (issue 15). The others are in feature-gateways.ts, which the web app loads on a first call.
import { HttpAuthGateway } from './auth.http';
import { HttpCatalogueGateway } from './catalogue.http';
import { HttpReviewGateway } from './review.http';
import { HttpSearchGateway } from './search.http';
import { HttpSessionGateway } from './session.http';
import type { PortalClient } from './portal-client';

export function createBootGateways(client: PortalClient) {
  return {
    AuthGateway: new HttpAuthGateway(client),
    SessionGateway: new HttpSessionGateway(client),
    CatalogueGateway: new HttpCatalogueGateway(client),
    ReviewGateway: new HttpReviewGateway(client),
    SearchGateway: new HttpSearchGateway(client),
  };
}
