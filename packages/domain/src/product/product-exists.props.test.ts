import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultVariant, productExists } from './product-exists';

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

describe('defaultVariant properties', { timeout: 60_000 }, () => {
  it('is in stock whenever any variant is, the first variant when none is, and never skips an earlier one in stock', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ skuId: fc.nat(), stock: fc.nat({ max: 3 }) })), (variants) => {
        const chosen = defaultVariant(variants);
        if (variants.some((v) => v.stock > 0)) expect(chosen?.stock).toBeGreaterThan(0);
        else expect(chosen).toBe(variants[0]);
        // No variant before the chosen one is in stock.
        if (chosen) expect(variants.slice(0, variants.indexOf(chosen)).every((v) => v.stock === 0)).toBe(true);
      }),
      RUNS,
    );
  });
});
