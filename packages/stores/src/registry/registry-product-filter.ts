// Which catalogue products the owner's product list shows, and how two filters compare.

/** Spec §9: product lists are read 10 at a time. */
export const REGISTRY_PRODUCT_PAGE_SIZE = 10;

/** Which catalogue products a list shows. */
export interface RegistryProductFilter {
  readonly keyword?: string;
  readonly category?: string;
  /** One of the product list's sorts ('-created_at', '-sold_count', 'price', '-price', '-discount'). */
  readonly sort?: string;
  /** Only products with a variant in stock (filter[in_stock], docs/api-contract.md). */
  readonly inStock?: boolean;
}

/** One filter as a comparable key: blank values count as absent, whatever fields a filter gains. */
export function filterKey(filter: RegistryProductFilter): string {
  const entries = Object.entries(filter)
    .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v.trim() : String(v ?? '')])
    .filter(([, v]) => v !== '');
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}
