// The ONE list of routes (spec §2): each route's id, path, guards, screen module, the feature stores its screen uses
// and its page data. `routes.tsx` turns it into React Router route objects (lazy screen, loader); the app server
// matches a page path against it to preload that screen's files with the HTML (server/route-assets.ts) and to send
// the page's data (server/page-data.ts); docs/guards.md and the e2e samples are checked against it. No React here, so
// Node can import it. Adding a route: docs/architecture.md, "Routes: one list".
import type { Container } from 'inversify';
import type { Params, RouteObject } from 'react-router-dom';
import { HomeStore } from '@kado/stores';
import type { Guard } from './guards';
import { loadStores, type StoreFeature } from './store-modules';

/** A screen module, by its path under src/ (Vite's manifest names each `src/<module>.tsx`; routes.tsx imports it). */
export type ScreenModule = `features/${string}/${string}-screen`;

/** A page's data: what its loader asks the stores for (and the app server, for the page data sent with the HTML). */
export type RouteData = (container: Container, params: Params) => Promise<unknown>;

export interface RouteEntry {
  /** Names the route's title (`title.<id>`) and its page texts. */
  readonly id: string;
  /** Relative to /; absent for the index route (home) and for a layout (a route with children). `{x optional}` of the spec is `:x?`. */
  readonly path?: string;
  readonly index?: true;
  readonly screen: ScreenModule;
  /** The screen module's export this route renders (`Component` by default, as React Router's lazy expects). */
  readonly component?: string;
  /** Routes shown inside this one's <Outlet/> (this one is then a layout without a path of its own). */
  readonly children?: readonly RouteEntry[];
  /** One guard, or several applied in order (docs/guards.md). */
  readonly guard?: Guard | readonly Guard[];
  /** The feature stores the screen uses beyond the boot container's: loaded (once) before it renders. */
  readonly stores?: readonly StoreFeature[];
  /** The page's data, asked for by the route's loader before the screen renders (and sent with the HTML). */
  readonly data?: RouteData;
}

/** A feature: its routes share an error boundary inside the layout. */
export interface FeatureEntry {
  readonly feature: string;
  readonly routes: readonly RouteEntry[];
}

const AUTH: Guard = 'authz';
/** Account actions that need a verified account (spec §4: unverified users go to guest-user). */
const AUTH_VERIFIED: readonly Guard[] = ['authz', 'unverified'];

const SHOP: readonly StoreFeature[] = ['shop'];
const CHECKOUT: readonly StoreFeature[] = ['checkout'];
const REGISTRY: readonly StoreFeature[] = ['registry'];
const ACCOUNT: readonly StoreFeature[] = ['account'];

/** The home page's sections (HomeStore.load is idempotent: the screen's own load shares it). */
const homeData: RouteData = (container) => container.get(HomeStore).load();
/** A product page: ProductStore.open takes the prefetched product. */
const productData: RouteData = async (container, { merchant, product }) => {
  if (!merchant || !product) return;
  const { ProductStore } = await loadStores(container, 'shop');
  await container.get(ProductStore).prefetch(merchant, product);
};
/**
 * A public registry, the page a registry link opens (shared on WhatsApp, issue 15): the route's loader loads it, once
 * per visit (a new username, or coming back to the page); the screen reads what this load fills.
 */
const publicRegistryData: RouteData = async (container, { username }) => {
  if (!username) return;
  const { PublicRegistryStore } = await loadStores(container, 'registry');
  await container.get(PublicRegistryStore).load(username);
};

// /registry/{slug} and /registry/{username}/{product optional} share /registry/:username/:product?.
export const ROUTE_TABLE: readonly FeatureEntry[] = [
  {
    feature: 'shop',
    routes: [
      { id: 'home', index: true, screen: 'features/shop/home-screen', data: homeData },
      { id: 'categories', path: 'categories', screen: 'features/shop/catalogue-screen', stores: SHOP },
      { id: 'c-category', path: 'c/:category', screen: 'features/shop/catalogue-screen', component: 'CategoryRoute', stores: SHOP },
      { id: 'brand', path: 'brand', screen: 'features/shop/catalogue-screen', component: 'BrandRoute', stores: SHOP },
      { id: 'brand-draft-index', path: 'brand/draft-index', screen: 'features/shop/catalogue-screen', component: 'BrandDraftRoute', stores: SHOP },
      { id: 'merchant-list', path: 'merchant-list', screen: 'features/shop/catalogue-screen', component: 'MerchantListRoute', stores: SHOP },
      { id: 'promo', path: 'promo', screen: 'features/shop/catalogue-screen', component: 'PromoRoute', stores: SHOP },
      { id: 'collection', path: 'collection/:id?', screen: 'features/shop/catalogue-screen', component: 'CollectionRoute', stores: SHOP },
      { id: 'banner', path: 'banner/:id?', screen: 'features/shop/catalogue-screen', component: 'BannerRoute', stores: SHOP },
      { id: 'search', path: 'search', screen: 'features/shop/catalogue-screen', component: 'SearchRoute', stores: SHOP },
      { id: 'favorite', path: 'favorite', screen: 'features/shop/favorite-screen', guard: AUTH, stores: SHOP },
      { id: 'favorite-detail', path: 'favorite/:id', screen: 'features/shop/favorite-screen', guard: AUTH, stores: SHOP },
      { id: 'voucher', path: 'voucher', screen: 'features/shop/voucher-screen', stores: CHECKOUT },
      { id: 'vouchers', path: 'vouchers', screen: 'features/shop/voucher-screen', stores: CHECKOUT },
      { id: 'voucher-claim', path: 'voucher/claim/:id?', screen: 'features/shop/voucher-screen', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'voucher-detail', path: 'voucher/:id', screen: 'features/shop/voucher-screen', stores: CHECKOUT },
      { id: 'merchant', path: ':merchant', screen: 'features/shop/merchant-screen', stores: SHOP },
      { id: 'merchant-promo', path: ':merchant/promo', screen: 'features/shop/merchant-screen', stores: SHOP },
      { id: 'product', path: ':merchant/:product', screen: 'features/shop/product-screen', stores: SHOP, data: productData },
      { id: 'product-review', path: ':merchant/:product/review', screen: 'features/shop/product-screen', stores: SHOP },
    ],
  },
  {
    feature: 'checkout',
    routes: [
      { id: 'cart', path: 'cart', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'buy', path: 'buy', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'booking-cod', path: 'booking-cod', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'payment-finish', path: 'payment/finish', screen: 'features/checkout/payment-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'payment', path: 'payment/:id', screen: 'features/checkout/payment-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'payment-guide', path: 'payment/:id?/guide', screen: 'features/checkout/payment-screen', guard: AUTH, stores: CHECKOUT },
    ],
  },
  {
    feature: 'order',
    routes: [
      { id: 'order', path: 'order', screen: 'features/order/order-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'order-add', path: 'order/add', screen: 'features/order/order-screen', component: 'OrderAddRoute', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'order-group', path: 'order/group/:id?', screen: 'features/order/order-screen', component: 'OrderGroupRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'order-detail', path: 'order/:id', screen: 'features/order/order-screen', component: 'OrderDetailRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'order-invoice', path: 'order/:id/invoice', screen: 'features/order/order-screen', component: 'OrderInvoiceRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'order-track', path: 'order/:id/track', screen: 'features/order/order-screen', component: 'OrderTrackRoute', guard: AUTH, stores: CHECKOUT },
    ],
  },
  {
    feature: 'registry',
    routes: [
      { id: 'registry', path: 'registry', screen: 'features/registry/registry-landing-screen', stores: REGISTRY },
      { id: 'registry-inspiration', path: 'registry-inspiration', screen: 'features/registry/registry-landing-screen', stores: REGISTRY },
      { id: 'my-gift', path: 'my-gift', screen: 'features/registry/my-gift-screen', guard: AUTH, stores: REGISTRY },
      { id: 'my-gift-create', path: 'my-gift/create', screen: 'features/registry/my-gift-screen', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'my-gift-detail', path: 'my-gift/:id?', screen: 'features/registry/my-gift-screen', guard: AUTH, stores: REGISTRY },
      {
        // The owner's layout (header, tabs, share, search) around the tab's own route (<Outlet/>).
        id: 'registry-owner', screen: 'features/registry/registry-owner-screen', stores: REGISTRY,
        children: [
          { id: 'registry-setting', path: 'registry/setting', screen: 'features/registry/owner-setting-screen', guard: AUTH, stores: REGISTRY },
          { id: 'registry-pratinjau', path: 'registry/pratinjau', screen: 'features/registry/owner-checklist-screen', guard: AUTH, stores: REGISTRY },
          { id: 'registry-pratinjau-collection-products', path: 'registry/pratinjau/collection/products/:id?', screen: 'features/registry/owner-checklist-screen', component: 'CollectionProductsRoute', guard: AUTH, stores: REGISTRY },
          { id: 'registry-pratinjau-collection', path: 'registry/pratinjau/collection/:id?', screen: 'features/registry/owner-checklist-screen', component: 'CollectionRoute', guard: AUTH, stores: REGISTRY },
          { id: 'registry-pratinjau-category', path: 'registry/pratinjau/:categorie', screen: 'features/registry/owner-checklist-screen', component: 'CategoryRoute', guard: AUTH, stores: REGISTRY },
          { id: 'registry-ucapan', path: 'registry/ucapan', screen: 'features/registry/owner-greetings-screen', guard: AUTH, stores: REGISTRY },
          { id: 'registry-ucapan-detail', path: 'registry/ucapan/:id', screen: 'features/registry/owner-greetings-screen', component: 'GiftDetailRoute', guard: AUTH, stores: REGISTRY },
        ],
      },
      { id: 'registry-list-product', path: 'registry/list-product', screen: 'features/registry/registry-products-screen', guard: AUTH, stores: ['registry', 'account'] },
      { id: 'registry-search', path: 'registry/search', screen: 'features/registry/registry-products-screen', guard: AUTH, stores: ['registry', 'account'] },
      { id: 'registry-address-book', path: 'registry/address-book', screen: 'features/registry/registry-products-screen', guard: AUTH, stores: ['registry', 'account'] },
      { id: 'registry-external-product', path: 'registry/create-external-product', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY },
      { id: 'registry-external-product-desktop', path: 'registry/create-external-product/dekstop', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY },
      { id: 'registry-external-product-mini-button', path: 'registry/create-external-product/mini-button', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY },
      { id: 'registry-external-product-url', path: 'registry/create-external-product/url', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY },
      { id: 'registry-external-product-edit', path: 'registry/create-external-product/edit/:id?', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY },
      { id: 'registry-checkout', path: 'registry/checkout', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'registry-external-checkout', path: 'registry/external-checkout/:id?', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'registry-external-checkout-old', path: 'registry/external-checkout-old', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'registry-public', path: 'registry/:username/:product?', screen: 'features/registry/public-registry-screen', stores: REGISTRY, data: publicRegistryData },
    ],
  },
  {
    feature: 'account',
    routes: [
      { id: 'profile', path: 'profile', screen: 'features/account/profile-screen', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-edit', path: 'profile/edit', screen: 'features/account/profile-screen', component: 'ProfileEditRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-change-password', path: 'profile/change-password', screen: 'features/account/profile-screen', component: 'ChangePasswordRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-mini-point-history', path: 'profile/mini-point-history', screen: 'features/order/mini-point-history-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'invite-friends', path: 'invite-friends', screen: 'features/account/profile-screen', component: 'InviteFriendsRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'report-affiliate', path: 'report-affiliate', screen: 'features/account/profile-screen', component: 'AffiliateReportRoute', guard: ['authz', 'affiliator'], stores: ACCOUNT },
      { id: 'profile-address', path: 'profile/address', screen: 'features/account/address-screen', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-address-edit', path: 'profile/address/:edit', screen: 'features/account/address-screen', component: 'AddressEditRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-add', path: 'address/add', screen: 'features/account/address-screen', component: 'AddressAddRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-pinpoint', path: 'address/pinpoint', screen: 'features/account/address-screen', component: 'AddressPinpointRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-search-pinpoint', path: 'address/search-pinpoint', screen: 'features/account/address-screen', component: 'AddressSearchRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-select', path: 'address/select', screen: 'features/checkout/address-select-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'address-edit', path: 'address/:edit?', screen: 'features/account/address-screen', component: 'AddressEditRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'child', path: 'child', screen: 'features/account/child-screen', guard: AUTH },
      { id: 'child-add', path: 'child/add', screen: 'features/account/child-screen', guard: AUTH },
      { id: 'survey', path: 'survey', screen: 'features/account/survey-screen', guard: AUTH, stores: ACCOUNT },
      { id: 'filter-on-boarding', path: 'filter-on-boarding', screen: 'features/account/survey-screen', guard: AUTH, stores: ACCOUNT },
    ],
  },
  {
    feature: 'auth',
    routes: [
      { id: 'login', path: 'login', screen: 'features/auth/login-screen', guard: 'guestAuth' },
      { id: 'guest-user', path: 'guest-user', screen: 'features/auth/verification-status-screen' },
      { id: 'email-verified', path: 'email-verified', screen: 'features/auth/verification-status-screen' },
      { id: 'register', path: 'register', screen: 'features/auth/register-screen', guard: 'guestAuth' },
      { id: 'register-complete', path: 'register/complete-registration-data', screen: 'features/auth/register-screen', guard: AUTH },
      { id: 'register-otp', path: 'register/otp', screen: 'features/auth/otp-screen', guard: 'verified' },
      { id: 'register-otp-change', path: 'register/otp/change-data', screen: 'features/auth/otp-screen', guard: 'verified' },
      { id: 'reset-password-otp', path: 'reset-password/otp', screen: 'features/auth/otp-screen', guard: 'guestAuth' },
      { id: 'forgot-password', path: 'forgot-password', screen: 'features/auth/password-screen', guard: 'guestAuth' },
      { id: 'reset-password', path: 'reset-password', screen: 'features/auth/password-screen', guard: 'guestAuth' },
    ],
  },
  {
    feature: 'content',
    routes: [
      { id: 'artikel', path: 'artikel', screen: 'features/content/article-screen', stores: ACCOUNT },
      { id: 'artikel-detail', path: 'artikel/:slug', screen: 'features/content/article-screen', stores: ACCOUNT },
      { id: 'blog', path: 'blog', screen: 'features/content/article-screen', stores: ACCOUNT },
      { id: 'blog-detail', path: 'blog/:slug?', screen: 'features/content/article-screen', stores: ACCOUNT },
      { id: 'review', path: 'review', screen: 'features/content/review-screen', stores: ['shop', 'review'] },
      { id: 'review-transactions', path: 'review/transactions', screen: 'features/content/review-screen', component: 'TransactionsRoute', guard: AUTH, stores: ['shop', 'review'] },
      { id: 'review-detail', path: 'review/detail/:id?', screen: 'features/content/review-screen', component: 'ReviewDetailRoute', stores: ['shop', 'review'] },
      { id: 'review-order', path: 'review/:order', screen: 'features/content/review-screen', component: 'WriteReviewRoute', guard: AUTH_VERIFIED, stores: ['shop', 'review'] },
      { id: 'faqs', path: 'faqs', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'faqs-search', path: 'faqs/search', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'faqs-detail', path: 'faqs/:id', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'privacy', path: 'privacy', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'terms', path: 'terms', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'consign', path: 'consign', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'mobile', path: 'mobile', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'mia', path: 'mia', screen: 'features/content/adviser-screen', guard: AUTH, stores: ACCOUNT },
    ],
  },
  {
    feature: 'system',
    routes: [
      { id: 'not-found-404', path: '404', screen: 'features/system/not-found-screen' },
      { id: 'not-found', path: '*', screen: 'features/system/not-found-screen' },
    ],
  },
];

const flatten = (entries: readonly RouteEntry[]): RouteEntry[] => entries.flatMap((r) => [r, ...flatten(r.children ?? [])]);
/** Every route of the list (layouts and the routes inside them), in order. */
export const ROUTE_ENTRIES: readonly RouteEntry[] = flatten(ROUTE_TABLE.flatMap((feature) => feature.routes));

/** What a matchable route carries in `handle`: its entry of the list (screen module, stores, data). */
export type ScreenHandle = RouteEntry;

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && typeof (value as { screen?: unknown }).screen === 'string';
}

function matchable(r: RouteEntry): RouteObject {
  const handle: ScreenHandle = r;
  if (r.children) return { id: r.id, handle, children: r.children.map(matchable) };
  return r.index ? { id: r.id, index: true, handle } : { id: r.id, path: r.path ?? '', handle };
}

/** The list as React Router route objects without elements, for matching a path (`matchRoutes`) outside React. */
export function matchableRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: ROUTE_TABLE.map((feature) => ({
        id: `feature-${feature.feature}`,
        children: feature.routes.map(matchable),
      })),
    },
  ];
}
