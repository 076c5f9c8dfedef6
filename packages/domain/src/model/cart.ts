import type { Product, ProductVariant } from './catalogue';
import type { GiftProduct } from './registry';

/** One line of a cart. */
export interface CartItem {
  readonly id: string;
  readonly product: Product;
  readonly variant: ProductVariant | null;
  readonly quantity: number;
  readonly price: number;
  /** The registry item this line buys, when it is a gift. */
  readonly giftProductId: string | null;
  readonly ownerId: string | null;
  /** The amount of a contribution (patungan) line; null for a line that buys units. */
  readonly contribution: number | null;
}

/** The answer of putting something in the cart: the line (none for an external gift) and the gift it holds. */
export interface AddToCartResult {
  readonly item: CartItem | null;
  readonly giftProduct: GiftProduct | null;
}

/** A cart (or the booked cart list 'carts', spec §3/§4). */
export interface Cart {
  readonly items: readonly CartItem[];
  readonly totalPrice: number;
  /** The registry whose gifts a booked cart buys (saved by /registry/checkout); absent for regular shopping. */
  readonly registry?: RegistryRef;
}

/** The registry a gift checkout is for: its public username and its owner. */
export interface RegistryRef {
  readonly username: string;
  readonly ownerId: string;
}
