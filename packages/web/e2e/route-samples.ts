/**
 * The URLs that open a route, by route id, for the routes whose path has params (with and without an optional
 * param) and for a route whose own path would show too little (`search`, so its screen shows results). Test data:
 * read by the e2e files (through e2e/routes.ts) and src/app/routes.test.tsx, never by the browser's bundle, so the
 * route list (src/app/route-table.ts) carries none (decision 0545). A route without params and without an entry
 * here is visited at its own path. routes.test.tsx fails when a route with a `:param` path has no entry here, when
 * an entry names a route id the list does not have, and when a URL does not reach its route.
 */
export const ROUTE_SAMPLE_URLS: Readonly<Record<string, readonly string[]>> = {
  'c-category': ['/c/popok'],
  collection: ['/collection/2', '/collection'],
  banner: ['/banner/1', '/banner'],
  search: ['/search?keyword=popok'],
  'favorite-detail': ['/favorite/1'],
  'voucher-claim': ['/voucher/claim/2', '/voucher/claim'],
  'voucher-detail': ['/voucher/3'],
  merchant: ['/bunda-sehat'],
  'merchant-promo': ['/bunda-sehat/promo'],
  product: ['/bunda-sehat/popok-celana-lembut-bunda-sehat'],
  'product-review': ['/bunda-sehat/popok-celana-lembut-bunda-sehat/review'],
  payment: ['/payment/55'],
  'payment-guide': ['/payment/55/guide', '/payment/guide'],
  'order-group': ['/order/group/12', '/order/group'],
  'order-detail': ['/order/100'],
  'order-invoice': ['/order/100/invoice'],
  'order-track': ['/order/100/track'],
  'my-gift-detail': ['/my-gift/1'],
  'registry-pratinjau-collection-products': ['/registry/pratinjau/collection/products/5', '/registry/pratinjau/collection/products'],
  'registry-pratinjau-collection': ['/registry/pratinjau/collection/3', '/registry/pratinjau/collection'],
  'registry-pratinjau-category': ['/registry/pratinjau/perlengkapan-tidur'],
  'registry-ucapan-detail': ['/registry/ucapan/9'],
  'registry-external-product-edit': ['/registry/create-external-product/edit', '/registry/create-external-product/edit/5'],
  'registry-external-checkout': ['/registry/external-checkout/7', '/registry/external-checkout'],
  'registry-public': ['/registry/bunda-demo', '/registry/bunda-demo/botol-susu'],
  'profile-address-edit': ['/profile/address/4'],
  'address-edit': ['/address/4', '/address'],
  'artikel-detail': ['/artikel/tips-menyusui'],
  'blog-detail': ['/blog/cerita-kado'],
  'review-detail': ['/review/detail/3', '/review/detail'],
  'review-order': ['/review/100'],
  'faqs-detail': ['/faqs/1'],
};
