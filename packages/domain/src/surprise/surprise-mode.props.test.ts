import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ownerSight, surpriseRevealAt, type SurpriseSettings } from './surprise-mode';

const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const settings: fc.Arbitrary<SurpriseSettings> = fc.record({
  enabled: fc.boolean(),
  hideTaken: fc.boolean(),
  revealOn: fc.option(fc.oneof(day, fc.string()), { nil: null }),
  dueDate: fc.option(fc.oneof(day, fc.string()), { nil: null }),
});
const instant = fc.integer({ min: Date.parse('2019-01-01T00:00:00Z'), max: Date.parse('2037-01-01T00:00:00Z') });

describe('surprise mode properties', () => {
  it('the owner never sees names before the reveal instant while it is on, and always from it on', () => {
    fc.assert(fc.property(settings, instant, (s, now) => {
      const sight = ownerSight(s, now);
      const revealAt = surpriseRevealAt(s);
      if (!s.enabled) expect(sight.names).toBe(true);
      else expect(sight.names).toBe(revealAt !== null && now >= revealAt);
    }));
  });

  it('hiding what is taken never shows names (taken hidden implies names hidden), and only with hideTaken', () => {
    fc.assert(fc.property(settings, instant, (s, now) => {
      const sight = ownerSight(s, now);
      if (!sight.taken) {
        expect(sight.names).toBe(false);
        expect(s.hideTaken && s.enabled).toBe(true);
      }
    }));
  });

  it('moving the clock forward never hides again what was shown', () => {
    fc.assert(fc.property(settings, instant, fc.integer({ min: 0, max: 10 ** 11 }), (s, now, later) => {
      const before = ownerSight(s, now);
      const after = ownerSight(s, now + later);
      if (before.names) expect(after.names).toBe(true);
      if (before.taken) expect(after.taken).toBe(true);
    }));
  });

  it('any text as a date never throws', () => {
    fc.assert(fc.property(fc.string(), fc.string(), instant, (a, b, now) => {
      expect(() => ownerSight({ enabled: true, hideTaken: true, revealOn: a, dueDate: b }, now)).not.toThrow();
    }));
  });
});
