// What a giver sees on one gift line of a registry (decisions 0180-0183).
import type { GiftProduct, ShipToLabel } from '../model';
import { isGiftTaken, giftPrice } from './gift-state';
import { remainingContribution } from './contribution';

/**
 * The giver's state of a line: her own gift ('given' once paid or bought, 'held' while reserved or in her cart),
 * someone else's ('taken'), a patungan under way ('sharing'), or free ('open').
 */
export type GiverGiftState = 'given' | 'held' | 'taken' | 'sharing' | 'open' | 'funded';

/** The giver's state of a gift line; `mine` is what this browser remembers holding, `givenByViewer` the portal's word. */
export function giverGiftState(gift: GiftProduct, mine = false): GiverGiftState {
  const own = gift.givenByViewer || mine;
  const paid = gift.paymentCompleted || gift.manuallyPurchasedAt !== null || (gift.externalProduct !== null && gift.isPurchase);
  if (isGiftTaken(gift)) {
    if (!own) return 'taken';
    return paid ? 'given' : 'held';
  }
  // A patungan is under way from its first pledge, paid or not: the portal counts a contribution waiting in a cart or
  // an order, takes the line's units out of the open ones (`quantityOpen` 0 with nobody holding it) and refuses to
  // reserve or sell the whole line; only more contributions fit.
  if (gift.externalProduct === null && (gift.contributedAmount > 0 || gift.quantityOpen === 0)) {
    if (remainingContribution(giftPrice(gift), gift.contributedAmount) === 0) return own ? 'given' : 'funded';
    return 'sharing';
  }
  return 'open';
}

/** Units of a several-unit gift still needed, with the wanted total ('1 dari 3 lagi'); null for a one-unit gift. */
export function unitsStillNeeded(gift: Pick<GiftProduct, 'quantityOpen' | 'quantityWanted'>): { readonly open: number; readonly wanted: number } | null {
  if (gift.quantityWanted <= 1) return null;
  return { open: Math.max(0, Math.min(gift.quantityOpen, gift.quantityWanted)), wanted: gift.quantityWanted };
}

/** The district, city and province of a label that the viewer may see, joined for one line. */
export function shipToArea(label: ShipToLabel): string {
  return [label.district, label.city, label.province].filter((x): x is string => typeof x === 'string' && x.trim() !== '').join(', ');
}
