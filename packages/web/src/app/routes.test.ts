import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';
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
