// The product list's sorts (GET /v5/products `sort`, docs/api-contract.md) and how a page reads one (issue 13).

/** The sorts the product list takes: newest, best-selling, cheapest, dearest, largest discount. */
export const PRODUCT_SORTS = ['-created_at', '-sold_count', 'price', '-price', '-discount'] as const;

/** One of the product list's sorts. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The sort a list opens on: newest first. */
export const DEFAULT_PRODUCT_SORT: ProductSort = '-created_at';

/** A sort read from a URL or a form: a known sort is itself, anything else the default. */
export function productSortOf(raw: string | null | undefined): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort === raw) ?? DEFAULT_PRODUCT_SORT;
}
