import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIVE_RECONNECT_MAX_MS, liveReconnectDelayMs, liveReread } from './live-sync';

describe('liveReconnectDelayMs', () => {
  it('doubles from about a second and stops at 30 s', () => {
    expect(liveReconnectDelayMs(0, 1)).toBe(1000);
    expect(liveReconnectDelayMs(1, 1)).toBe(2000);
    expect(liveReconnectDelayMs(3, 1)).toBe(8000);
    expect(liveReconnectDelayMs(10, 1)).toBe(30_000);
    expect(liveReconnectDelayMs(0, 0)).toBe(500);
  });

  it('always waits between half a second and 30 s, and never less after more failures (same jitter)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), fc.oneof(fc.double(), fc.constant(Number.NaN)), fc.nat(60), (failures, jitter, more) => {
        const delay = liveReconnectDelayMs(failures, jitter);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(LIVE_RECONNECT_MAX_MS);
        const base = Number.isFinite(failures) && failures > 0 ? Math.floor(failures) : 0;
        expect(liveReconnectDelayMs(base + more, jitter)).toBeGreaterThanOrEqual(liveReconnectDelayMs(base, jitter));
      }),
    );
  });
});

describe('liveReread', () => {
  const shown = new Set(['1', '2', '3']);
  it('reads only the changed gifts the page shows', () => {
    expect(liveReread(['2', '2'], false, shown)).toEqual({ kind: 'gifts', ids: ['2'], registry: false });
  });
  it('reads the shown list when a gift it has not got changed (added or split)', () => {
    expect(liveReread(['2', '9'], false, shown)).toEqual({ kind: 'list', registry: false });
  });
  it('reads the registry alone when only it changed, and nothing when nothing did', () => {
    expect(liveReread([], true, shown)).toEqual({ kind: 'gifts', ids: [], registry: true });
    expect(liveReread([], false, shown)).toEqual({ kind: 'nothing' });
  });
  it('never asks for a gift outside the changed ones', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.boolean(), fc.uniqueArray(fc.string()), (changed, registry, ids) => {
        const plan = liveReread(changed, registry, new Set(ids));
        if (plan.kind === 'gifts') for (const id of plan.ids) expect(changed).toContain(id);
        if (changed.length === 0 && !registry) expect(plan.kind).toBe('nothing');
      }),
    );
  });
});
