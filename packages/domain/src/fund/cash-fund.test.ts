import { describe, expect, it } from 'vitest';
import { checkCashFundDraft, checkFundGift, fundGiftBounds, fundPaymentMethods, fundProgress, MIN_FUND_GIFT } from './cash-fund';

const base = { goalAmount: 2_000_000, allowOverGoal: false, minAmount: MIN_FUND_GIFT, collectedAmount: 1_250_000, pendingAmount: 0 };

describe('cash fund rules', () => {
  it('bounds a gift by the portal minimum and what is left of the goal, waiting gifts holding their share', () => {
    expect(fundGiftBounds(base)).toEqual({ min: 10_000, max: 750_000 });
    expect(fundGiftBounds({ ...base, pendingAmount: 745_000 })).toEqual({ min: 5_000, max: 5_000 });
    expect(checkFundGift(750_001, base)).toBe('above-remaining');
    expect(checkFundGift(9_999, base)).toBe('below-minimum');
    expect(checkFundGift(100_000, base)).toBe('ok');
    expect(checkFundGift(10_000, { ...base, collectedAmount: 2_000_000 })).toBe('reached');
  });

  it('lets givers pass the goal when the owner allows it', () => {
    expect(checkFundGift(5_000_000, { ...base, allowOverGoal: true, collectedAmount: 2_000_000 })).toBe('ok');
  });

  it('fills the bar by what was collected', () => {
    expect(fundProgress(2_000_000, 1_250_000)).toBe(0.625);
    expect(fundProgress(2_000_000, null)).toBe(0);
    expect(fundProgress(1_000, 5_000)).toBe(1);
  });

  it('checks the owner\'s fund: name, goal at least the minimum and never below what was collected, a short story', () => {
    expect(checkCashFundDraft({ name: 'Biaya aqiqah', goalAmount: 3_000_000, story: '' })).toEqual({});
    expect(checkCashFundDraft({ name: ' ', goalAmount: null, story: 'x'.repeat(301) })).toEqual({ name: 'required', goalAmount: 'required', story: 'too-long' });
    expect(checkCashFundDraft({ name: 'A', goalAmount: 5_000, story: '' })).toEqual({ goalAmount: 'too-small' });
    expect(checkCashFundDraft({ name: 'A', goalAmount: 1_000_000, story: '' }, 1_250_000)).toEqual({ goalAmount: 'below-collected' });
  });

  it('offers every way to pay but cash on delivery, and a card only where one is offered', () => {
    const methods = [{ type: 'va' }, { type: 'qris' }, { type: 'ewallet' }, { type: 'cod' }, { type: 'card' }];
    expect(fundPaymentMethods(methods, false).map((m) => m.type)).toEqual(['va', 'qris', 'ewallet']);
    expect(fundPaymentMethods(methods, true).map((m) => m.type)).toEqual(['va', 'qris', 'ewallet', 'card']);
  });
});
