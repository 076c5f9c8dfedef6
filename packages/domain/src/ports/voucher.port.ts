import type { Voucher, VoucherCheck } from '../model';
import type { CallOptions } from './call-options.port';

/** A voucher check against the cart (POST /v1/vouchers/check). */
export interface VoucherCheckInput {
  /** A typed code, or the id of a claimed voucher. */
  readonly code?: string;
  readonly id?: string;
  readonly items: readonly { readonly productId: string; readonly skuId: string; readonly quantity: number }[];
}

/** Vouchers to claim or use by code (spec §7 Vouchers). */
export interface VoucherGateway {
  /** All vouchers, largest discount first (GET /v1/vouchers?limit=1000&filter[all]&sort=-max_discount). */
  list(options?: CallOptions): Promise<readonly Voucher[]>;
  /** One voucher (GET /v1/voucher/{id}). */
  get(id: string, options?: CallOptions): Promise<Voucher>;
  /** Claims a claimable voucher (POST /v1/claim/voucher). */
  claim(voucherId: string, options?: CallOptions): Promise<Voucher>;
  /** Checks a code or voucher against cart items; an unusable one is a validation error (POST /v1/vouchers/check). */
  check(input: VoucherCheckInput, options?: CallOptions): Promise<VoucherCheck>;
}
