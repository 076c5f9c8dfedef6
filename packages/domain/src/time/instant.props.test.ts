import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, jakartaTimeOfDay, parseInstant } from './instant';

const RUNS = { numRuns: 500 };

describe('instant properties', { timeout: 60_000 }, () => {
  it('round trip: days -> calendar date -> days', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (d) => {
      const c = civilFromDays(d);
      expect(daysFromCivil(c.year, c.month, c.day)).toBe(d);
    }), RUNS);
  });

  it('agrees with Date.parse on toISOString output', () => {
    fc.assert(fc.property(fc.integer({ min: -30_000_000_000_000, max: 30_000_000_000_000 }), (ms) => {
      const iso = new Date(ms).toISOString();
      fc.pre(/^\d{4}-/.test(iso));
      expect(parseInstant(iso)).toBe(ms);
    }), RUNS);
  });

  it('any string gives null or a finite number, never an exception', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const r = parseInstant(s);
      expect(r === null || Number.isFinite(r)).toBe(true);
    }), RUNS);
  });
});

describe('Jakarta time of day properties (spec §1)', () => {
  it('is the UTC time of day seven hours on, for every instant', () => {
    fc.assert(fc.property(fc.integer({ min: -8_000_000_000_000, max: 8_000_000_000_000 }), (ms) => {
      const { hour, minute } = jakartaTimeOfDay(ms);
      const shifted = new Date(ms + 7 * 3_600_000);
      expect([hour, minute]).toEqual([shifted.getUTCHours(), shifted.getUTCMinutes()]);
    }), RUNS);
  });
});
