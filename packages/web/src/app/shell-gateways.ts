// The sign-in, review, search and catalogue adapters (and their schemas), loaded on their first call (decision
// 0325): the first screen of / calls none of them but home's four catalogue reads, which the boot file answers
// (HttpHomeCatalogue). A signed-in start asks for the user (AuthGateway.me) and its counters, a product page for
// itself and its reviews once this small chunk has arrived; the app server preloads it with every page but /.
import { HttpAuthGateway, HttpCatalogueGateway, HttpReviewGateway, HttpSearchGateway, type PortalClient } from '@kado/http';

export function createShellGateways(client: PortalClient) {
  return {
    AuthGateway: new HttpAuthGateway(client),
    ReviewGateway: new HttpReviewGateway(client),
    CatalogueGateway: new HttpCatalogueGateway(client),
    SearchGateway: new HttpSearchGateway(client),
  };
}

export type ShellGateways = ReturnType<typeof createShellGateways>;
