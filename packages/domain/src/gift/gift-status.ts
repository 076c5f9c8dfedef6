// Gift item display status, spec §4 "Gift item display status"; 'Di Keranjang' per decision 0001.
import type { TransactionStatus } from '../model';

/** The transaction states the portal sends for a gift (spec §4), in the order a gift goes through them. */
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = [
  'pending', 'reserved', 'paid', 'accepted', 'confirmed', 'pickedup', 'delivered', 'cancelled',
];

/**
 * A gift's `transaction_status` as the portal sent it, read safely: none stays null, a known state (any case,
 * any surrounding spaces) is itself, and an unknown one is 'reserved', so the gift stays held and shows
 * 'Direservasi' (spec §4 "otherwise reserved or default") instead of breaking the whole gift list.
 */
export function transactionStatusOf(raw: string | null | undefined): TransactionStatus | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const status = raw.trim().toLowerCase();
  return TRANSACTION_STATUSES.find((known) => known === status) ?? 'reserved';
}

/** The badge list of spec §4, in the spec's order. */
export const GIFT_BADGES = ['Selesai', 'Dibeli', 'Di Keranjang', 'Direservasi', 'Dikemas', 'Dikirim'] as const;

/** One of the gift badges of spec §4. */
export type GiftBadge = (typeof GIFT_BADGES)[number];

/** The fields of a gift product that decide its badge (spec §3 "Gift product"; the model's GiftProduct fits). */
export interface GiftStatusInput {
  /** True while the gift sits in a giver's cart, not yet paid (decision 0001). */
  readonly isInCart?: boolean | null;
  readonly transactionStatus?: string | null;
  readonly paymentCompleted?: boolean | null;
  readonly externalProduct?: unknown;
  readonly isPurchase?: boolean | null;
  readonly manuallyPurchasedAt?: string | null;
}

function present(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The badge a gift item shows, following the ordered rules of spec §4 (manual purchase first, then external, then transaction, then cart). */
export function giftDisplayStatus(gift: GiftStatusInput): GiftBadge {
  const external = present(gift.externalProduct);
  if (present(gift.manuallyPurchasedAt)) return external ? 'Dibeli' : 'Selesai';
  const status = (gift.transactionStatus ?? '').trim().toLowerCase();
  if (external) {
    // Decision 0266: an outside purchase whose resi the courier reports delivered is done.
    if (gift.isPurchase === true && status === 'delivered') return 'Selesai';
    return gift.isPurchase === true ? 'Dibeli' : 'Direservasi';
  }
  const paid = gift.paymentCompleted === true;
  if (paid) {
    if (status === 'delivered') return 'Selesai';
    if (status === 'pickedup') return 'Dikirim';
    if (status === 'accepted' || status === 'confirmed') return 'Dikemas';
  } else if (gift.isInCart === true || status === 'pending') {
    // A giver holds it in a cart or an unpaid checkout: bought soon, but not yet (decision 0001).
    return 'Di Keranjang';
  }
  return 'Direservasi';
}
