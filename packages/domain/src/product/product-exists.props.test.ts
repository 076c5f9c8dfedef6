import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productExists } from './product-exists';

const RUNS = { numRuns: 300 };
const check = fc.record({ skuId: fc.nat(), exists: fc.boolean() });

describe('productExists properties', { timeout: 60_000 }, () => {
  it('one missing variant anywhere makes the product missing', () => {
    fc.assert(
      fc.property(fc.array(check), fc.array(check), (before, after) => {
        expect(productExists([...before, { skuId: 0, exists: false }, ...after])).toBe(false);
      }),
      RUNS,
    );
  });

  it('a non-empty list of existing variants exists, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1 }), (skus) => {
        const checks = skus.map((skuId) => ({ skuId, exists: true }));
        expect(productExists(checks)).toBe(true);
        expect(productExists([...checks].reverse())).toBe(true);
      }),
      RUNS,
    );
  });

  it('equals "non-empty and every exists" for any list', () => {
    fc.assert(fc.property(fc.array(check), (list) => productExists(list) === (list.length > 0 && !list.some((c) => !c.exists))), RUNS);
  });
});
