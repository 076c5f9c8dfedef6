import { autocompleteQuery } from '@kado/contract';
import type { Autocomplete, CallOptions, NotificationCounts, Product, SearchGateway } from '@kado/domain';
import { productDto } from './catalogue.dto';
import type { PortalClient } from './portal-client';
import { autocompleteDto, notificationCountsDto } from './search.dto';
import { rowsDto } from './wire.dto';

const productRowsDto = rowsDto(productDto);

/** SearchGateway over the portal API (spec §7 Search and notifications). */
export class HttpSearchGateway implements SearchGateway {
  constructor(private readonly client: PortalClient) {}

  autocomplete(keyword: string, categoryId?: string | null, options?: CallOptions): Promise<Autocomplete> {
    return this.client.data('v1/autocomplete', autocompleteDto, {
      query: { 'filter[keyword]': keyword, 'filter[category_id]': categoryId ?? undefined, limit: 5 },
      querySchema: autocompleteQuery,
      signal: options?.signal,
    });
  }

  notificationCounts(options?: CallOptions): Promise<NotificationCounts> {
    return this.client.data('v1/notification-count', notificationCountsDto, { signal: options?.signal });
  }

  productHistory(options?: CallOptions): Promise<readonly Product[]> {
    return this.client.data('v1/products/history', productRowsDto, { signal: options?.signal });
  }
}
