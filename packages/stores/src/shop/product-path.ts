// A product page's path: apart from the product store, so that the cards of / (which link to products) do not load
// the store with them (the shop's stores load with the shop's routes).
import type { Product, TrackingEventType } from '@kado/domain';

/** Spec §3 event types. */
export const ADD_TO_CART_EVENT = 'add-to-cart-non-registry' satisfies TrackingEventType;
export const ADD_TO_REGISTRY_EVENT = 'add-product-to-registry' satisfies TrackingEventType;

/** Spec §2: the product detail's merchant slug falls back to 1. */
const PRODUCT_MERCHANT_FALLBACK = '1';

/** The path of a product page, /{merchant}/{product}, the merchant slug falling back to 1 (spec §2). */
export function productPath(product: Pick<Product, 'slug'> & { readonly merchant?: { readonly slug?: string | null } | null }): string {
  const merchant = product.merchant?.slug?.trim() || PRODUCT_MERCHANT_FALLBACK;
  return `/${encodeURIComponent(merchant)}/${encodeURIComponent(product.slug)}`;
}

/** The action that is running; a second tap of any of them is ignored until it ends (double submission). */
export type ProductAction = 'cart' | 'buy' | 'registry' | 'favorite' | 'affiliate';
