import type { ServiceIdentifier } from 'inversify';
import type {
  AddressGateway, AdviserGateway, AffiliateGateway, Analytics, AuthGateway, CartGateway, CatalogueGateway,
  ChildGateway, Clock, CookieJar, FaqGateway, GiftFollowUpGateway, IdGenerator, KeyValueStorage, MediaGateway, OrderGateway,
  ProfileGateway, RegistryGateway, ReviewGateway, Scheduler, SearchGateway, SessionGateway, SurveyGateway,
  TabLock, VoucherGateway,
} from '@kado/domain';
import type { PageVisibility, RegistryLiveGateway } from '@kado/domain';
import type { MemberStoresSource } from './member.module';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(name);

/** One inversify token per port (house style: only ports get tokens; stores bind to their class). */
export const TOKENS = {
  AuthGateway: token<AuthGateway>('AuthGateway'),
  ProfileGateway: token<ProfileGateway>('ProfileGateway'),
  MediaGateway: token<MediaGateway>('MediaGateway'),
  SearchGateway: token<SearchGateway>('SearchGateway'),
  RegistryGateway: token<RegistryGateway>('RegistryGateway'),
  CartGateway: token<CartGateway>('CartGateway'),
  AddressGateway: token<AddressGateway>('AddressGateway'),
  CatalogueGateway: token<CatalogueGateway>('CatalogueGateway'),
  ReviewGateway: token<ReviewGateway>('ReviewGateway'),
  VoucherGateway: token<VoucherGateway>('VoucherGateway'),
  OrderGateway: token<OrderGateway>('OrderGateway'),
  AffiliateGateway: token<AffiliateGateway>('AffiliateGateway'),
  AdviserGateway: token<AdviserGateway>('AdviserGateway'),
  ChildGateway: token<ChildGateway>('ChildGateway'),
  FaqGateway: token<FaqGateway>('FaqGateway'),
  SurveyGateway: token<SurveyGateway>('SurveyGateway'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  GiftFollowUpGateway: token<GiftFollowUpGateway>('GiftFollowUpGateway'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  KeyValueStorage: token<KeyValueStorage>('KeyValueStorage'),
  CookieJar: token<CookieJar>('CookieJar'),
  Analytics: token<Analytics>('Analytics'),
  Scheduler: token<Scheduler>('Scheduler'),
  TabLock: token<TabLock>('TabLock'),
  RegistryLiveGateway: token<RegistryLiveGateway>('RegistryLiveGateway'),
  PageVisibility: token<PageVisibility>('PageVisibility'),
  /** Where the stores of a signed-in user come from (member.module.ts): the composition root's lazy load. */
  MemberStores: token<MemberStoresSource>('MemberStores'),
} as const;
