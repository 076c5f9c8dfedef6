// The sign-in and review adapters (and their schemas), loaded on their first call (decision 0325): the first screen
// of / calls neither. A signed-in start asks for the user (AuthGateway.me) and a product page for its reviews once
// this small chunk has arrived.
import { HttpAuthGateway, HttpReviewGateway, type PortalClient } from '@kado/http';

export function createShellGateways(client: PortalClient) {
  return {
    AuthGateway: new HttpAuthGateway(client),
    ReviewGateway: new HttpReviewGateway(client),
  };
}

export type ShellGateways = ReturnType<typeof createShellGateways>;
