import type { AddToCartResult, Cart } from '../model';
import type { CallOptions } from './call-options.port';

/** A line put in the cart (POST v2/carts); the gift fields are set when buying from a registry. */
export interface AddToCartInput {
  /** Omitted for an external gift. */
  readonly productId?: string;
  readonly skuId?: string;
  /** Regular lines: 1..99; a registry gift bought or reserved whole: the units taken (default 1, decision 0182). */
  readonly quantity?: number;
  readonly giftProductId?: string;
  readonly childId?: string;
  readonly giftRegistryType?: 'reserve' | 'buy';
  readonly giftRegistryPayment?: 'full' | 'contribution';
  /** Rupiah of a contribution (at least 10 000). */
  readonly amount?: number;
  /** A contribution named to the owner once paid (decision 0465: asked with the chip-in, named unless hidden). */
  readonly showName?: boolean;
}

/** Which cart to read: the shopper's own, or the gifts bought for one registry owner. */
export interface CartQuery {
  readonly type?: 'gift' | 'regular';
  readonly ownerId?: string;
}

/** The shopping cart (spec §7 Cart). */
export interface CartGateway {
  /** The cart, or its gift lines for one registry owner (GET v1/carts?type=gift&owner_id=). */
  cart(query?: CartQuery, options?: CallOptions): Promise<Cart>;
  /** Puts a product in the cart, or reserves, buys or contributes to a registry gift (POST v2/carts). */
  addItem(input: AddToCartInput, options?: CallOptions): Promise<AddToCartResult>;
  /** Removes cart lines by id (DELETE v1/carts {carts}). */
  removeItems(cartItemIds: readonly string[], options?: CallOptions): Promise<void>;
}
