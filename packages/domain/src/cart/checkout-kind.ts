// What a checkout buys decides where it ships (decision 0180): registry gifts to the owner, contributions nowhere.
import type { CartItem } from '../model';

/**
 * 'registry': registry gift lines of one owner, at least one buying units (ships to the owner's registry address);
 * 'contribution': contributions only (money toward a gift: no parcel, no address, no shipping);
 * 'regular': the shopper's own shopping (she picks her address); 'mixed': both kinds at once (paid separately).
 */
export type CheckoutKind = 'registry' | 'contribution' | 'regular' | 'mixed' | 'empty';

export function checkoutKind(items: readonly Pick<CartItem, 'giftProductId' | 'ownerId' | 'contribution'>[]): CheckoutKind {
  if (items.length === 0) return 'empty';
  const gifts = items.filter((i) => i.giftProductId !== null);
  if (gifts.length === 0) return 'regular';
  if (gifts.length !== items.length) return 'mixed';
  if (new Set(gifts.map((i) => i.ownerId)).size > 1) return 'mixed';
  return gifts.every((i) => i.contribution !== null) ? 'contribution' : 'registry';
}

/** Whether the shopper chooses an address herself: only for her own shopping. */
export function checkoutNeedsOwnAddress(kind: CheckoutKind): boolean {
  return kind === 'regular';
}
