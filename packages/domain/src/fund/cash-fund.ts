// Cash funds (amplop digital), issue 28 item 4, decision 0404: a goal, gifts of any amount from a portal-set minimum,
// at most what is left of the goal unless the owner allows more, counted only once the gateway settles them.
import { isPaymentTypeAllowed } from '../payment/payment-rules';

/** The smallest fund gift the fake portal takes (a real portal sends its own as `min_amount`). */
export const MIN_FUND_GIFT = 10_000;
/** The largest goal and the largest single gift (a sanity cap on input, not a business limit). */
export const MAX_FUND_AMOUNT = 1_000_000_000;
export const FUND_NAME_MAX = 60;
export const FUND_STORY_MAX = 300;
export const FUND_MESSAGE_MAX = 300;
/** A giver's name on a cash gift: the same limit as her name everywhere else (GUEST_NAME_MAX; QA, 28 November). */
export const FUND_GIVER_NAME_MAX = 100;

/** What of a fund the bounds need. */
export interface FundAmounts {
  readonly goalAmount: number;
  readonly allowOverGoal: boolean;
  readonly minAmount: number;
  /** Settled rupiah (null read as 0: a giver always sees it; only the owner's surprise hides it). */
  readonly collectedAmount: number | null;
  /** Rupiah of gifts still waiting for payment: they hold their share of the goal. */
  readonly pendingAmount: number;
}

const whole = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/** Rupiah still open toward the goal: goal minus settled and waiting gifts, never negative. */
export function fundRemaining(fund: FundAmounts): number {
  return Math.max(0, whole(fund.goalAmount) - whole(fund.collectedAmount) - whole(fund.pendingAmount));
}

/**
 * The range a next gift must fall in: at least the portal's minimum (or all that is left when less is left), at most
 * what is left of the goal, or with no upper bound (but the input cap) when the owner allows more than the goal.
 */
export function fundGiftBounds(fund: FundAmounts): { readonly min: number; readonly max: number } {
  const floor = Math.max(1, whole(fund.minAmount));
  if (fund.allowOverGoal) return { min: floor, max: MAX_FUND_AMOUNT };
  const left = fundRemaining(fund);
  return { min: Math.min(floor, left), max: left };
}

/** Why an amount cannot be given to a fund, or 'ok'. */
export type FundGiftCheck = 'ok' | 'reached' | 'not-a-number' | 'below-minimum' | 'above-remaining';

/** Checks a fund gift (the portal checks the same and answers 422 with the field's message). */
export function checkFundGift(amount: number | null, fund: FundAmounts): FundGiftCheck {
  const { min, max } = fundGiftBounds(fund);
  if (max === 0) return 'reached';
  if (amount === null || !Number.isFinite(amount) || !Number.isInteger(amount) || amount <= 0) return 'not-a-number';
  if (amount > max) return 'above-remaining';
  if (amount < min) return 'below-minimum';
  return 'ok';
}

/** The progress bar's fill, 0 to 1: settled rupiah over the goal, capped at a full bar. */
export function fundProgress(goalAmount: number, collectedAmount: number | null): number {
  const goal = whole(goalAmount);
  if (goal === 0) return 0;
  return Math.min(1, whole(collectedAmount) / goal);
}

/** The settled total and giver count of a fund's gifts: only settled (paid) gifts count, each payment once. */
export function fundTotals(gifts: readonly { readonly amount: number; readonly settled: boolean }[]): { readonly collected: number; readonly givers: number } {
  let collected = 0;
  let givers = 0;
  for (const g of gifts) {
    if (!g.settled) continue;
    collected += whole(g.amount);
    givers += 1;
  }
  return { collected, givers };
}

/** What the owner types for a fund. */
export interface CashFundDraft {
  readonly name: string;
  readonly goalAmount: number | null;
  readonly story: string;
}

/** Fields of a fund draft that are wrong, by field; empty when it can be saved. */
export type CashFundDraftErrors = Partial<Record<'name' | 'goalAmount' | 'story', 'required' | 'too-long' | 'too-small' | 'too-large' | 'below-collected'>>;

/**
 * Checks a fund the owner saves: a name (1-60), a whole goal from the smallest gift up to the input cap and never
 * below what was already collected, a story of at most 300 characters (may be empty).
 */
export function checkCashFundDraft(draft: CashFundDraft, collected = 0): CashFundDraftErrors {
  const errors: { -readonly [K in keyof CashFundDraftErrors]: CashFundDraftErrors[K] } = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > FUND_NAME_MAX) errors.name = 'too-long';
  const goal = draft.goalAmount;
  if (goal === null || !Number.isFinite(goal) || !Number.isInteger(goal) || goal <= 0) errors.goalAmount = 'required';
  else if (goal < MIN_FUND_GIFT) errors.goalAmount = 'too-small';
  else if (goal > MAX_FUND_AMOUNT) errors.goalAmount = 'too-large';
  else if (goal < whole(collected)) errors.goalAmount = 'below-collected';
  if (draft.story.trim().length > FUND_STORY_MAX) errors.story = 'too-long';
  return errors;
}

/**
 * The ways to pay a fund gift among the portal's: no cash on delivery (the payer is not the receiver, decision 0400,
 * a gift of money like a patungan share), and a card only where a card provider is configured (decision 0142).
 */
export function fundPaymentMethods<M extends { readonly type: string }>(methods: readonly M[], cardOffered: boolean): readonly M[] {
  return methods.filter((m) => isPaymentTypeAllowed(m.type, 'contribution') && (m.type !== 'card' || cardOffered));
}
