import { describe, expect, it } from 'vitest';
import { productExists } from './product-exists';

describe('productExists (spec §5)', () => {
  it('is true only if all variants exist', () => {
    expect(productExists([{ skuId: 1, exists: true }, { skuId: 2, exists: true }])).toBe(true);
    expect(productExists([{ skuId: 1, exists: true }, { skuId: 2, exists: false }])).toBe(false);
  });
  it('is false for an empty list (decision 0017)', () => {
    expect(productExists([])).toBe(false);
  });
});
