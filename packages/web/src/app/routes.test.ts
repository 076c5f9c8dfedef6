import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes, screens } from './routes';
import { SCREEN_MODULES, isScreenHandle, matchableRoutes } from './route-table';
import { routeGuards, isRouteHandle } from './guards';
import { ROUTE_SAMPLES } from '../../e2e/routes';

const leaf = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route;
};

describe('route table (spec §2)', () => {
  it.each(ROUTE_SAMPLES.map((s) => [s.path, s.id] as const))('%s resolves to %s', (path, id) => {
    const route = leaf(path.split('?')[0] ?? path);
    expect(route?.id).toBe(id);
    expect(isRouteHandle(route?.handle)).toBe(true);
    expect(typeof route?.lazy).toBe('function');
  });

  it.each(['/a/b/c/d', '/registry/x/y/z', '/order/1/track/more'])('%s falls through to the 404 route', (path) => {
    expect(leaf(path)?.id).toBe('not-found');
  });

  it('marks every sample guarded for logged-out visitors exactly when its guard turns them away', () => {
    for (const sample of ROUTE_SAMPLES) {
      const guards = routeGuards(leaf(sample.path.split('?')[0] ?? sample.path)?.handle as never);
      const turnsAway = guards.some((g) => g === 'authz' || g === 'affiliator' || g === 'verified');
      expect([sample.path, turnsAway]).toEqual([sample.path, sample.guarded]);
    }
  });
});

describe('route table data (route-table.ts)', () => {
  it('imports each screen module from the path it is named by (the server preloads by that name)', () => {
    for (const module of SCREEN_MODULES) expect(String(screens[module])).toContain(`/${module}.tsx`);
  });

  it.each(ROUTE_SAMPLES.map((s) => [s.path, s.id] as const))('%s is matched to the same route outside React', (path, id) => {
    const matches = matchRoutes(matchableRoutes(), path.split('?')[0] ?? path) ?? [];
    const route = matches[matches.length - 1]?.route;
    expect(route?.id).toBe(id);
    expect(isScreenHandle(route?.handle)).toBe(true);
  });
});
