// How an order's lines read (issue 31, "a contribution reads like a parcel": a Rp 1.000.000 patungan showed
// '1 x Rp 4.768.900', an invoice whose lines did not add up to its subtotal, a courier and a resi that never comes).
import type { Order, OrderItem } from '../model/order';
import type { ReviewableProduct } from '../model/review';

/** What a line costs the shopper: the amount given for a patungan, else its units at their price. */
export function orderLineTotal(item: Pick<OrderItem, 'price' | 'quantity' | 'contribution'>): number {
  return item.contribution ?? item.price * item.quantity;
}

/** A contribution-only order: money toward a registry gift, no parcel (no courier, no address, no resi to wait for). */
export function isContributionOrder(order: Pick<Order, 'items'>): boolean {
  return order.items.length > 0 && order.items.every((item) => item.contribution != null);
}

/** The registry gift a contribution order goes to (its first patungan line), else null. */
export function contributionGiftOf(order: Pick<Order, 'items'>): string | null {
  if (!isContributionOrder(order)) return null;
  return order.items.find((item) => item.giftProductId)?.giftProductId ?? null;
}

/**
 * True when the order is a cash gift to a registry's fund (an amplop digital, decision 0404): money, no goods, no
 * parcel, no courier (QA, 28 November: it was shown as a parcel order with an empty list of goods).
 */
export function isFundOrder(order: Pick<Order, 'fund'>): boolean {
  return order.fund !== undefined && order.fund !== null;
}

/** True when the order sends no parcel: a patungan or a cash gift. */
export function sendsNoParcel(order: Pick<Order, 'items' | 'fund'>): boolean {
  return isFundOrder(order) || isContributionOrder(order);
}

/**
 * The products of an order to review, one each: a review is of a product, so two variants of one product in an order
 * are one line to review, reviewed once either is (QA, 28 November: the review page listed the same chair twice, and
 * one review marked both).
 */
export function productsToReview(items: readonly ReviewableProduct[]): readonly ReviewableProduct[] {
  const byProduct = new Map<string, ReviewableProduct>();
  for (const item of items) {
    const seen = byProduct.get(item.product.id);
    if (!seen) byProduct.set(item.product.id, { ...item, variantName: null });
    else if (item.reviewed && !seen.reviewed) byProduct.set(item.product.id, { ...seen, reviewed: true });
  }
  return [...byProduct.values()];
}
