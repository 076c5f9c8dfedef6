import * as v from 'valibot';
import type { Voucher, VoucherCheck } from '@kado/domain';
import { idDto, optionalString } from './wire.dto';

/** Wire voucher (spec §3: is_claimable 1 claimable, 0 code). */
export const voucherDto = v.pipe(
  v.object({
    id: idDto,
    code: optionalString,
    name: v.string(),
    description: v.string(),
    is_claimed: v.boolean(),
    is_claimable: v.union([v.literal(0), v.literal(1), v.boolean()]),
    max_discount: v.number(),
    min_purchase: v.number(),
    expired_at: optionalString,
  }),
  v.transform(
    (dto): Voucher => ({
      id: dto.id,
      code: dto.code,
      name: dto.name,
      description: dto.description,
      isClaimed: dto.is_claimed,
      isClaimable: dto.is_claimable === 1 || dto.is_claimable === true,
      maxDiscount: dto.max_discount,
      minPurchase: dto.min_purchase,
      expiresAt: dto.expired_at,
    }),
  ),
);

/** Wire voucher check. */
export const voucherCheckDto = v.pipe(
  v.object({ voucher: voucherDto, subtotal: v.number(), discount: v.number(), total: v.number() }),
  v.transform((dto): VoucherCheck => dto),
);
