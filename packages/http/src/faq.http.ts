import { faqQuery } from '@kado/contract';
import type { CallOptions, Faq, FaqGateway, FaqQuery, Page } from '@kado/domain';
import { faqDto } from './misc.dto';
import type { PortalClient } from './portal-client';
import { pageDto } from './wire.dto';

const faqPageDto = pageDto(faqDto);

/** FaqGateway over the portal API (spec §7 FAQ). */
export class HttpFaqGateway implements FaqGateway {
  constructor(private readonly client: PortalClient) {}

  list(query: FaqQuery, options?: CallOptions): Promise<Page<Faq>> {
    return this.client.data('v1/faqs', faqPageDto, {
      query: {
        page: query.page,
        search: query.search || undefined,
        'filter[is_highlighted]': query.highlightedOnly ? 1 : undefined,
      },
      querySchema: faqQuery,
      signal: options?.signal,
    });
  }

  get(id: string, options?: CallOptions): Promise<Faq> {
    return this.client.data(`v1/faqs/${encodeURIComponent(id)}`, faqDto, { signal: options?.signal });
  }
}
