// What a shopper may do next with an order (issue 31, "a shopper's habits": orders had no 'Beli lagi' and no
// 'Beri ulasan' once delivered).
import type { Order } from '../model/order';

/** A line to put in the cart again: the same product, variant and quantity. */
export interface BuyAgainLine {
  readonly productId: string;
  readonly skuId: string;
  readonly quantity: number;
}

/** The follow-ups an order offers: the lines 'Beli lagi' puts back in the cart, and whether 'Beri ulasan' shows. */
export interface OrderFollowUps {
  readonly buyAgain: readonly BuyAgainLine[];
  readonly canReview: boolean;
}

/**
 * An order's follow-ups. Only the shopper's own catalogue lines count: a registry gift or a patungan went to someone
 * else's registry, so it is neither bought again into her cart nor reviewed by her. 'Beli lagi' once the order has
 * ended (delivered or cancelled); 'Beri ulasan' once it is delivered.
 */
export function orderFollowUps(order: Pick<Order, 'status' | 'items'>): OrderFollowUps {
  const own = order.items.filter((item) => !item.giftProductId && item.contribution == null);
  const ended = order.status === 'delivered' || order.status === 'cancelled';
  const buyAgain = ended
    ? own.flatMap((item) => (item.skuId ? [{ productId: item.productId, skuId: item.skuId, quantity: Math.max(1, item.quantity) }] : []))
    : [];
  return { buyAgain, canReview: order.status === 'delivered' && own.length > 0 };
}
