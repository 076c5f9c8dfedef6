import { describe, expect, it } from 'vitest';
import { trackingLabel, trackingProgress, trackingSteps } from './tracking-steps';

describe('tracking steps (spec §4)', () => {
  it('reads paid, accepted, pickedup, delivered as Lunas, Diproses, Dikirim, Sampai', () => {
    expect(['paid', 'accepted', 'pickedup', 'delivered'].map(trackingLabel)).toEqual(['Lunas', 'Diproses', 'Dikirim', 'Sampai']);
    expect(trackingLabel('cancelled')).toBeNull();
  });
  it('measures progress over the four steps', () => {
    expect(trackingProgress('paid')).toBe(0.25);
    expect(trackingProgress('pickedup')).toBe(0.75);
    expect(trackingProgress('delivered')).toBe(1);
    expect(trackingProgress('unknown')).toBe(0);
    expect(trackingProgress(' Delivered ')).toBe(1);
  });
  it('marks the reached steps', () => {
    expect(trackingSteps('accepted').map((s) => s.reached)).toEqual([true, true, false, false]);
    expect(trackingSteps(null).every((s) => !s.reached)).toBe(true);
  });
});
