// What a gift shows of itself, for the registry's screens and for the app server's shell and link previews alike
// (issue 27 item 4: the server imports no feature file, so the one copy lives here, outside src/features).
import type { GiftProduct } from '@kado/domain';

/** The name of a gift: the catalogue product's, or the external product's. */
export function giftName(gift: GiftProduct): string {
  return gift.product?.name ?? gift.externalProduct?.name ?? '';
}

/** The picture of a gift, or null. */
export function giftImage(gift: GiftProduct): string | null {
  return gift.product?.images[0]?.imageUrl ?? gift.externalProduct?.imageUrl ?? null;
}
