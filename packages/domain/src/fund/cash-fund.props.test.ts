import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkFundGift, fundGiftBounds, fundProgress, fundRemaining, fundTotals, MAX_FUND_AMOUNT, MIN_FUND_GIFT, type FundAmounts } from './cash-fund';

const rupiah = fc.integer({ min: 0, max: 100_000_000 });
const fund = (goal: number, collected: number, pending = 0, allowOverGoal = false): FundAmounts => ({
  goalAmount: goal, collectedAmount: collected, pendingAmount: pending, allowOverGoal, minAmount: MIN_FUND_GIFT,
});

describe('cash fund arithmetic (amplop digital, decision 0404)', () => {
  it('what is left is never negative and never more than the goal', () => {
    fc.assert(fc.property(rupiah, rupiah, rupiah, (goal, collected, pending) => {
      const left = fundRemaining(fund(goal, collected, pending));
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(goal);
      expect(left).toBe(Math.max(0, goal - collected - pending));
    }));
  });

  it('without the owner allowing more, accepted gifts never pass the goal, and the last can always reach it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.array(fc.integer({ min: 1, max: 60_000_000 }), { maxLength: 30 }), (goal, wishes) => {
      let collected = 0;
      for (const wish of wishes) {
        const f = fund(goal, collected);
        const { min, max } = fundGiftBounds(f);
        if (max === 0) {
          expect(checkFundGift(wish, f)).toBe('reached');
          continue;
        }
        const amount = Math.min(Math.max(wish, min), max);
        expect(checkFundGift(amount, f)).toBe('ok');
        collected += amount;
        expect(collected).toBeLessThanOrEqual(goal);
      }
      const left = fundRemaining(fund(goal, collected));
      if (left > 0) expect(checkFundGift(left, fund(goal, collected))).toBe('ok');
    }));
  });

  it('with the owner allowing more, any whole amount from the minimum up is accepted, past the goal too', () => {
    fc.assert(fc.property(rupiah, rupiah, fc.integer({ min: MIN_FUND_GIFT, max: MAX_FUND_AMOUNT }), (goal, collected, amount) => {
      expect(checkFundGift(amount, fund(goal, collected, 0, true))).toBe('ok');
      expect(checkFundGift(MIN_FUND_GIFT - 1, fund(goal, collected, 0, true))).toBe('below-minimum');
    }));
  });

  it('the minimum is the portal\'s unless less is left; only whole positive rupiah pass', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50_000_000 }), rupiah, fc.double({ noNaN: false }), (goal, collected, odd) => {
      const f = fund(goal, collected);
      const { min, max } = fundGiftBounds(f);
      expect(min).toBe(Math.min(MIN_FUND_GIFT, max));
      if (!Number.isInteger(odd) || odd <= 0) expect(['not-a-number', 'reached']).toContain(checkFundGift(odd, f));
    }));
  });

  it('the progress bar stays between empty and full and grows with what was collected', () => {
    fc.assert(fc.property(rupiah, rupiah, rupiah, (goal, a, b) => {
      const p = fundProgress(goal, a);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      if (a <= b) expect(fundProgress(goal, b)).toBeGreaterThanOrEqual(p);
    }));
  });

  it('totals count settled gifts only, each once: the sum of their amounts and their number', () => {
    const gift = fc.record({ amount: fc.integer({ min: 1, max: 10_000_000 }), settled: fc.boolean() });
    fc.assert(fc.property(fc.array(gift, { maxLength: 40 }), (gifts) => {
      const settled = gifts.filter((g) => g.settled);
      expect(fundTotals(gifts)).toEqual({ collected: settled.reduce((t, g) => t + g.amount, 0), givers: settled.length });
    }));
  });
});
