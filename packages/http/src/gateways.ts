import type {
  AddressGateway,
  AdviserGateway,
  AffiliateGateway,
  AuthGateway,
  CartGateway,
  CatalogueGateway,
  ChildGateway,
  FaqGateway,
  GiftFollowUpGateway,
  MediaGateway,
  OrderGateway,
  ProfileGateway,
  RegistryGateway,
  RegistryLiveGateway,
  ReviewGateway,
  SearchGateway,
  SessionGateway,
  SurveyGateway,
  VoucherGateway,
} from '@kado/domain';
import { HttpAddressGateway } from './address.http';
import { HttpAdviserGateway } from './adviser.http';
import { HttpAffiliateGateway } from './affiliate.http';
import { HttpAuthGateway } from './auth.http';
import { HttpCartGateway } from './cart.http';
import { HttpCatalogueGateway } from './catalogue.http';
import { HttpChildGateway } from './child.http';
import { HttpFaqGateway } from './faq.http';
import { HttpGiftFollowUpGateway } from './follow-up.http';
import { HttpMediaGateway } from './media.http';
import { HttpOrderGateway } from './order.http';
import type { PortalClient } from './portal-client';
import { HttpProfileGateway } from './profile.http';
import { HttpRegistryGateway } from './registry.http';
import { HttpRegistryLiveGateway } from './registry-live.http';
import { HttpReviewGateway } from './review.http';
import { HttpSearchGateway } from './search.http';
import { HttpSessionGateway } from './session.http';
import { HttpSurveyGateway } from './survey.http';
import { HttpVoucherGateway } from './voucher.http';

/** Every gateway port, keyed by its port name. */
export interface HttpGateways {
  readonly AuthGateway: AuthGateway;
  readonly ProfileGateway: ProfileGateway;
  readonly MediaGateway: MediaGateway;
  readonly SearchGateway: SearchGateway;
  readonly RegistryGateway: RegistryGateway;
  readonly RegistryLiveGateway: RegistryLiveGateway;
  readonly CartGateway: CartGateway;
  readonly AddressGateway: AddressGateway;
  readonly CatalogueGateway: CatalogueGateway;
  readonly ReviewGateway: ReviewGateway;
  readonly VoucherGateway: VoucherGateway;
  readonly OrderGateway: OrderGateway;
  readonly AffiliateGateway: AffiliateGateway;
  readonly AdviserGateway: AdviserGateway;
  readonly ChildGateway: ChildGateway;
  readonly FaqGateway: FaqGateway;
  readonly SurveyGateway: SurveyGateway;
  readonly SessionGateway: SessionGateway;
  readonly GiftFollowUpGateway: GiftFollowUpGateway;
}

/** All HTTP adapters over one portal client, for the composition root to bind. */
export function createHttpGateways(client: PortalClient): HttpGateways {
  return {
    AuthGateway: new HttpAuthGateway(client),
    ProfileGateway: new HttpProfileGateway(client),
    MediaGateway: new HttpMediaGateway(client),
    SearchGateway: new HttpSearchGateway(client),
    RegistryGateway: new HttpRegistryGateway(client),
    RegistryLiveGateway: new HttpRegistryLiveGateway(client),
    CartGateway: new HttpCartGateway(client),
    AddressGateway: new HttpAddressGateway(client),
    CatalogueGateway: new HttpCatalogueGateway(client),
    ReviewGateway: new HttpReviewGateway(client),
    VoucherGateway: new HttpVoucherGateway(client),
    OrderGateway: new HttpOrderGateway(client),
    AffiliateGateway: new HttpAffiliateGateway(client),
    AdviserGateway: new HttpAdviserGateway(client),
    ChildGateway: new HttpChildGateway(client),
    FaqGateway: new HttpFaqGateway(client),
    SurveyGateway: new HttpSurveyGateway(client),
    SessionGateway: new HttpSessionGateway(client),
    GiftFollowUpGateway: new HttpGiftFollowUpGateway(client),
  };
}
