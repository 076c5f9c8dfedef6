// Contributions (patungan) toward one gift line, decision 0182: several givers together reach the price.

/** The smallest contribution the portal takes, unless less than that is left (docs/api-contract.md POST v2/carts). */
export const MIN_CONTRIBUTION = 10_000;

/** Rupiah still open on a gift: its price minus what was given, never negative. */
export function remainingContribution(price: number, contributed: number): number {
  const p = Math.max(0, Math.round(price));
  const c = Math.max(0, Math.round(contributed));
  return Math.max(0, p - c);
}

/** The range a next contribution must fall in: at least Rp10.000 (or all that is left), at most what is left. */
export function contributionBounds(price: number, contributed: number): { readonly min: number; readonly max: number } {
  const max = remainingContribution(price, contributed);
  return { min: Math.min(MIN_CONTRIBUTION, max), max };
}

/** Why an amount cannot be given, or 'ok'. */
export type ContributionCheck = 'ok' | 'funded' | 'not-a-number' | 'below-minimum' | 'above-remaining';

/** Checks a contribution against what is left on the gift (the portal checks the same and answers 422). */
export function checkContribution(amount: number | null, price: number, contributed: number): ContributionCheck {
  const { min, max } = contributionBounds(price, contributed);
  if (max === 0) return 'funded';
  if (amount === null || !Number.isFinite(amount) || !Number.isInteger(amount) || amount <= 0) return 'not-a-number';
  if (amount > max) return 'above-remaining';
  if (amount < min) return 'below-minimum';
  return 'ok';
}

