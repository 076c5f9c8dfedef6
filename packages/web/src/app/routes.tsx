import type { RouteObject } from 'react-router-dom';
import { RootErrorPage, RouteErrorPage } from './error-page';
import type { Guard, RouteHandle } from './guards';
import { RootLayout } from './root-layout';
import { ShellFallback } from './shell-fallback';

// Every static, nested and parameterised route of spec §2, each lazily loaded. `{x optional}` is `:x?`;
// /registry/{slug} and /registry/{username}/{product optional} share /registry/:username/:product?.
// Guards are only declared here (handle.guard); the lead's wiring enforces them (docs/guards.md).

type Lazy = NonNullable<RouteObject['lazy']>;

const screens = {
  home: () => import('../features/shop/home-screen'),
  catalogue: () => import('../features/shop/catalogue-screen'),
  merchant: () => import('../features/shop/merchant-screen'),
  product: () => import('../features/shop/product-screen'),
  favorite: () => import('../features/shop/favorite-screen'),
  voucher: () => import('../features/shop/voucher-screen'),
  cart: () => import('../features/checkout/cart-screen'),
  payment: () => import('../features/checkout/payment-screen'),
  order: () => import('../features/order/order-screen'),
  miniPointHistory: () => import('../features/order/mini-point-history-screen'),
  addressSelect: () => import('../features/checkout/address-select-screen'),
  registryLanding: () => import('../features/registry/registry-landing-screen'),
  myGift: () => import('../features/registry/my-gift-screen'),
  registryOwner: () => import('../features/registry/registry-owner-screen'),
  registryProducts: () => import('../features/registry/registry-products-screen'),
  externalProduct: () => import('../features/registry/external-product-screen'),
  registryCheckout: () => import('../features/registry/registry-checkout-screen'),
  publicRegistry: () => import('../features/registry/public-registry-screen'),
  profile: () => import('../features/account/profile-screen'),
  address: () => import('../features/account/address-screen'),
  child: () => import('../features/account/child-screen'),
  survey: () => import('../features/account/survey-screen'),
  login: () => import('../features/auth/login-screen'),
  register: () => import('../features/auth/register-screen'),
  otp: () => import('../features/auth/otp-screen'),
  password: () => import('../features/auth/password-screen'),
  verification: () => import('../features/auth/verification-status-screen'),
  article: () => import('../features/content/article-screen'),
  review: () => import('../features/content/review-screen'),
  info: () => import('../features/content/info-screen'),
  adviser: () => import('../features/content/adviser-screen'),
  notFound: () => import('../features/system/not-found-screen'),
} satisfies Record<string, Lazy>;

/** One route: its id names its title (`title.<id>`) and its page texts. */
function route(id: string, path: string, lazy: Lazy, guard?: Guard | readonly Guard[]): RouteObject {
  const handle: RouteHandle = guard === undefined ? { titleKey: `title.${id}` } : { titleKey: `title.${id}`, guard };
  return { id, path, lazy, handle };
}

/** A feature: a pathless parent whose errorElement catches the errors of its screens inside the layout. */
function feature(id: string, children: RouteObject[]): RouteObject {
  return { id: `feature-${id}`, errorElement: <RouteErrorPage />, children };
}

const AUTH: Guard = 'authz';
/** Account actions that need a verified account (spec §4: unverified users go to guest-user). */
const AUTH_VERIFIED: readonly Guard[] = ['authz', 'unverified'];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    // Painted while the first lazy screen loads, so the frame shows before the route chunk arrives.
    hydrateFallbackElement: <ShellFallback />,
    children: [
      feature('shop', [
        { id: 'home', index: true, lazy: screens.home, handle: { titleKey: 'title.home' } satisfies RouteHandle },
        route('categories', 'categories', screens.catalogue),
        route('c-category', 'c/:category', screens.catalogue),
        route('brand', 'brand', screens.catalogue),
        route('brand-draft-index', 'brand/draft-index', screens.catalogue),
        route('merchant-list', 'merchant-list', screens.catalogue),
        route('promo', 'promo', screens.catalogue),
        route('collection', 'collection/:id?', screens.catalogue),
        route('banner', 'banner/:id?', screens.catalogue),
        route('search', 'search', screens.catalogue),
        route('favorite', 'favorite', screens.favorite, AUTH),
        route('favorite-detail', 'favorite/:id', screens.favorite, AUTH),
        route('voucher', 'voucher', screens.voucher),
        route('vouchers', 'vouchers', screens.voucher),
        route('voucher-claim', 'voucher/claim/:id?', screens.voucher, AUTH_VERIFIED),
        route('voucher-detail', 'voucher/:id', screens.voucher),
        route('merchant', ':merchant', screens.merchant),
        route('merchant-promo', ':merchant/promo', screens.merchant),
        route('product', ':merchant/:product', screens.product),
        route('product-review', ':merchant/:product/review', screens.product),
      ]),
      feature('checkout', [
        route('cart', 'cart', screens.cart, AUTH_VERIFIED),
        route('buy', 'buy', screens.cart, AUTH_VERIFIED),
        route('booking-cod', 'booking-cod', screens.cart, AUTH_VERIFIED),
        route('payment-finish', 'payment/finish', screens.payment, AUTH),
        route('payment', 'payment/:id', screens.payment, AUTH),
        route('payment-guide', 'payment/:id?/guide', screens.payment, AUTH),
      ]),
      feature('order', [
        route('order', 'order', screens.order, AUTH),
        route('order-add', 'order/add', screens.order, AUTH_VERIFIED),
        route('order-group', 'order/group/:id?', screens.order, AUTH),
        route('order-detail', 'order/:id', screens.order, AUTH),
        route('order-invoice', 'order/:id/invoice', screens.order, AUTH),
        route('order-track', 'order/:id/track', screens.order, AUTH),
      ]),
      feature('registry', [
        route('registry', 'registry', screens.registryLanding),
        route('registry-inspiration', 'registry-inspiration', screens.registryLanding),
        route('my-gift', 'my-gift', screens.myGift, AUTH),
        route('my-gift-create', 'my-gift/create', screens.myGift, AUTH_VERIFIED),
        route('my-gift-detail', 'my-gift/:id?', screens.myGift, AUTH),
        route('registry-setting', 'registry/setting', screens.registryOwner, AUTH),
        route('registry-pratinjau', 'registry/pratinjau', screens.registryOwner, AUTH),
        route('registry-pratinjau-collection-products', 'registry/pratinjau/collection/products/:id?', screens.registryOwner, AUTH),
        route('registry-pratinjau-collection', 'registry/pratinjau/collection/:id?', screens.registryOwner, AUTH),
        route('registry-pratinjau-category', 'registry/pratinjau/:categorie', screens.registryOwner, AUTH),
        route('registry-ucapan', 'registry/ucapan', screens.registryOwner, AUTH),
        route('registry-ucapan-detail', 'registry/ucapan/:id', screens.registryOwner, AUTH),
        route('registry-list-product', 'registry/list-product', screens.registryProducts, AUTH),
        route('registry-search', 'registry/search', screens.registryProducts, AUTH),
        route('registry-address-book', 'registry/address-book', screens.registryProducts, AUTH),
        route('registry-external-product', 'registry/create-external-product', screens.externalProduct, AUTH),
        route('registry-external-product-desktop', 'registry/create-external-product/dekstop', screens.externalProduct, AUTH),
        route('registry-external-product-mini-button', 'registry/create-external-product/mini-button', screens.externalProduct, AUTH),
        route('registry-external-product-url', 'registry/create-external-product/url', screens.externalProduct, AUTH),
        route('registry-external-product-edit', 'registry/create-external-product/edit/:id?', screens.externalProduct, AUTH),
        route('registry-checkout', 'registry/checkout', screens.registryCheckout, AUTH_VERIFIED),
        route('registry-external-checkout', 'registry/external-checkout/:id?', screens.registryCheckout, AUTH_VERIFIED),
        route('registry-external-checkout-old', 'registry/external-checkout-old', screens.registryCheckout, AUTH_VERIFIED),
        route('registry-public', 'registry/:username/:product?', screens.publicRegistry),
      ]),
      feature('account', [
        route('profile', 'profile', screens.profile, AUTH),
        route('profile-edit', 'profile/edit', screens.profile, AUTH),
        route('profile-change-password', 'profile/change-password', screens.profile, AUTH),
        route('profile-mini-point-history', 'profile/mini-point-history', screens.miniPointHistory, AUTH),
        route('invite-friends', 'invite-friends', screens.profile, AUTH),
        route('report-affiliate', 'report-affiliate', screens.profile, ['authz', 'affiliator']),
        route('profile-address', 'profile/address', screens.address, AUTH),
        route('profile-address-edit', 'profile/address/:edit', screens.address, AUTH),
        route('address-add', 'address/add', screens.address, AUTH),
        route('address-pinpoint', 'address/pinpoint', screens.address, AUTH),
        route('address-search-pinpoint', 'address/search-pinpoint', screens.address, AUTH),
        route('address-select', 'address/select', screens.addressSelect, AUTH),
        route('address-edit', 'address/:edit?', screens.address, AUTH),
        route('child', 'child', screens.child, AUTH),
        route('child-add', 'child/add', screens.child, AUTH),
        route('survey', 'survey', screens.survey, AUTH),
        route('filter-on-boarding', 'filter-on-boarding', screens.survey, AUTH),
      ]),
      feature('auth', [
        route('login', 'login', screens.login, 'guestAuth'),
        route('guest-user', 'guest-user', screens.verification),
        route('email-verified', 'email-verified', screens.verification),
        route('register', 'register', screens.register, 'guestAuth'),
        route('register-complete', 'register/complete-registration-data', screens.register, AUTH),
        route('register-otp', 'register/otp', screens.otp, 'verified'),
        route('register-otp-change', 'register/otp/change-data', screens.otp, 'verified'),
        route('reset-password-otp', 'reset-password/otp', screens.otp, 'guestAuth'),
        route('forgot-password', 'forgot-password', screens.password, 'guestAuth'),
        route('reset-password', 'reset-password', screens.password, 'guestAuth'),
      ]),
      feature('content', [
        route('artikel', 'artikel', screens.article),
        route('artikel-detail', 'artikel/:slug', screens.article),
        route('blog', 'blog', screens.article),
        route('blog-detail', 'blog/:slug?', screens.article),
        route('review', 'review', screens.review),
        route('review-transactions', 'review/transactions', screens.review, AUTH),
        route('review-detail', 'review/detail/:id?', screens.review),
        route('review-order', 'review/:order', screens.review, AUTH_VERIFIED),
        route('faqs', 'faqs', screens.info),
        route('faqs-search', 'faqs/search', screens.info),
        route('faqs-detail', 'faqs/:id', screens.info),
        route('privacy', 'privacy', screens.info),
        route('terms', 'terms', screens.info),
        route('consign', 'consign', screens.info),
        route('mobile', 'mobile', screens.info),
        route('mia', 'mia', screens.adviser, AUTH),
      ]),
      feature('system', [
        route('not-found-404', '404', screens.notFound),
        route('not-found', '*', screens.notFound),
      ]),
    ],
  },
];
