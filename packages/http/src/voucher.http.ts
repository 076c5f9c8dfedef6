import { checkVoucherRequest, claimVoucherRequest, voucherQuery } from '@kado/contract';
import type { CallOptions, Voucher, VoucherCheck, VoucherCheckInput, VoucherGateway } from '@kado/domain';
import type { PortalClient } from './portal-client';
import { voucherCheckDto, voucherDto } from './voucher.dto';
import { pageDto } from './wire.dto';
import * as v from 'valibot';

export const voucherListDto = v.pipe(pageDto(voucherDto), v.transform((page): readonly Voucher[] => page.items));

/** VoucherGateway over the portal API (spec §7 Vouchers). */
export class HttpVoucherGateway implements VoucherGateway {
  constructor(private readonly client: PortalClient) {}

  list(options?: CallOptions): Promise<readonly Voucher[]> {
    return this.client.data('v1/vouchers', voucherListDto, {
      query: { limit: 1000, 'filter[all]': 1, sort: '-max_discount' },
      querySchema: voucherQuery,
      signal: options?.signal,
    });
  }

  get(id: string, options?: CallOptions): Promise<Voucher> {
    return this.client.data(`v1/voucher/${encodeURIComponent(id)}`, voucherDto, { signal: options?.signal });
  }

  claim(voucherId: string, options?: CallOptions): Promise<Voucher> {
    return this.client.data('v1/claim/voucher', voucherDto, {
      method: 'post',
      json: { voucher_id: Number(voucherId) },
      request: claimVoucherRequest,
      signal: options?.signal,
    });
  }

  check(input: VoucherCheckInput, options?: CallOptions): Promise<VoucherCheck> {
    return this.client.data('v1/vouchers/check', voucherCheckDto, {
      method: 'post',
      request: checkVoucherRequest,
      json: {
        ...(input.code ? { code: input.code } : {}),
        ...(input.id ? { id: Number(input.id) } : {}),
        items: input.items.map((item) => ({
          product_id: Number(item.productId),
          sku_id: Number(item.skuId),
          quantity: item.quantity,
        })),
      },
      signal: options?.signal,
    });
  }
}
