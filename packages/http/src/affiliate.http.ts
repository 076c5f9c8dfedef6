import { pageQuery, commissionQuery } from '@kado/contract';
import * as v from 'valibot';
import type { AffiliateCommission, AffiliateGateway, AffiliateLink, AffiliateProductPage, CallOptions } from '@kado/domain';
import { affiliateCommissionDto, affiliateProductPageDto } from './misc.dto';
import type { PortalClient } from './portal-client';

export const linkDto = v.object({ url: v.string() });

/** The page number of a `links.next` URL; only the page is followed, never the link's host. */
function pageOf(next: string | null | undefined): number {
  if (!next) return 1;
  const page = Number(new URL(next, 'http://kado.invalid/').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** AffiliateGateway over the portal API (spec §7 Affiliate). */
export class HttpAffiliateGateway implements AffiliateGateway {
  constructor(private readonly client: PortalClient) {}

  createLink(productSlug: string, options?: CallOptions): Promise<AffiliateLink> {
    return this.client.data(`v1/affiliator/${encodeURIComponent(productSlug)}/affiliate`, linkDto, {
      method: 'post',
      json: {},
      signal: options?.signal,
    });
  }

  products(next?: string | null, options?: CallOptions): Promise<AffiliateProductPage> {
    return this.client.body('v1/affiliator/products', affiliateProductPageDto, {
      query: { page: pageOf(next) },
      querySchema: pageQuery,
      signal: options?.signal,
    });
  }

  commission(days = 30, options?: CallOptions): Promise<AffiliateCommission> {
    return this.client.data('v1/affiliator', affiliateCommissionDto, {
      query: { 'filter[day]': days },
      querySchema: commissionQuery,
      signal: options?.signal,
    });
  }
}
