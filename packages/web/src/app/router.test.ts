import { afterEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { CategoryStore } from '@kado/stores';
import { BOOT_STORE_MODULES, createAppContainer } from './container';
import { createAppRouter, firstPageLoaded, patchDiscovered, type AppRouter } from './router';

const container = () => {
  const portal = createFakePortal();
  return createAppContainer({ storeModules: BOOT_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)) });
};
const ids = (router: AppRouter) => {
  const all = (routes: AppRouter['routes']): string[] => routes.flatMap((r) => [r.id, ...all(r.children ?? [])]);
  return all(router.routes);
};
const leaf = (router: AppRouter) => router.state.matches.at(-1)?.route.id;

let router: AppRouter | null = null;
afterEach(() => {
  router?.dispose();
  router = null;
  window.history.replaceState(null, '', '/');
});

describe('the boot router: home first, the rest of the list discovered (decision 0375)', () => {
  it('starts on / with the home route alone, and discovers the list on the first visit elsewhere', async () => {
    router = createAppRouter(container());
    await firstPageLoaded(router);
    expect(leaf(router)).toBe('home');
    expect(ids(router)).toEqual(['root', 'feature-shop', 'home']);
    await router.navigate('/c/popok-bayi');
    expect(leaf(router)).toBe('c-category');
    expect(ids(router)).toContain('registry-public');
    // Each route once: the root, the shop's feature and home were kept, not added again.
    expect(ids(router).filter((id) => id === 'home')).toHaveLength(1);
    expect(new Set(ids(router)).size).toBe(ids(router).length);
  }, 20_000);

  it('opens a deep link: the list is discovered before the first page, whose loader then runs (its data is ready)', async () => {
    window.history.replaceState(null, '', '/c/popok-bayi');
    const app = container();
    router = createAppRouter(app);
    await firstPageLoaded(router);
    expect(leaf(router)).toBe('c-category');
    expect(app.get(CategoryStore).category.key).toBe('popok-bayi');
  }, 20_000);

  it('an unknown path still reaches the 404 route of the list', async () => {
    window.history.replaceState(null, '', '/a/b/c/d');
    router = createAppRouter(container());
    await firstPageLoaded(router);
    expect(leaf(router)).toBe('not-found');
  }, 20_000);
});

describe('patchDiscovered (issue 32: React Router ranks the whole tree at each patch)', () => {
  it('patches the root once with every feature, and only the features the router had with their children', () => {
    const calls: [string | null, string[]][] = [];
    const features = [
      { id: 'feature-shop', children: [{ id: 'home', index: true }, { id: 'c-category', path: 'c/:category' }] },
      { id: 'feature-registry', children: [{ id: 'registry-public', path: 'registry/:username' }] },
      { id: 'feature-account', children: [{ id: 'profile', path: 'profile' }] },
    ];
    patchDiscovered((id, children) => calls.push([id, children.map((c) => c.id ?? '')]), features, new Set(['feature-shop']));
    expect(calls).toEqual([
      ['root', ['feature-shop', 'feature-registry', 'feature-account']],
      ['feature-shop', ['home', 'c-category']],
    ]);
  });
});
