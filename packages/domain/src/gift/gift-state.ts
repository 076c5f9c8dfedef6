import type { GiftProduct } from '../model';
import { giftDisplayStatus, type GiftBadge } from './gift-status';

/** True when a gift is held by someone (reserved, in a cart, ordered or bought): no double gifting. */
export function isGiftTaken(gift: GiftProduct): boolean {
  return (
    gift.reservedBy !== null ||
    gift.isInCart ||
    gift.transactionStatus !== null ||
    gift.manuallyPurchasedAt !== null ||
    gift.isPurchase
  );
}

/**
 * The badge of a gift (spec §4), or null while nobody holds it. Decision 0101: spec §4's rules end in
 * "otherwise 'Direservasi'", which only makes sense for a held gift; a free one shows no status badge.
 */
export function registryBadge(gift: GiftProduct): GiftBadge | null {
  return isGiftTaken(gift) ? giftDisplayStatus(gift) : null;
}

/**
 * The rupiah price of one unit of a gift, as a giver's card shows it (a several-unit gift is given one unit at a time,
 * '2 dari 3 lagi'): the external price, else the catalogue product's price.
 */
export function giftUnitPrice(gift: GiftProduct): number {
  return gift.externalProduct?.price ?? gift.product?.price ?? 0;
}

/** The rupiah price of a whole gift (catalogue subtotal, or the external price × quantity). */
export function giftPrice(gift: GiftProduct): number {
  if (gift.externalProduct) return gift.externalProduct.price * gift.quantity;
  if (gift.subtotalPrice > 0) return gift.subtotalPrice;
  return (gift.product?.price ?? 0) * gift.quantity;
}
