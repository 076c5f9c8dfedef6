import { describe, expect, it } from 'vitest';
import { trackingSteps } from './tracking-steps';

describe('tracking steps (spec §4)', () => {
  it('reads paid, accepted, pickedup, delivered as Lunas, Diproses, Dikirim, Sampai', () => {
    expect(trackingSteps('paid').map((s) => [s.status, s.label])).toEqual([['paid', 'Lunas'], ['accepted', 'Diproses'], ['pickedup', 'Dikirim'], ['delivered', 'Sampai']]);
  });
  it('reads a status trimmed and in any case, and an unknown one as no step reached', () => {
    expect(trackingSteps(' Delivered ').every((s) => s.reached)).toBe(true);
    expect(trackingSteps('cancelled').some((s) => s.reached)).toBe(false);
  });
  it('marks the reached steps', () => {
    expect(trackingSteps('accepted').map((s) => s.reached)).toEqual([true, true, false, false]);
    expect(trackingSteps(null).every((s) => !s.reached)).toBe(true);
  });
});
