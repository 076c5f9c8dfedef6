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
import { createBootGateways } from './boot-gateways';
import { createFeatureGateways } from './feature-gateways';
import type { PortalClient } from './portal-client';

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

/** All HTTP adapters over one portal client, for a composition root that binds them at once (tests, the CLI). */
export function createHttpGateways(client: PortalClient): HttpGateways {
  return { ...createBootGateways(client), ...createFeatureGateways(client) };
}

/** The adapters loaded on a first call (the web app's split, issue 15; the ones bound at boot are createBootGateways'). */
export type FeatureGateways = ReturnType<typeof createFeatureGateways>;
