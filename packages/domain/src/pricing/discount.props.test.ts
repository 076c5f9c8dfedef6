import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountPercent, isDiscounted } from './discount';

const RUNS = { numRuns: 500 };
const money = fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.double({ min: 0, max: 1e12, noNaN: true }));
const anyNumber = fc.oneof(money, fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, 0));

describe('discount properties', { timeout: 60_000 }, () => {
  it('is a whole number in 1..99 for a positive price, or null', () => {
    fc.assert(
      fc.property(anyNumber, fc.option(anyNumber, { nil: null }), (price, old) => {
        const d = discountPercent({ price, oldPrice: old });
        if (d === null) return;
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(1);
        expect(d).toBeLessThanOrEqual(price > 0 ? 99 : 100);
      }),
      RUNS,
    );
  });

  it('is shown only when oldPrice exceeds price', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (price, old) => {
        if (discountPercent({ price, oldPrice: old }) !== null) expect(old > price).toBe(true);
        if (!(old > price)) expect(isDiscounted({ price, oldPrice: old })).toBe(false);
      }),
      RUNS,
    );
  });

  it('is the rounded share of the old price when that share is between 1 and 99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (a, b) => {
        const [price, old] = a < b ? [a, b] : [b, a + 1];
        const exact = ((old - price) / old) * 100;
        const shown = discountPercent({ price, oldPrice: old });
        if (exact >= 0.5 && exact < 98.5) expect(shown).toBe(Math.round(exact));
      }),
      RUNS,
    );
  });

  it('a lower price never shows a smaller discount for the same old price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (p1, p2, extra) => {
        const old = Math.max(p1, p2) + extra;
        const [low, high] = p1 < p2 ? [p1, p2] : [p2, p1];
        expect(discountPercent({ price: low, oldPrice: old }) ?? 0).toBeGreaterThanOrEqual(discountPercent({ price: high, oldPrice: old }) ?? 0);
      }),
      RUNS,
    );
  });
});
