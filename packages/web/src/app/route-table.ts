// The ONE list of routes (spec §2): each route's id, path, title, guards, screen module, the feature stores its
// screen uses and its page data. `routes.tsx` turns it into React Router route objects (lazy screen, loader); the
// i18n set-up serves its titles as `title.<id>` (src/i18n/index.ts); the app server matches a page path against it
// to preload that screen's files with the HTML (server/route-assets.ts) and to send the page's data
// (server/page-data.ts); the e2e files visit every route (e2e/routes.ts) and docs/guards.md is checked against it.
// The URLs that open a route with params are test data, kept in e2e/route-samples.ts, not here (decision 0545).
// Plain data with type-only imports, so Node and Playwright can import it; a route's data is named by a key of
// route-data.ts (which imports the stores). Adding a route: docs/architecture.md, "Routes: one list".
import type { RouteObject } from 'react-router-dom';
import type { Guard } from './guards';
import type { RouteDataKey } from './route-data';
import type { StoreFeature } from './store-modules';
import { HOME_ROUTE } from './home-route.ts';

/** A screen module, by its path under src/ (Vite's manifest names each `src/<module>.tsx`; routes.tsx imports it). */
export type ScreenModule = `features/${string}/${string}-screen`;

export interface RouteEntry {
  /** Names the route's title (`title.<id>`) and its page texts. */
  readonly id: string;
  /** The navbar and document title (Indonesian), served by i18next as `title.<id>`; every route but a layout has one. */
  readonly title?: string;
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
  /**
   * The server's HTML carries this page's first screen, rendered from its loader's data (a public page: decision 0510);
   * the others get the light shell and are rendered by the browser (personal pages, forms).
   */
  readonly server?: true;
  /** The page's data (a key of route-data.ts), asked for by the route's loader before the screen renders (and sent with the HTML). */
  readonly data?: RouteDataKey;
}

/**
 * The adapters' chunk each page data (route-data.ts) reads through (container.ts): `shell` (sign-in, reviews, search,
 * the catalogue beyond home's), `feature` (the registry, the account, the cart and the rest), or none for home, whose
 * first screen the boot file answers. The app server asks for that chunk with the page's scripts (server/route-assets.ts,
 * decision 0551): the page's data then does not wait for one more download after its stores'.
 */
export const ROUTE_DATA_ADAPTERS: Readonly<Record<RouteDataKey, 'shell' | 'feature' | null>> = {
  home: null,
  product: 'shell',
  publicRegistry: 'feature',
  article: 'feature',
  faq: 'feature',
};

/** A feature: its routes share an error boundary inside the layout. */
interface FeatureEntry {
  readonly feature: string;
  readonly routes: readonly RouteEntry[];
}

const AUTH: Guard = 'authz';
/** Account actions that need a verified account (spec §4: unverified users go to guest-user). */
const AUTH_VERIFIED: readonly Guard[] = ['authz', 'unverified'];

const SHOP: readonly StoreFeature[] = ['shop'];
const CHECKOUT: readonly StoreFeature[] = ['checkout'];
/** The giver's registry stores: the public registry, one gift and the giver's checkout (decision 0377). */
const REGISTRY: readonly StoreFeature[] = ['registry'];
/** The owner's registry stores: her pages and the landing's checklist (decision 0377). */
const REGISTRY_OWNER: readonly StoreFeature[] = ['registry-owner'];
const ACCOUNT: readonly StoreFeature[] = ['account'];
/** A signed-in user's stores (children, registration steps): @kado/stores member.module.ts. */
const MEMBER: readonly StoreFeature[] = ['member'];

// /registry/{slug} and /registry/{username}/{product optional} share /registry/:username/:product?.
export const ROUTE_TABLE: readonly FeatureEntry[] = [
  {
    feature: 'shop',
    routes: [
      HOME_ROUTE,
      { id: 'categories', server: true, title: 'Kategori', path: 'categories', screen: 'features/shop/catalogue-screen', stores: SHOP },
      { id: 'c-category', server: true, title: 'Kategori', path: 'c/:category', screen: 'features/shop/catalogue-screen', component: 'CategoryRoute', stores: SHOP },
      { id: 'brand', server: true, title: 'Brand', path: 'brand', screen: 'features/shop/catalogue-screen', component: 'BrandRoute', stores: SHOP },
      { id: 'brand-draft-index', title: 'Draf Brand', path: 'brand/draft-index', screen: 'features/shop/catalogue-screen', component: 'BrandDraftRoute', stores: SHOP },
      { id: 'merchant-list', server: true, title: 'Daftar Toko', path: 'merchant-list', screen: 'features/shop/catalogue-screen', component: 'MerchantListRoute', stores: SHOP },
      { id: 'promo', server: true, title: 'Promo', path: 'promo', screen: 'features/shop/catalogue-screen', component: 'PromoRoute', stores: SHOP },
      { id: 'collection', server: true, title: 'Koleksi', path: 'collection/:id?', screen: 'features/shop/catalogue-screen', component: 'CollectionRoute', stores: SHOP },
      { id: 'banner', server: true, title: 'Promo Pilihan', path: 'banner/:id?', screen: 'features/shop/catalogue-screen', component: 'BannerRoute', stores: SHOP },
      { id: 'search', title: 'Hasil Pencarian', path: 'search', screen: 'features/shop/catalogue-screen', component: 'SearchRoute', stores: SHOP },
      { id: 'favorite', title: 'Favorit', path: 'favorite', screen: 'features/shop/favorite-screen', guard: AUTH, stores: SHOP },
      { id: 'favorite-detail', title: 'Favorit', path: 'favorite/:id', screen: 'features/shop/favorite-screen', guard: AUTH, stores: SHOP },
      { id: 'voucher', title: 'Voucher', path: 'voucher', screen: 'features/shop/voucher-screen', stores: CHECKOUT },
      { id: 'vouchers', title: 'Daftar Voucher', path: 'vouchers', screen: 'features/shop/voucher-screen', stores: CHECKOUT },
      { id: 'voucher-claim', title: 'Klaim Voucher', path: 'voucher/claim/:id?', screen: 'features/shop/voucher-screen', component: 'VoucherClaimRoute', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'voucher-detail', title: 'Detail Voucher', path: 'voucher/:id', screen: 'features/shop/voucher-screen', component: 'VoucherDetailRoute', stores: CHECKOUT },
      { id: 'merchant', server: true, title: 'Toko', path: ':merchant', screen: 'features/shop/merchant-screen', stores: SHOP },
      { id: 'merchant-promo', server: true, title: 'Promo Toko', path: ':merchant/promo', screen: 'features/shop/merchant-screen', component: 'MerchantPromoRoute', stores: SHOP },
      { id: 'product', server: true, title: 'Detail Produk', path: ':merchant/:product', screen: 'features/shop/product-screen', stores: SHOP, data: 'product' },
      { id: 'product-review', server: true, title: 'Ulasan Produk', path: ':merchant/:product/review', screen: 'features/shop/product-screen', stores: SHOP },
    ],
  },
  {
    feature: 'checkout',
    routes: [
      { id: 'cart', title: 'Keranjang', path: 'cart', screen: 'features/checkout/cart-screen', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'buy', title: 'Checkout', path: 'buy', screen: 'features/checkout/cart-screen', component: 'BuyRoute', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'booking-cod', title: 'Pesanan COD', path: 'booking-cod', screen: 'features/checkout/cart-screen', component: 'BookingCodRoute', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'payment-finish', title: 'Pembayaran Selesai', path: 'payment/finish', screen: 'features/checkout/payment-screen', component: 'PaymentFinishRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'payment', title: 'Pembayaran', path: 'payment/:id', screen: 'features/checkout/payment-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'payment-guide', title: 'Cara Pembayaran', path: 'payment/:id?/guide', screen: 'features/checkout/payment-screen', component: 'PaymentGuideRoute', guard: AUTH, stores: CHECKOUT },
    ],
  },
  {
    feature: 'order',
    routes: [
      { id: 'order', title: 'Pesanan Saya', path: 'order', screen: 'features/order/order-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'order-add', title: 'Buat Pesanan', path: 'order/add', screen: 'features/order/order-screen', component: 'OrderAddRoute', guard: AUTH_VERIFIED, stores: CHECKOUT },
      { id: 'order-group', title: 'Grup Pesanan', path: 'order/group/:id?', screen: 'features/order/order-screen', component: 'OrderGroupRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'order-detail', title: 'Detail Pesanan', path: 'order/:id', screen: 'features/order/order-screen', component: 'OrderDetailRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'order-invoice', title: 'Invoice', path: 'order/:id/invoice', screen: 'features/order/order-screen', component: 'OrderInvoiceRoute', guard: AUTH, stores: CHECKOUT },
      { id: 'order-track', title: 'Lacak Pesanan', path: 'order/:id/track', screen: 'features/order/order-screen', component: 'OrderTrackRoute', guard: AUTH, stores: CHECKOUT },
    ],
  },
  {
    feature: 'registry',
    routes: [
      { id: 'registry', title: 'Registry', path: 'registry', screen: 'features/registry/registry-landing-screen', stores: REGISTRY_OWNER },
      { id: 'registry-inspiration', title: 'Inspirasi Registry', path: 'registry-inspiration', screen: 'features/registry/registry-landing-screen', component: 'RegistryInspirationRoute', stores: REGISTRY_OWNER },
      { id: 'my-gift', title: 'Registry Saya', path: 'my-gift', screen: 'features/registry/my-gift-screen', guard: AUTH, stores: REGISTRY_OWNER },
      { id: 'my-gift-create', title: 'Buat Registry', path: 'my-gift/create', screen: 'features/registry/my-gift-screen', component: 'MyGiftCreateRoute', guard: AUTH_VERIFIED, stores: REGISTRY_OWNER },
      { id: 'my-gift-detail', title: 'Registry Saya', path: 'my-gift/:id?', screen: 'features/registry/my-gift-screen', component: 'MyGiftDetailRoute', guard: AUTH, stores: REGISTRY_OWNER },
      {
        // The owner's layout (header, tabs, share, search) around the tab's own route (<Outlet/>).
        id: 'registry-owner', screen: 'features/registry/registry-owner-screen', stores: REGISTRY_OWNER,
        children: [
          { id: 'registry-setting', title: 'Registry', path: 'registry/setting', screen: 'features/registry/owner-setting-screen', guard: AUTH, stores: REGISTRY_OWNER },
          { id: 'registry-pratinjau', title: 'Registry', path: 'registry/pratinjau', screen: 'features/registry/owner-checklist-screen', guard: AUTH, stores: REGISTRY_OWNER },
          { id: 'registry-pratinjau-collection-products', title: 'Registry', path: 'registry/pratinjau/collection/products/:id?', screen: 'features/registry/owner-checklist-screen', component: 'CollectionProductsRoute', guard: AUTH, stores: REGISTRY_OWNER },
          { id: 'registry-pratinjau-collection', title: 'Registry', path: 'registry/pratinjau/collection/:id?', screen: 'features/registry/owner-checklist-screen', component: 'CollectionRoute', guard: AUTH, stores: REGISTRY_OWNER },
          { id: 'registry-pratinjau-category', title: 'Registry', path: 'registry/pratinjau/:categorie', screen: 'features/registry/owner-checklist-screen', component: 'CategoryRoute', guard: AUTH, stores: REGISTRY_OWNER },
          { id: 'registry-ucapan', title: 'Registry', path: 'registry/ucapan', screen: 'features/registry/owner-greetings-screen', guard: AUTH, stores: REGISTRY_OWNER },
          { id: 'registry-ucapan-detail', title: 'Ucapan', path: 'registry/ucapan/:id', screen: 'features/registry/owner-greetings-screen', component: 'GiftDetailRoute', guard: AUTH, stores: REGISTRY_OWNER },
        ],
      },
      { id: 'registry-list-product', title: 'Tambah Barang', path: 'registry/list-product', screen: 'features/registry/registry-products-screen', guard: AUTH, stores: [...REGISTRY_OWNER, 'account'] },
      { id: 'registry-search', title: 'Cari Registry', path: 'registry/search', screen: 'features/registry/registry-search-screen', component: 'RegistrySearchRoute', guard: AUTH, stores: [...REGISTRY_OWNER, 'account', 'search'] },
      { id: 'registry-address-book', title: 'Buku Alamat', path: 'registry/address-book', screen: 'features/registry/registry-address-book-screen', component: 'RegistryAddressBookRoute', guard: AUTH, stores: [...REGISTRY_OWNER, 'account'] },
      { id: 'registry-external-product', title: 'Tambah Produk Eksternal', path: 'registry/create-external-product', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY_OWNER },
      { id: 'registry-external-product-desktop', title: 'Tambah Produk Eksternal', path: 'registry/create-external-product/dekstop', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY_OWNER },
      { id: 'registry-external-product-mini-button', title: 'Tambah Produk Eksternal', path: 'registry/create-external-product/mini-button', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY_OWNER },
      { id: 'registry-external-product-url', title: 'Tambah dari Link', path: 'registry/create-external-product/url', screen: 'features/registry/external-product-screen', guard: AUTH, stores: REGISTRY_OWNER },
      { id: 'registry-external-product-edit', title: 'Ubah Produk Eksternal', path: 'registry/create-external-product/edit/:id?', screen: 'features/registry/external-product-screen', component: 'ExternalProductEditRoute', guard: AUTH, stores: REGISTRY_OWNER },
      { id: 'registry-checkout', title: 'Checkout Kado', path: 'registry/checkout', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'registry-external-checkout', title: 'Beli Kado', path: 'registry/external-checkout/:id?', screen: 'features/registry/registry-checkout-screen', component: 'ExternalCheckoutRoute', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'registry-external-checkout-old', title: 'Beli Kado', path: 'registry/external-checkout-old', screen: 'features/registry/registry-checkout-screen', guard: AUTH_VERIFIED, stores: REGISTRY },
      { id: 'registry-public', server: true, title: 'Registry', path: 'registry/:username/:product?', screen: 'features/registry/public-registry-screen', stores: REGISTRY, data: 'publicRegistry' },
    ],
  },
  {
    feature: 'account',
    routes: [
      { id: 'profile', title: 'Profil', path: 'profile', screen: 'features/account/profile-screen', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-edit', title: 'Ubah Profil', path: 'profile/edit', screen: 'features/account/profile-screen', component: 'ProfileEditRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-change-password', title: 'Ubah Kata Sandi', path: 'profile/change-password', screen: 'features/account/profile-screen', component: 'ChangePasswordRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-mini-point-history', title: 'Riwayat Mini Poin', path: 'profile/mini-point-history', screen: 'features/order/mini-point-history-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'invite-friends', title: 'Undang Teman', path: 'invite-friends', screen: 'features/account/profile-screen', component: 'InviteFriendsRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'report-affiliate', title: 'Laporan Afiliasi', path: 'report-affiliate', screen: 'features/account/profile-screen', component: 'AffiliateReportRoute', guard: ['authz', 'affiliator'], stores: ACCOUNT },
      { id: 'profile-address', title: 'Alamat Saya', path: 'profile/address', screen: 'features/account/address-screen', guard: AUTH, stores: ACCOUNT },
      { id: 'profile-address-edit', title: 'Ubah Alamat', path: 'profile/address/:edit', screen: 'features/account/address-screen', component: 'AddressEditRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-add', title: 'Tambah Alamat', path: 'address/add', screen: 'features/account/address-screen', component: 'AddressAddRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-pinpoint', title: 'Tentukan Titik Lokasi', path: 'address/pinpoint', screen: 'features/account/address-screen', component: 'AddressPinpointRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-search-pinpoint', title: 'Cari Lokasi', path: 'address/search-pinpoint', screen: 'features/account/address-screen', component: 'AddressSearchRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'address-select', title: 'Pilih Alamat', path: 'address/select', screen: 'features/checkout/address-select-screen', guard: AUTH, stores: CHECKOUT },
      { id: 'address-edit', title: 'Ubah Alamat', path: 'address/:edit?', screen: 'features/account/address-screen', component: 'AddressEditRoute', guard: AUTH, stores: ACCOUNT },
      { id: 'child', title: 'Profil Anak', path: 'child', screen: 'features/account/child-screen', guard: AUTH, stores: MEMBER },
      { id: 'child-add', title: 'Tambah Anak', path: 'child/add', screen: 'features/account/child-screen', component: 'ChildAddRoute', guard: AUTH, stores: MEMBER },
      { id: 'survey', title: 'Survei', path: 'survey', screen: 'features/account/survey-screen', guard: AUTH, stores: ACCOUNT },
      { id: 'filter-on-boarding', title: 'Preferensi Belanja', path: 'filter-on-boarding', screen: 'features/account/survey-screen', component: 'FilterOnBoardingRoute', guard: AUTH, stores: ACCOUNT },
    ],
  },
  {
    feature: 'auth',
    routes: [
      { id: 'login', title: 'Masuk', path: 'login', screen: 'features/auth/login-screen', guard: 'guestAuth' },
      { id: 'guest-user', title: 'Verifikasi Akun', path: 'guest-user', screen: 'features/auth/verification-status-screen' },
      { id: 'email-verified', title: 'Email Terverifikasi', path: 'email-verified', screen: 'features/auth/verification-status-screen', component: 'EmailVerifiedRoute' },
      { id: 'register', title: 'Daftar', path: 'register', screen: 'features/auth/register-screen', guard: 'guestAuth', stores: MEMBER },
      { id: 'register-complete', title: 'Lengkapi Data', path: 'register/complete-registration-data', screen: 'features/auth/register-screen', component: 'RegisterCompleteRoute', guard: AUTH, stores: MEMBER },
      { id: 'register-otp', title: 'Verifikasi OTP', path: 'register/otp', screen: 'features/auth/otp-screen', guard: 'verified', stores: MEMBER },
      { id: 'register-otp-change', title: 'Ubah Data Verifikasi', path: 'register/otp/change-data', screen: 'features/auth/otp-screen', component: 'RegisterOtpChangeRoute', guard: 'verified', stores: MEMBER },
      { id: 'reset-password-otp', title: 'Verifikasi OTP', path: 'reset-password/otp', screen: 'features/auth/otp-screen', component: 'ResetPasswordOtpRoute', guard: 'guestAuth', stores: MEMBER },
      { id: 'forgot-password', title: 'Lupa Kata Sandi', path: 'forgot-password', screen: 'features/auth/password-screen', guard: 'guestAuth' },
      { id: 'reset-password', title: 'Atur Ulang Kata Sandi', path: 'reset-password', screen: 'features/auth/password-screen', component: 'ResetPasswordRoute', guard: 'guestAuth' },
    ],
  },
  {
    feature: 'content',
    routes: [
      { id: 'artikel', server: true, title: 'Artikel', path: 'artikel', screen: 'features/content/article-screen', stores: ACCOUNT },
      { id: 'artikel-detail', server: true, title: 'Artikel', path: 'artikel/:slug', screen: 'features/content/article-screen', stores: ACCOUNT, data: 'article' },
      { id: 'blog', server: true, title: 'Blog', path: 'blog', screen: 'features/content/article-screen', component: 'BlogRoute', stores: ACCOUNT },
      { id: 'blog-detail', server: true, title: 'Blog', path: 'blog/:slug?', screen: 'features/content/article-screen', component: 'BlogRoute', stores: ACCOUNT, data: 'article' },
      { id: 'review', server: true, title: 'Review', path: 'review', screen: 'features/content/review-screen', stores: ['shop', 'review'] },
      { id: 'review-transactions', title: 'Ulas Pesanan', path: 'review/transactions', screen: 'features/content/review-screen', component: 'TransactionsRoute', guard: AUTH, stores: ['shop', 'review'] },
      { id: 'review-detail', server: true, title: 'Detail Ulasan', path: 'review/detail/:id?', screen: 'features/content/review-screen', component: 'ReviewDetailRoute', stores: ['shop', 'review'] },
      { id: 'review-order', title: 'Tulis Ulasan', path: 'review/:order', screen: 'features/content/review-screen', component: 'WriteReviewRoute', guard: AUTH_VERIFIED, stores: ['shop', 'review'] },
      { id: 'faqs', server: true, title: 'FAQ', path: 'faqs', screen: 'features/content/info-screen', stores: ACCOUNT },
      { id: 'faqs-search', title: 'Cari FAQ', path: 'faqs/search', screen: 'features/content/info-screen', component: 'FaqSearchRoute', stores: ACCOUNT },
      { id: 'faqs-detail', server: true, title: 'FAQ', path: 'faqs/:id', screen: 'features/content/info-screen', component: 'FaqDetailRoute', stores: ACCOUNT, data: 'faq' },
      { id: 'privacy', server: true, title: 'Kebijakan Privasi', path: 'privacy', screen: 'features/content/info-screen', component: 'PrivacyRoute', stores: ACCOUNT },
      { id: 'terms', server: true, title: 'Syarat dan Ketentuan', path: 'terms', screen: 'features/content/info-screen', component: 'TermsRoute', stores: ACCOUNT },
      { id: 'consign', title: 'Konsinyasi', path: 'consign', screen: 'features/content/info-screen', component: 'ConsignRoute', stores: ACCOUNT },
      { id: 'mobile', title: 'Aplikasi Kado', path: 'mobile', screen: 'features/content/info-screen', component: 'MobileRoute', stores: ACCOUNT },
      { id: 'mia', title: 'Tanya Mia', path: 'mia', screen: 'features/content/adviser-screen', guard: AUTH, stores: ACCOUNT },
    ],
  },
  {
    feature: 'system',
    routes: [
      { id: 'not-found-404', title: 'Halaman tidak ditemukan', path: '404', screen: 'features/system/not-found-screen' },
      { id: 'not-found', title: 'Halaman tidak ditemukan', path: '*', screen: 'features/system/not-found-screen' },
    ],
  },
];

const flatten = (entries: readonly RouteEntry[]): RouteEntry[] => entries.flatMap((r) => [r, ...flatten(r.children ?? [])]);
/** Every route of the list (layouts and the routes inside them), in order. */
export const ROUTE_ENTRIES: readonly RouteEntry[] = flatten(ROUTE_TABLE.flatMap((feature) => feature.routes));

/** What a matchable route carries in `handle`: its entry of the list (screen module, stores, data). */
type ScreenHandle = RouteEntry;

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

