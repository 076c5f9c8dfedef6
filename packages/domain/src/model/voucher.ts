/** A voucher (spec §3); claimable ones are claimed, the others used by code. */
export interface Voucher {
  readonly id: string;
  readonly code: string | null;
  readonly name: string;
  readonly description: string;
  readonly isClaimed: boolean;
  /** Wire is_claimable 1 (claimable voucher) or 0 (code). */
  readonly isClaimable: boolean;
  readonly maxDiscount: number;
  readonly minPurchase: number;
  readonly expiresAt: string | null;
}

/** The answer of a voucher check against cart items. */
export interface VoucherCheck {
  readonly voucher: Voucher;
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
}
