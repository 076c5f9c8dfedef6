// The adapters the first screen of / and of a product page does not call: the web composition root loads this file
// on the first call of one of them (lazyGateway) and binds them then (issue 15); its bundler keeps it out of /.
import { HttpAddressGateway } from './address.http';
import { HttpAdviserGateway } from './adviser.http';
import { HttpAffiliateGateway } from './affiliate.http';
import { HttpCartGateway } from './cart.http';
import { HttpChildGateway } from './child.http';
import { HttpFaqGateway } from './faq.http';
import { HttpGiftFollowUpGateway } from './follow-up.http';
import { HttpMediaGateway } from './media.http';
import { HttpOrderGateway } from './order.http';
import { HttpProfileGateway } from './profile.http';
import { HttpRegistryGateway } from './registry.http';
import { HttpRegistryLiveGateway } from './registry-live.http';
import { HttpSurveyGateway } from './survey.http';
import { HttpVoucherGateway } from './voucher.http';
import type { PortalClient } from './portal-client';

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
