import type { Merchant, Product } from './catalogue';

/** A registry found by the search popup. */
export interface RegistrySummary {
  readonly name: string;
  readonly username: string;
  readonly ownerName: string;
  readonly photoUrl: string | null;
}

/** The autocomplete answer, at most 5 per group (spec §3, §9): products, merchants, gifts. */
export interface Autocomplete {
  readonly products: readonly Product[];
  readonly merchants: readonly Merchant[];
  readonly gifts: readonly RegistrySummary[];
}

/** Badge counters of the bottom navigation (spec §3). */
export interface NotificationCounts {
  readonly cartCount: number;
  readonly orderCount: number;
}
