// The owner's item actions on one gift of her registry (spec §4 "Item actions", decision 0104).
import type { GiftProduct } from '../model';

/** One action the owner may take on a gift; the screen gives each its label and its spec §8 toast. */
export type OwnerItemAction = 'purchased' | 'notPurchased' | 'undelivered' | 'cancel' | 'releasePledge' | 'hide' | 'show' | 'edit' | 'delete';

/**
 * Which owner actions fit a gift's state: a paid gift cannot be marked purchased, edited or deleted; a marked
 * purchase can be set back; a delivered one can be set back to not delivered; an unpaid hold can be cancelled; unpaid
 * patungan pledges on a gift nobody holds can be released (decision 0403: the owner frees what unpaid givers keep).
 */
export function ownerItemActions(gift: GiftProduct): OwnerItemAction[] {
  const actions: OwnerItemAction[] = [];
  const markedBought = gift.manuallyPurchasedAt !== null || (gift.externalProduct !== null && gift.isPurchase);
  if (markedBought) actions.push('notPurchased');
  else if (!gift.paymentCompleted) actions.push('purchased');
  if (gift.transactionStatus === 'delivered') actions.push('undelivered');
  const held = gift.reservedBy !== null || gift.isInCart || gift.transactionStatus === 'reserved';
  if (held && !gift.paymentCompleted && !markedBought) actions.push('cancel');
  else if (!held && !gift.paymentCompleted && !markedBought && (gift.pendingPledgeAmount ?? 0) > 0) actions.push('releasePledge');
  actions.push(gift.isPrivate ? 'show' : 'hide');
  if (!gift.paymentCompleted) actions.push('edit', 'delete');
  return actions;
}

/** The most units of one gift an owner may ask for (the portal refuses more: docs/api-contract.md, 'Jumlah'). */
export const MAX_GIFT_QUANTITY = 99;

/** The quantity an owner typed for a gift (the 'edit' action): a whole number from 1 to 99, or null. */
export function giftQuantity(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_GIFT_QUANTITY ? quantity : null;
}
