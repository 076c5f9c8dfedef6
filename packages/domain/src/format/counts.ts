// Counters, spec §2 "shows 9+ above 9" and §9 "Small counters show 10+, 20+, 30+, 100+, 500+" (decision 0011).

/** The thresholds of spec §9 for small counters, highest first. */
export const SMALL_COUNTER_THRESHOLDS = [500, 100, 30, 20, 10] as const;

/** The badge text of a count: null (hidden) for 0 or less, '9+' above 9, else the whole number. */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) && count !== Infinity) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > 9 ? '9+' : String(whole);
}

/** A small counter: the whole number below 10, else the highest threshold reached with a '+' (10+, 20+, 30+, 100+, 500+). */
export function smallCounter(count: number): string {
  if (Number.isNaN(count)) return '0';
  const whole = Math.max(0, Math.floor(count));
  const reached = SMALL_COUNTER_THRESHOLDS.find((t) => whole >= t);
  return reached === undefined ? String(whole) : `${reached}+`;
}

/**
 * The size of a list read only in part, as compact UI shows it (spec §9 small counters): the whole number when the
 * list is complete, else the small counter of what is known with a '+' (10 known and more to come -> '10+').
 */
export function listCount(known: number, more: boolean): string {
  const shown = smallCounter(known);
  if (!more) return Number.isFinite(known) ? String(Math.max(0, Math.floor(known))) : shown;
  return shown.endsWith('+') ? shown : `${shown}+`;
}
