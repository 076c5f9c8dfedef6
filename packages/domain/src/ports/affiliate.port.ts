import type { AffiliateCommission, AffiliateLink, AffiliateProductPage } from '../model';
import type { CallOptions } from './call-options.port';

/** The affiliate programme for users with the affiliator role (spec §7 Affiliate). */
export interface AffiliateGateway {
  /** Creates a shareable link for a product (POST /v1/affiliator/{productSlug}/affiliate). */
  createLink(productSlug: string, options?: CallOptions): Promise<AffiliateLink>;
  /** One page of promotable products; pass the previous page's `next` to go on (GET /v1/affiliator/products). */
  products(next?: string | null, options?: CallOptions): Promise<AffiliateProductPage>;
  /** Commission over the last days, 30 by default (GET /v1/affiliator?filter[day]=). */
  commission(days?: number, options?: CallOptions): Promise<AffiliateCommission>;
}
