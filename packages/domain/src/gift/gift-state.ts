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
 * '2 dari 3 lagi'): the external price, else the gift's variant's price, else the catalogue product's price.
 */
export function giftUnitPrice(gift: GiftProduct): number {
  if (gift.externalProduct) return gift.externalProduct.price;
  // A gift of a product's second variant costs that variant's price, not the product's (its first variant's): QA,
  // 28 November, a Hijau chair at Rp 1.033.900 was shown at the Putih chair's Rp 827.900.
  return gift.variant?.price ?? gift.product?.price ?? 0;
}

/** The rupiah price of a whole gift (catalogue subtotal, or the external price × quantity). */
export function giftPrice(gift: GiftProduct): number {
  if (gift.externalProduct) return gift.externalProduct.price * gift.quantity;
  if (gift.subtotalPrice > 0) return gift.subtotalPrice;
  return giftUnitPrice(gift) * gift.quantity;
}

/**
 * The variant a gift is of, to name on its card ('Varian: Hijau'), when its product comes in more than one: two
 * gifts of one product in two variants would otherwise look the same (QA, 28 November). Null otherwise.
 */
export function giftVariantName(gift: GiftProduct): string | null {
  if (gift.externalProduct || !gift.variant || gift.variants.length < 2) return null;
  const name = gift.variant.name.trim();
  return name === '' ? null : name;
}

/**
 * The variants of a catalogue gift's product that other lines of the registry already are: the owner's edit dialog
 * offers them as taken, since the portal refuses a second line of one variant (409; QA, 28 November: the owner met
 * 'Terjadi kesalahan tak terduga' instead). Lines split from this one (same group) do not count.
 */
export function variantsHeldElsewhere(gift: GiftProduct, gifts: readonly GiftProduct[]): ReadonlySet<string> {
  const productId = gift.product?.id;
  if (productId === undefined) return new Set();
  return new Set(
    gifts
      .filter((other) => other.id !== gift.id && other.groupId !== gift.groupId && other.product?.id === productId && other.variant !== null)
      .map((other) => other.variant!.skuId),
  );
}
