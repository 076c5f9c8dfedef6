// The HTTP adapters the first screen of / and of a product page does not call, in the feature-stores chunk
// (vite.config.ts): the composition root binds them as lazy gateways (container.ts, issue 15).
import {
  HttpAddressGateway, HttpAdviserGateway, HttpAffiliateGateway, HttpCartGateway, HttpChildGateway, HttpFaqGateway,
  HttpGiftFollowUpGateway, HttpMediaGateway, HttpOrderGateway, HttpProfileGateway, HttpRegistryGateway,
  HttpRegistryLiveGateway, HttpSurveyGateway, HttpVoucherGateway,
  type PortalClient,
} from '@kado/http';

export function createFeatureGateways(client: PortalClient) {
  return {
    ProfileGateway: new HttpProfileGateway(client),
    MediaGateway: new HttpMediaGateway(client),
    RegistryGateway: new HttpRegistryGateway(client),
    CartGateway: new HttpCartGateway(client),
    AddressGateway: new HttpAddressGateway(client),
    VoucherGateway: new HttpVoucherGateway(client),
    OrderGateway: new HttpOrderGateway(client),
    AffiliateGateway: new HttpAffiliateGateway(client),
    AdviserGateway: new HttpAdviserGateway(client),
    ChildGateway: new HttpChildGateway(client),
    FaqGateway: new HttpFaqGateway(client),
    SurveyGateway: new HttpSurveyGateway(client),
    RegistryLiveGateway: new HttpRegistryLiveGateway(client),
    GiftFollowUpGateway: new HttpGiftFollowUpGateway(client),
  };
}

export type FeatureGateways = ReturnType<typeof createFeatureGateways>;
