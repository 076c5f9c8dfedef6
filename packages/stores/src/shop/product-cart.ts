import { cartChildId, type Analytics, type CartGateway, type Product, type ProductVariant, type SessionGateway } from '@kado/domain';
import type { SessionStore } from '../session.store';
import type { NotificationStore } from '../notification.store';
import type { ChildrenStore } from '../children.store';
import { ADD_TO_CART_EVENT, productPath } from './product-path';

/** What putting a product page's variant in the cart needs. */
export interface ProductCartDeps {
  readonly cart: CartGateway;
  readonly analytics: Analytics;
  readonly session: SessionStore;
  readonly notifications: NotificationStore;
  readonly children: ChildrenStore;
  readonly sessions: SessionGateway;
}

/**
 * Puts a variant in the cart (POST v2/carts) with a logged-in shopper's default child (spec §7 child_id; the
 * children load once if not yet), reports the add-to-cart-non-registry event (to the analytics and the portal's
 * POST v1/events, spec §7) and refreshes the counts;
 * answers the cart line.
 */
export async function putVariantInCart(deps: ProductCartDeps, product: Product, variant: ProductVariant, quantity: number) {
  let childId: string | null = null;
  if (deps.session.isLoggedIn) {
    await deps.children.whenLoaded();
    childId = cartChildId(deps.children.children);
  }
  const result = await deps.cart.addItem({
    productId: product.id, skuId: variant.skuId, quantity, ...(childId === null ? {} : { childId }),
  });
  const value = { product_id: product.id, sku_id: variant.skuId };
  deps.analytics.event(ADD_TO_CART_EVENT, value);
  deps.sessions.event({ type: ADD_TO_CART_EVENT, value, path: productPath(product) }).catch(() => undefined);
  void deps.notifications.load();
  return result.item;
}
