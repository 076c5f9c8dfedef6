// The route table of spec §2 as plain data: ids, paths, guards and the lazily loaded screen module of each route.
// `routes.tsx` turns it into React Router route objects; the app server (server/serve.ts) matches a page path against
// it to preload that screen's files with the HTML (decision 0083). No React here, so Node can import it.
import type { RouteObject } from 'react-router-dom';
import type { Guard } from './guards';

/** The screen modules, by their path under src/ (Vite's manifest names each `src/<module>.tsx`). */
export const SCREEN_MODULES = [
  'features/shop/home-screen',
  'features/shop/catalogue-screen',
  'features/shop/merchant-screen',
  'features/shop/product-screen',
  'features/shop/favorite-screen',
  'features/shop/voucher-screen',
  'features/checkout/cart-screen',
  'features/checkout/payment-screen',
  'features/order/order-screen',
  'features/order/mini-point-history-screen',
  'features/checkout/address-select-screen',
  'features/registry/registry-landing-screen',
  'features/registry/my-gift-screen',
  'features/registry/registry-owner-screen',
  'features/registry/registry-products-screen',
  'features/registry/external-product-screen',
  'features/registry/registry-checkout-screen',
  'features/registry/public-registry-screen',
  'features/account/profile-screen',
  'features/account/address-screen',
  'features/account/child-screen',
  'features/account/survey-screen',
  'features/auth/login-screen',
  'features/auth/register-screen',
  'features/auth/otp-screen',
  'features/auth/password-screen',
  'features/auth/verification-status-screen',
  'features/content/article-screen',
  'features/content/review-screen',
  'features/content/info-screen',
  'features/content/adviser-screen',
  'features/system/not-found-screen',
] as const;

export type ScreenModule = (typeof SCREEN_MODULES)[number];

export interface RouteEntry {
  /** Names the route's title (`title.<id>`) and its page texts. */
  readonly id: string;
  /** Relative to /; absent for the index route (home). `{x optional}` of the spec is `:x?`. */
  readonly path?: string;
  readonly index?: true;
  readonly screen: ScreenModule;
  /** One guard, or several applied in order (docs/guards.md). */
  readonly guard?: Guard | readonly Guard[];
}

/** A feature: its routes share an error boundary inside the layout. */
export interface FeatureEntry {
  readonly feature: string;
  readonly routes: readonly RouteEntry[];
}

const AUTH: Guard = 'authz';
/** Account actions that need a verified account (spec §4: unverified users go to guest-user). */
const AUTH_VERIFIED: readonly Guard[] = ['authz', 'unverified'];

// /registry/{slug} and /registry/{username}/{product optional} share /registry/:username/:product?.
export const ROUTE_TABLE: readonly FeatureEntry[] = [
  {
    feature: 'shop',
    routes: [
      { id: 'home', index: true, screen: 'features/shop/home-screen' },
      { id: 'categories', path: 'categories', screen: 'features/shop/catalogue-screen' },
      { id: 'c-category', path: 'c/:category', screen: 'features/shop/catalogue-screen' },
      { id: 'brand', path: 'brand', screen: 'features/shop/catalogue-screen' },
      { id: 'brand-draft-index', path: 'brand/draft-index', screen: 'features/shop/catalogue-screen' },
      { id: 'merchant-list', path: 'merchant-list', screen: 'features/shop/catalogue-screen' },
      { id: 'promo', path: 'promo', screen: 'features/shop/catalogue-screen' },
      { id: 'collection', path: 'collection/:id?', screen: 'features/shop/catalogue-screen' },
      { id: 'banner', path: 'banner/:id?', screen: 'features/shop/catalogue-screen' },
      { id: 'search', path: 'search', screen: 'features/shop/catalogue-screen' },
      { id: 'favorite', path: 'favorite', screen: 'features/shop/favorite-screen', guard: AUTH },
      { id: 'favorite-detail', path: 'favorite/:id', screen: 'features/shop/favorite-screen', guard: AUTH },
      { id: 'voucher', path: 'voucher', screen: 'features/shop/voucher-screen' },
      { id: 'vouchers', path: 'vouchers', screen: 'features/shop/voucher-screen' },
      { id: 'voucher-claim', path: 'voucher/claim/:id?', screen: 'features/shop/voucher-screen', guard: AUTH_VERIFIED },
      { id: 'voucher-detail', path: 'voucher/:id', screen: 'features/shop/voucher-screen' },
      { id: 'merchant', path: ':merchant', screen: 'features/shop/merchant-screen' },
      { id: 'merchant-promo', path: ':merchant/promo', screen: 'features/shop/merchant-screen' },
      { id: 'product', path: ':merchant/:product', screen: 'features/shop/product-screen' },
      { id: 'product-review', path: ':merchant/:product/review', screen: 'features/shop/product-screen' },
    ],
  },
  {
    feature: 'checkout',
    routes: [
      { id: 'cart', path: 'cart', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED },
      { id: 'buy', path: 'buy', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED },
      { id: 'booking-cod', path: 'booking-cod', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED },
      { id: 'payment-finish', path: 'payment/finish', screen: 'features/checkout/payment-screen', guard: AUTH },
      { id: 'payment', path: 'payment/:id', screen: 'features/checkout/payment-screen', guard: AUTH },
      { id: 'payment-guide', path: 'payment/:id?/guide', screen: 'features/checkout/payment-screen', guard: AUTH },
    ],
  },
  {
    feature: 'order',
    routes: [
      { id: 'order', path: 'order', screen: 'features/order/order-screen', guard: AUTH },
      { id: 'order-add', path: 'order/add', screen: 'features/order/order-screen', guard: AUTH_VERIFIED },
      { id: 'order-group', path: 'order/group/:id?', screen: 'features/order/order-screen', guard: AUTH },
      { id: 'order-detail', path: 'order/:id', screen: 'features/order/order-screen', guard: AUTH },
      { id: 'order-invoice', path: 'order/:id/invoice', screen: 'features/order/order-screen', guard: AUTH },
      { id: 'order-track', path: 'order/:id/track', screen: 'features/order/order-screen', guard: AUTH },
    ],
  },
  {
    feature: 'registry',
    routes: [
      { id: 'registry', path: 'registry', screen: 'features/registry/registry-landing-screen' },
      { id: 'registry-inspiration', path: 'registry-inspiration', screen: 'features/registry/registry-landing-screen' },
      { id: 'my-gift', path: 'my-gift', screen: 'features/registry/my-gift-screen', guard: AUTH },
      { id: 'my-gift-create', path: 'my-gift/create', screen: 'features/registry/my-gift-screen', guard: AUTH_VERIFIED },
      { id: 'my-gift-detail', path: 'my-gift/:id?', screen: 'features/registry/my-gift-screen', guard: AUTH },
      { id: 'registry-setting', path: 'registry/setting', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-pratinjau', path: 'registry/pratinjau', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-pratinjau-collection-products', path: 'registry/pratinjau/collection/products/:id?', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-pratinjau-collection', path: 'registry/pratinjau/collection/:id?', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-pratinjau-category', path: 'registry/pratinjau/:categorie', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-ucapan', path: 'registry/ucapan', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-ucapan-detail', path: 'registry/ucapan/:id', screen: 'features/registry/registry-owner-screen', guard: AUTH },
      { id: 'registry-list-product', path: 'registry/list-product', screen: 'features/registry/registry-products-screen', guard: AUTH },
      { id: 'registry-search', path: 'registry/search', screen: 'features/registry/registry-products-screen', guard: AUTH },
      { id: 'registry-address-book', path: 'registry/address-book', screen: 'features/registry/registry-products-screen', guard: AUTH },
      { id: 'registry-external-product', path: 'registry/create-external-product', screen: 'features/registry/external-product-screen', guard: AUTH },
      { id: 'registry-external-product-desktop', path: 'registry/create-external-product/dekstop', screen: 'features/registry/external-product-screen', guard: AUTH },
      { id: 'registry-external-product-mini-button', path: 'registry/create-external-product/mini-button', screen: 'features/registry/external-product-screen', guard: AUTH },
      { id: 'registry-external-product-url', path: 'registry/create-external-product/url', screen: 'features/registry/external-product-screen', guard: AUTH },
      { id: 'registry-external-product-edit', path: 'registry/create-external-product/edit/:id?', screen: 'features/registry/external-product-screen', guard: AUTH },
      { id: 'registry-checkout', path: 'registry/checkout', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED },
      { id: 'registry-external-checkout', path: 'registry/external-checkout/:id?', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED },
      { id: 'registry-external-checkout-old', path: 'registry/external-checkout-old', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED },
      { id: 'registry-public', path: 'registry/:username/:product?', screen: 'features/registry/public-registry-screen' },
    ],
  },
  {
    feature: 'account',
    routes: [
      { id: 'profile', path: 'profile', screen: 'features/account/profile-screen', guard: AUTH },
      { id: 'profile-edit', path: 'profile/edit', screen: 'features/account/profile-screen', guard: AUTH },
      { id: 'profile-change-password', path: 'profile/change-password', screen: 'features/account/profile-screen', guard: AUTH },
      { id: 'profile-mini-point-history', path: 'profile/mini-point-history', screen: 'features/order/mini-point-history-screen', guard: AUTH },
      { id: 'invite-friends', path: 'invite-friends', screen: 'features/account/profile-screen', guard: AUTH },
      { id: 'report-affiliate', path: 'report-affiliate', screen: 'features/account/profile-screen', guard: ['authz', 'affiliator'] },
      { id: 'profile-address', path: 'profile/address', screen: 'features/account/address-screen', guard: AUTH },
      { id: 'profile-address-edit', path: 'profile/address/:edit', screen: 'features/account/address-screen', guard: AUTH },
      { id: 'address-add', path: 'address/add', screen: 'features/account/address-screen', guard: AUTH },
      { id: 'address-pinpoint', path: 'address/pinpoint', screen: 'features/account/address-screen', guard: AUTH },
      { id: 'address-search-pinpoint', path: 'address/search-pinpoint', screen: 'features/account/address-screen', guard: AUTH },
      { id: 'address-select', path: 'address/select', screen: 'features/checkout/address-select-screen', guard: AUTH },
      { id: 'address-edit', path: 'address/:edit?', screen: 'features/account/address-screen', guard: AUTH },
      { id: 'child', path: 'child', screen: 'features/account/child-screen', guard: AUTH },
      { id: 'child-add', path: 'child/add', screen: 'features/account/child-screen', guard: AUTH },
      { id: 'survey', path: 'survey', screen: 'features/account/survey-screen', guard: AUTH },
      { id: 'filter-on-boarding', path: 'filter-on-boarding', screen: 'features/account/survey-screen', guard: AUTH },
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
      { id: 'artikel', path: 'artikel', screen: 'features/content/article-screen' },
      { id: 'artikel-detail', path: 'artikel/:slug', screen: 'features/content/article-screen' },
      { id: 'blog', path: 'blog', screen: 'features/content/article-screen' },
      { id: 'blog-detail', path: 'blog/:slug?', screen: 'features/content/article-screen' },
      { id: 'review', path: 'review', screen: 'features/content/review-screen' },
      { id: 'review-transactions', path: 'review/transactions', screen: 'features/content/review-screen', guard: AUTH },
      { id: 'review-detail', path: 'review/detail/:id?', screen: 'features/content/review-screen' },
      { id: 'review-order', path: 'review/:order', screen: 'features/content/review-screen', guard: AUTH_VERIFIED },
      { id: 'faqs', path: 'faqs', screen: 'features/content/info-screen' },
      { id: 'faqs-search', path: 'faqs/search', screen: 'features/content/info-screen' },
      { id: 'faqs-detail', path: 'faqs/:id', screen: 'features/content/info-screen' },
      { id: 'privacy', path: 'privacy', screen: 'features/content/info-screen' },
      { id: 'terms', path: 'terms', screen: 'features/content/info-screen' },
      { id: 'consign', path: 'consign', screen: 'features/content/info-screen' },
      { id: 'mobile', path: 'mobile', screen: 'features/content/info-screen' },
      { id: 'mia', path: 'mia', screen: 'features/content/adviser-screen', guard: AUTH },
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

/** What a matchable route carries in `handle`: the screen module of the page. */
export interface ScreenHandle {
  readonly screen: ScreenModule;
}

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && typeof (value as { screen?: unknown }).screen === 'string';
}

/** The table as React Router route objects without elements, for matching a path (`matchRoutes`) outside React. */
export function matchableRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: ROUTE_TABLE.map((feature) => ({
        id: `feature-${feature.feature}`,
        children: feature.routes.map((r): RouteObject => {
          const handle: ScreenHandle = { screen: r.screen };
          return r.index ? { id: r.id, index: true, handle } : { id: r.id, path: r.path ?? '', handle };
        }),
      })),
    },
  ];
}
