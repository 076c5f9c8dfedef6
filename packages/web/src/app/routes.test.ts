import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { BOOT_STORE_SCREENS, routes, screenImports } from './routes';
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
    for (const module of SCREEN_MODULES) expect(String(screenImports[module])).toContain(`/${module}.tsx`);
  });

  it.each(ROUTE_SAMPLES.map((s) => [s.path, s.id] as const))('%s is matched to the same route outside React', (path, id) => {
    const matches = matchRoutes(matchableRoutes(), path.split('?')[0] ?? path) ?? [];
    const route = matches[matches.length - 1]?.route;
    expect(route?.id).toBe(id);
    expect(isScreenHandle(route?.handle)).toBe(true);
  });
});

describe('screens that skip the feature stores (decision 0083)', () => {
  it('use only stores bound at boot: importing one of them does not need registry, checkout or account stores', async () => {
    const { ALL_STORE_MODULES, storesModule, shopStoresModule } = await import('@kado/stores');
    const { Container } = await import('inversify');
    const boot = new Container();
    boot.load(storesModule, shopStoresModule);
    const full = new Container();
    full.load(...ALL_STORE_MODULES);
    const stores = await import('@kado/stores');
    const isClass = (value: unknown): value is new (...args: never[]) => unknown => typeof value === 'function' && /^class\b/.test(String(value));
    const featureOnly = Object.entries(stores).filter(([, value]) => isClass(value) && full.isBound(value) && !boot.isBound(value)).map(([name]) => name);
    expect(featureOnly.length).toBeGreaterThan(10);
    const { existsSync, readFileSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    // The screen's file and the files of its own folder it imports (cards, lists, views).
    const sources = (screen: string): string[] => {
      const file = join(src, `${screen}.tsx`);
      const text = readFileSync(file, 'utf8');
      const locals = [...text.matchAll(/from '\.\/([^']+)'/g)].map((m) => join(dirname(file), m[1] ?? ''));
      const extra = locals.flatMap((base) => [`${base}.tsx`, `${base}.ts`].filter((f) => existsSync(f)));
      return [text, ...extra.map((f) => readFileSync(f, 'utf8'))];
    };
    for (const screen of BOOT_STORE_SCREENS) {
      const text = sources(screen).join('\n');
      for (const name of featureOnly) expect([screen, name, text.includes(name)]).toEqual([screen, name, false]);
    }
  });
});
