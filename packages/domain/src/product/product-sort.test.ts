import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, productSortOf } from './product-sort';

describe('productSortOf', () => {
  it('keeps a known sort and opens newest first otherwise', () => {
    for (const sort of PRODUCT_SORTS) expect(productSortOf(sort)).toBe(sort);
    expect(DEFAULT_PRODUCT_SORT).toBe('-created_at');
    expect(productSortOf(null)).toBe('-created_at');
    expect(productSortOf('-in_stock')).toBe('-created_at');
    expect(productSortOf(' price')).toBe('-created_at');
  });
});
