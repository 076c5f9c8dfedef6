import type { Autocomplete, NotificationCounts, Product } from '../model';
import type { CallOptions } from './call-options.port';

/** Search suggestions, badge counters and the last-seen products (spec §7 Search and notifications). */
export interface SearchGateway {
  /** Up to 5 products, merchants and registries for a keyword (GET v1/autocomplete, limit=5). */
  autocomplete(keyword: string, categoryId?: string | null, options?: CallOptions): Promise<Autocomplete>;
  /** Cart and order counters for the bottom navigation (GET v1/notification-count). */
  notificationCounts(options?: CallOptions): Promise<NotificationCounts>;
  /** Products the shopper viewed lately, newest first (GET v1/products/history). */
  productHistory(options?: CallOptions): Promise<readonly Product[]>;
}
