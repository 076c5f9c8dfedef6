import type { TitleRouteId } from '../src/i18n/common.id';

/**
 * A sample URL for each route of spec §2, the route id it must reach, and whether its guard turns a
 * logged-out visitor away (authz, affiliator, verified; guestAuth and unverified let them in).
 */
export interface RouteSample {
  readonly path: string;
  readonly id: TitleRouteId;
  readonly guarded: boolean;
}

const r = (path: string, id: TitleRouteId, guarded = false): RouteSample => ({ path, id, guarded });

export const ROUTE_SAMPLES: readonly RouteSample[] = [
  // Static routes
  r('/', 'home'), r('/artikel', 'artikel'), r('/booking-cod', 'booking-cod', true), r('/brand', 'brand'),
  r('/buy', 'buy', true), r('/cart', 'cart', true), r('/categories', 'categories'), r('/child', 'child', true),
  r('/consign', 'consign'), r('/email-verified', 'email-verified'), r('/faqs', 'faqs'), r('/favorite', 'favorite', true),
  r('/filter-on-boarding', 'filter-on-boarding', true), r('/forgot-password', 'forgot-password'),
  r('/guest-user', 'guest-user'), r('/invite-friends', 'invite-friends', true), r('/login', 'login'),
  r('/merchant-list', 'merchant-list'), r('/mia', 'mia', true), r('/mobile', 'mobile'), r('/my-gift', 'my-gift', true),
  r('/order', 'order', true), r('/privacy', 'privacy'), r('/profile', 'profile', true), r('/promo', 'promo'),
  r('/register', 'register'), r('/registry', 'registry'), r('/registry-inspiration', 'registry-inspiration'),
  r('/report-affiliate', 'report-affiliate', true), r('/reset-password', 'reset-password'), r('/review', 'review'),
  r('/search?keyword=popok', 'search'), r('/survey', 'survey', true), r('/terms', 'terms'), r('/voucher', 'voucher'),
  r('/vouchers', 'vouchers'), r('/blog', 'blog'),
  // Nested routes
  r('/address/add', 'address-add', true), r('/address/pinpoint', 'address-pinpoint', true),
  r('/address/search-pinpoint', 'address-search-pinpoint', true), r('/address/select', 'address-select', true),
  r('/brand/draft-index', 'brand-draft-index'), r('/child/add', 'child-add', true), r('/faqs/search', 'faqs-search'),
  r('/my-gift/create', 'my-gift-create', true), r('/order/add', 'order-add', true), r('/payment/finish', 'payment-finish', true),
  r('/profile/address', 'profile-address', true), r('/profile/change-password', 'profile-change-password', true),
  r('/profile/edit', 'profile-edit', true), r('/profile/mini-point-history', 'profile-mini-point-history', true),
  r('/register/complete-registration-data', 'register-complete', true), r('/register/otp', 'register-otp', true),
  r('/register/otp/change-data', 'register-otp-change', true), r('/registry/address-book', 'registry-address-book', true),
  r('/registry/checkout', 'registry-checkout', true), r('/registry/create-external-product', 'registry-external-product', true),
  r('/registry/create-external-product/dekstop', 'registry-external-product-desktop', true),
  r('/registry/create-external-product/mini-button', 'registry-external-product-mini-button', true),
  r('/registry/create-external-product/url', 'registry-external-product-url', true),
  r('/registry/create-external-product/edit', 'registry-external-product-edit', true),
  r('/registry/create-external-product/edit/5', 'registry-external-product-edit', true),
  r('/registry/external-checkout-old', 'registry-external-checkout-old', true),
  r('/registry/list-product', 'registry-list-product', true), r('/registry/pratinjau', 'registry-pratinjau', true),
  r('/registry/search', 'registry-search', true), r('/registry/setting', 'registry-setting', true),
  r('/registry/ucapan', 'registry-ucapan', true), r('/reset-password/otp', 'reset-password-otp'),
  r('/review/transactions', 'review-transactions', true),
  // Routes with parameters (optional ones with and without the parameter)
  r('/registry/pratinjau/collection/products/5', 'registry-pratinjau-collection-products', true),
  r('/registry/pratinjau/collection/products', 'registry-pratinjau-collection-products', true),
  r('/registry/pratinjau/collection/3', 'registry-pratinjau-collection', true),
  r('/registry/pratinjau/collection', 'registry-pratinjau-collection', true),
  r('/registry/pratinjau/perlengkapan-tidur', 'registry-pratinjau-category', true),
  r('/order/group/12', 'order-group', true), r('/order/group', 'order-group', true),
  r('/profile/address/4', 'profile-address-edit', true),
  r('/registry/external-checkout/7', 'registry-external-checkout', true),
  r('/registry/external-checkout', 'registry-external-checkout', true),
  r('/registry/ucapan/9', 'registry-ucapan-detail', true),
  r('/review/detail/3', 'review-detail'), r('/review/detail', 'review-detail'),
  r('/voucher/claim/2', 'voucher-claim', true), r('/voucher/claim', 'voucher-claim', true),
  r('/address/4', 'address-edit', true), r('/address', 'address-edit', true),
  r('/artikel/tips-menyusui', 'artikel-detail'), r('/banner/1', 'banner'), r('/banner', 'banner'),
  r('/blog/cerita-kado', 'blog-detail'), r('/c/popok', 'c-category'), r('/collection/2', 'collection'),
  r('/collection', 'collection'), r('/faqs/1', 'faqs-detail'), r('/favorite/1', 'favorite-detail', true),
  r('/my-gift/1', 'my-gift-detail', true), r('/order/100', 'order-detail', true), r('/payment/55', 'payment', true),
  r('/registry/bunda-demo', 'registry-public'), r('/review/100', 'review-order', true), r('/voucher/3', 'voucher-detail'),
  r('/order/100/invoice', 'order-invoice', true), r('/order/100/track', 'order-track', true),
  r('/payment/55/guide', 'payment-guide', true), r('/payment/guide', 'payment-guide', true),
  r('/registry/bunda-demo/botol-susu', 'registry-public'), r('/bunda-sehat', 'merchant'),
  r('/bunda-sehat/promo', 'merchant-promo'), r('/bunda-sehat/popok-celana-lembut-bunda-sehat', 'product'),
  r('/bunda-sehat/popok-celana-lembut-bunda-sehat/review', 'product-review'),
  r('/404', 'not-found-404'),
];

export const BOTTOM_NAV_PATHS = ['/', '/profile', '/review', '/categories', '/artikel'] as const;

/**
 * One page per screen module and variant (list, form, tabs, detail, the 404): the axe scan covers every kind of
 * markup the shell renders without scanning a hundred near-identical pages.
 */
export const AXE_PATHS = [
  '/', '/categories', '/search?keyword=popok', '/bunda-sehat', '/bunda-sehat/popok-celana-lembut-bunda-sehat', '/voucher', '/registry',
  '/registry/bunda-demo/botol-susu', '/artikel', '/artikel/tips-menyusui', '/review', '/review/detail/3', '/faqs',
  '/privacy', '/404',
] as const;
