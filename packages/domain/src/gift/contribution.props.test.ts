import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkContribution, contributionBounds, MIN_CONTRIBUTION, remainingContribution } from './contribution';

const rupiah = fc.integer({ min: 0, max: 50_000_000 });

describe('contribution arithmetic (patungan)', () => {
  it('what is left is never negative and never more than the price', () => {
    fc.assert(fc.property(rupiah, rupiah, (price, given) => {
      const left = remainingContribution(price, given);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(price);
      expect(left).toBe(Math.max(0, price - given));
    }));
  });

  it('any sequence of accepted contributions never goes over the price, and the last one can always close it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20_000_000 }), fc.array(fc.integer({ min: 1, max: 30_000_000 }), { maxLength: 30 }), (price, wishes) => {
      let given = 0;
      for (const wish of wishes) {
        const { min, max } = contributionBounds(price, given);
        const amount = Math.min(Math.max(wish, min), max);
        if (max === 0) {
          expect(checkContribution(wish, price, given)).toBe('funded');
          continue;
        }
        expect(checkContribution(amount, price, given)).toBe('ok');
        if (wish > max) expect(checkContribution(wish, price, given)).toBe('above-remaining');
        given += amount;
        expect(given).toBeLessThanOrEqual(price);
      }
      const left = remainingContribution(price, given);
      if (left > 0) expect(checkContribution(left, price, given)).toBe('ok');
      expect(given + left).toBe(price);
    }));
  });

  it('the minimum is Rp10.000 unless less than that is left', () => {
    fc.assert(fc.property(rupiah, rupiah, (price, given) => {
      const { min, max } = contributionBounds(price, given);
      expect(min).toBe(Math.min(MIN_CONTRIBUTION, max));
      expect(min).toBeLessThanOrEqual(max);
    }));
  });

  it('refuses what is not a whole positive rupiah amount', () => {
    expect(checkContribution(null, 100_000, 0)).toBe('not-a-number');
    expect(checkContribution(0, 100_000, 0)).toBe('not-a-number');
    expect(checkContribution(1.5, 100_000, 0)).toBe('not-a-number');
    expect(checkContribution(Number.NaN, 100_000, 0)).toBe('not-a-number');
    expect(checkContribution(9_999, 100_000, 0)).toBe('below-minimum');
    expect(checkContribution(5_000, 100_000, 95_000)).toBe('ok');
    expect(checkContribution(250_001, 750_000, 500_000)).toBe('above-remaining');
    expect(checkContribution(250_000, 750_000, 500_000)).toBe('ok');
  });
});
