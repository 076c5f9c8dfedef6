import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { Container, type ServiceIdentifier } from 'inversify';
import { createFakePortal } from '@kado/fake-portal';
import { ALL_STORE_MODULES, CategoryStore, ChildrenStore, ExternalProductStore, ExternalProofStore, GiverActionsStore, GiverHoldsStore, GreetingsStore, HomeStore, OwnerGiftsStore, ProductStore, PublicRegistryStore, QueuedReservationsStore, RegistryCatalogueStore, RegistryChecklistStore, RegistryCheckoutStore, RegistryLiveStore, RegistryOwnerStore, RegistryShareStore, SessionStore, SurpriseStore, ThankYouStore } from '@kado/stores';
import { createRoutes, screenImport } from './routes';
import { revalidateOnNewParams } from './route-shell';
import { ROUTE_ENTRIES, isScreenHandle, matchableRoutes, type RouteEntry } from './route-table';
import { routeSamples } from '../../e2e/routes';
import { ROUTE_SAMPLE_URLS } from '../../e2e/route-samples';
import { routeGuards } from './guards';
import { isRouteHandle } from './route-handle';
import { BOOT_STORE_MODULES, createAppContainer } from './container';
import { StoreProvider } from './store-context';
import { routeTitle } from './route-meta';
import { loadStores } from './store-modules';
import { createI18n } from '../i18n';
import { renderSignedIn } from '../test/signed-in';
import { ROUTE_SAMPLES } from '../../e2e/routes';

afterEach(cleanup);

/** The boot container over the fake portal, recording the path of each request `counts` picks (the reads a test counts). */
function countingContainer(counts: (request: Request, path: string) => boolean = () => false) {
  const reads: string[] = [];
  const portal = createFakePortal();
  const container = createAppContainer({
    storeModules: BOOT_STORE_MODULES, baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (counts(request, path)) reads.push(path);
      return portal.fetch(request);
    },
  });
  return { container, reads };
}
const bootContainer = () => countingContainer().container;
const routes = createRoutes(new Container());
const leaf = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route;
};
const leafById = (id: string): (typeof routes)[number] | undefined => {
  const all = (list: typeof routes): typeof routes => list.flatMap((r) => [r, ...all(r.children ?? [])]);
  return all(routes).find((r) => r.id === id);
};
const pathOf = (sample: { path: string }) => sample.path.split('?')[0] ?? sample.path;

describe('route list (spec §2)', () => {
  it.each(ROUTE_SAMPLES.map((s) => [s.path, s.id] as const))('%s resolves to %s', (path, id) => {
    const route = leaf(path.split('?')[0] ?? path);
    expect(route?.id).toBe(id);
    expect(isRouteHandle(route?.handle)).toBe(true);
    expect(typeof route?.lazy).toBe('function');
    expect(typeof route?.loader).toBe('function');
  });

  it('a new query string alone does not run the loaders again (a filter shows at once); new path params do', () => {
    const args = (current: Record<string, string>, next: Record<string, string>, from: string, to: string) =>
      ({ currentParams: current, nextParams: next, currentUrl: new URL(from, 'http://kado.test'), nextUrl: new URL(to, 'http://kado.test'), defaultShouldRevalidate: true }) as Parameters<typeof revalidateOnNewParams>[0];
    expect(revalidateOnNewParams(args({}, {}, '/registry/list-product', '/registry/list-product?in_stock=0'))).toBe(false);
    expect(revalidateOnNewParams(args({ merchant: 'a', product: 'b' }, { merchant: 'a', product: 'c' }, '/a/b', '/a/c'))).toBe(true);
    expect(revalidateOnNewParams(args({ username: 'x' }, { username: 'x', product: 'p' }, '/registry/x', '/registry/x/p'))).toBe(true);
    const all = (list: typeof routes): typeof routes => list.flatMap((r) => [r, ...all(r.children ?? [])]);
    for (const route of all(routes).filter((r) => r.loader)) expect(route.shouldRevalidate, route.id).toBe(revalidateOnNewParams);
  });

  it.each(['/a/b/c/d', '/registry/x/y/z', '/order/1/track/more'])('%s falls through to the 404 route', (path) => {
    expect(leaf(path)?.id).toBe('not-found');
  });

  it('marks every sample guarded for logged-out visitors exactly when its guard turns them away', () => {
    for (const sample of ROUTE_SAMPLES) {
      const guards = routeGuards(leaf(pathOf(sample))?.handle as never);
      const turnsAway = guards.some((g) => g === 'authz' || g === 'affiliator' || g === 'verified');
      expect([sample.path, turnsAway]).toEqual([sample.path, sample.guarded]);
    }
  });

  it('has a sample for every route of the list, and a screen module for every route', () => {
    const sampled = new Set(ROUTE_SAMPLES.map((s) => s.id as string));
    const unsampled = ROUTE_ENTRIES.filter((r) => !sampled.has(r.id) && r.path !== '*' && !r.children).map((r) => r.id);
    expect(unsampled).toEqual([]);
    for (const entry of ROUTE_ENTRIES) expect(() => screenImport(entry.screen)).not.toThrow();
  });

  it('gives every route but a layout its title on its entry, served by i18next as title.<id>', () => {
    const i18n = createI18n();
    const untitled = ROUTE_ENTRIES.filter((r) => !r.children && !r.title?.trim()).map((r) => r.id);
    expect(untitled).toEqual([]);
    for (const entry of ROUTE_ENTRIES.filter((r) => !r.children)) {
      const handle = leafById(entry.id)?.handle;
      expect(isRouteHandle(handle)).toBe(true);
      if (!isRouteHandle(handle)) continue;
      expect([entry.id, handle.titleKey, routeTitle(i18n, handle)]).toEqual([entry.id, `title.${entry.id}`, entry.title]);
      expect(i18n.t(`title.${entry.id}`)).toBe(entry.title);
    }
  });

  it('a route without params is its own sample; a route with params names its sample (none of its own)', () => {
    expect(routeSamples({ id: 'x', path: 'x/y', screen: 'features/x/x-screen' })).toEqual(['/x/y']);
    expect(routeSamples({ id: 'x', index: true, screen: 'features/x/x-screen' })).toEqual(['/']);
    expect(routeSamples({ id: 'x', path: 'x/:id', screen: 'features/x/x-screen' })).toEqual([]);
    expect(routeSamples({ id: 'x', path: 'x/:id', screen: 'features/x/x-screen' }, { x: ['/x/1'] })).toEqual(['/x/1']);
    const withParams = ROUTE_ENTRIES.filter((r) => r.path?.includes(':'));
    expect(withParams.length).toBeGreaterThan(0);
    const unsampled = withParams.filter((r) => routeSamples(r).length === 0).map((r) => r.id);
    expect(unsampled).toEqual([]);
  });

  it('names in e2e/route-samples.ts only route ids of the list, each with at least one URL (decision 0545)', () => {
    const ids = new Set(ROUTE_ENTRIES.map((r) => r.id));
    expect(Object.keys(ROUTE_SAMPLE_URLS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.entries(ROUTE_SAMPLE_URLS).filter(([, urls]) => urls.length === 0).map(([id]) => id)).toEqual([]);
  });

  it('names, for every route, an export its screen module has (nested routes, no dispatcher)', async () => {
    for (const entry of ROUTE_ENTRIES) {
      const module = await (screenImport(entry.screen) as () => Promise<Record<string, unknown>>)();
      const component = module[entry.component ?? 'Component'];
      expect([entry.id, typeof component === 'function' || (typeof component === 'object' && component !== null)]).toEqual([entry.id, true]);
    }
  }, 30_000);

  it('gives the routes of one screen module the same stores (the render test below renders one route per screen)', () => {
    const stores = new Map<string, string>();
    for (const entry of ROUTE_ENTRIES) {
      const these = [...(entry.stores ?? [])].sort().join(',');
      expect([entry.id, stores.get(entry.screen) ?? these]).toEqual([entry.id, these]);
      stores.set(entry.screen, these);
    }
  });

  it.each(ROUTE_SAMPLES.map((s) => [s.path, s.id] as const))('%s is matched to the same route outside React', (path, id) => {
    const matches = matchRoutes(matchableRoutes(), path.split('?')[0] ?? path) ?? [];
    const route = matches[matches.length - 1]?.route;
    expect(route?.id).toBe(id);
    expect(isScreenHandle(route?.handle)).toBe(true);
  });
});

describe('feature stores load with their routes', () => {
  it('the boot container holds the shell and home stores only: the product and registry stores load with their routes', async () => {
    const container = bootContainer();
    expect(container.isBound(HomeStore)).toBe(true);
    expect(container.isBound(ProductStore)).toBe(false);
    expect(container.isBound(PublicRegistryStore)).toBe(false);
    const [first, second] = await Promise.all([loadStores(container, 'registry'), loadStores(container, 'registry')]);
    expect(first).toBe(second);
    expect(container.isBound(PublicRegistryStore)).toBe(true);
    // Once per container: a second load binds nothing twice (a second binding would make get() ambiguous).
    await loadStores(container, 'registry');
    expect(() => container.get(PublicRegistryStore)).not.toThrow();
    expect(container.isBound(ProductStore)).toBe(false);
  });

  it("a giver's registry routes bind the giver's stores and no owner's; the owner's routes the owner's and no giver's (decision 0377)", async () => {
    const giver: ServiceIdentifier[] = [PublicRegistryStore, GiverHoldsStore, GiverActionsStore, QueuedReservationsStore, RegistryCheckoutStore];
    const owner: ServiceIdentifier[] = [RegistryOwnerStore, OwnerGiftsStore, RegistryShareStore, ExternalProductStore, RegistryCatalogueStore, RegistryChecklistStore, ThankYouStore];
    const shared: ServiceIdentifier[] = [RegistryLiveStore, GreetingsStore, SurpriseStore, ExternalProofStore];
    const nameOf = (store: ServiceIdentifier) => (typeof store === 'function' ? store.name : String(store));
    const onGiverPage = bootContainer();
    await loadStores(onGiverPage, 'registry');
    // Each resolves: a giver's store that injected an owner's store would throw here.
    for (const store of [...giver, ...shared]) expect(() => onGiverPage.get(store)).not.toThrow();
    for (const store of owner) expect([nameOf(store), onGiverPage.isBound(store)]).toEqual([nameOf(store), false]);
    // Nor the member stores (the owner's share sheet reads her children): a guest downloads no stores-member chunk.
    expect(onGiverPage.isBound(ChildrenStore)).toBe(false);
    const onOwnerPage = bootContainer();
    await loadStores(onOwnerPage, 'registry-owner');
    for (const store of [...owner, ...shared]) expect(() => onOwnerPage.get(store)).not.toThrow();
    for (const store of giver) expect([nameOf(store), onOwnerPage.isBound(store)]).toEqual([nameOf(store), false]);
    // The owner opening her own public page: the stores both sides use are bound once, so each still resolves.
    await loadStores(onOwnerPage, 'registry');
    for (const store of [...giver, ...owner, ...shared]) expect(() => onOwnerPage.get(store)).not.toThrow();
  });

  it('skips the modules a container was built with (tests bind every module up front)', async () => {
    const portal = createFakePortal();
    const container = createAppContainer({ storeModules: ALL_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)) });
    await loadStores(container, 'shop');
    expect(() => container.get(ProductStore)).not.toThrow();
  });

  it("the home route's loader asks for the home sections before the screen renders (no load on render)", async () => {
    const container = bootContainer();
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/'] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    expect(container.get(HomeStore).banners.status).not.toBe('idle');
    router.dispose();
  });

  it('the public registry is read by its route loader, once per visit: the screen reads what it loaded, and coming back reads it again', async () => {
    const { container, reads } = countingContainer((request, path) => request.method === 'GET' && path === '/api/v2/gifts/bunda-demo');
    await container.get(SessionStore).restore();
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/registry/bunda-demo'] });
    render(<I18nextProvider i18n={createI18n()}><StoreProvider container={container}><RouterProvider router={router} /></StoreProvider></I18nextProvider>);
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);
    // One of its gifts (a new path param runs the loader again, which reads the gift), another page, then the
    // registry again: read anew.
    expect(container.get(PublicRegistryStore).giftStatus).toBe('idle');
    await act(() => router.navigate('/registry/bunda-demo/botol-susu'));
    expect(container.get(PublicRegistryStore).giftStatus).not.toBe('idle');
    await act(() => router.navigate('/'));
    const before = reads.length;
    await act(() => router.navigate('/registry/bunda-demo'));
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, { timeout: 5_000 });
    expect(reads.length).toBe(before + 1);
    router.dispose();
  }, 20_000);

  it("the product page's loader reads its product and the page only renders it: a new visit reads again, coming back does not", async () => {
    const { container, reads } = countingContainer((_, path) => path === '/api/v1/products/slug');
    const product = '/babynesia/piring-hisap-silikon-kayu-babynesia';
    const router = createMemoryRouter(createRoutes(container), { initialEntries: [product] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    // Loaded by the loader before the page renders: the page shows it without reading it again.
    expect(container.get(ProductStore).product.data?.name).toBe('Piring Hisap Silikon Kayu BabyNesia');
    render(<I18nextProvider i18n={createI18n()}><StoreProvider container={container}><RouterProvider router={router} /></StoreProvider></I18nextProvider>);
    await screen.findByRole('heading', { level: 1, name: 'Piring Hisap Silikon Kayu BabyNesia' }, { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);
    // A new visit (a link to it again): read once more, for the product history.
    await act(() => router.navigate('/'));
    await act(() => router.navigate(product));
    expect(reads).toHaveLength(2);
    // Back to it (the browser is already at its URL when its loader runs): kept, no read.
    await act(() => router.navigate('/'));
    window.history.replaceState(null, '', product);
    try {
      await act(() => router.navigate(-1));
      expect(router.state.location.pathname).toBe(product);
      expect(reads).toHaveLength(2);
    } finally {
      window.history.replaceState(null, '', '/');
    }
    router.dispose();
  }, 20_000);

  it("the brand page /{slug}/product (the product route) has its merchant opened by the route's loader; the page only renders it", async () => {
    const { container, reads } = countingContainer((_, path) => path === '/api/v1/merchants/bunda-sehat');
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/bunda-sehat/product'] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    const { MerchantStore } = await loadStores(container, 'shop');
    const merchants = container.get(MerchantStore);
    // Read by the loader before the page renders: the merchant and its first products.
    expect([merchants.merchant.key, merchants.merchant.status, merchants.products.status]).toEqual(['bunda-sehat', 'ready', 'ready']);
    expect(reads).toHaveLength(1);
    render(<I18nextProvider i18n={createI18n()}><StoreProvider container={container}><RouterProvider router={router} /></StoreProvider></I18nextProvider>);
    expect(await screen.findAllByText(merchants.merchant.data!.name, undefined, { timeout: 5_000 })).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);
    router.dispose();
  }, 20_000);

  it("an article's and a FAQ question's loaders read them before the page renders; coming back reuses them without a read", async () => {
    const { container, reads } = countingContainer((_, path) => /^\/api\/v1\/(articles\/|faqs\/)/.test(path));
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/artikel/tips-menyusui-untuk-ibu-bekerja'] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    const { ArticleStore, FaqStore } = await loadStores(container, 'account');
    expect(container.get(ArticleStore).detail.key).toBe('tips-menyusui-untuk-ibu-bekerja');
    expect(container.get(ArticleStore).detail.status).toBe('ready');
    render(<I18nextProvider i18n={createI18n()}><StoreProvider container={container}><RouterProvider router={router} /></StoreProvider></I18nextProvider>);
    expect(await screen.findAllByRole('heading', { level: 1, name: container.get(ArticleStore).detail.data!.title }, { timeout: 5_000 })).not.toHaveLength(0);
    await act(() => router.navigate('/faqs/1'));
    expect(container.get(FaqStore).detail.key).toBe('1');
    expect(container.get(FaqStore).detail.status).toBe('ready');
    const before = reads.length;
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/faqs/1');
    expect(reads).toHaveLength(before);
    expect(before).toBe(2);
    router.dispose();
  }, 20_000);

  it("a screen module's own routeData is asked for by its route's loader before the screen renders (a category)", async () => {
    const container = bootContainer();
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/c/popok-bayi'] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    expect(container.get(CategoryStore).category.key).toBe('popok-bayi');
    expect(container.get(CategoryStore).category.status).toBe('ready');
    router.dispose();
  });

  it("every name in a screen module's routeData is the export a route of that module renders", async () => {
    const screens = [...new Set(ROUTE_ENTRIES.map((e) => e.screen))];
    let named = 0;
    for (const module of screens) {
      const exports = await (screenImport(module) as () => Promise<{ routeData?: Record<string, unknown> }>)();
      const rendered = ROUTE_ENTRIES.filter((e) => e.screen === module).map((e) => e.component ?? 'Component');
      for (const name of Object.keys(exports.routeData ?? {})) {
        expect(rendered, `${module} routeData.${name}`).toContain(name);
        named += 1;
      }
    }
    expect(named).toBeGreaterThan(0);
  }, 20_000);

  it("a route's loader binds its stores and asks for its page data (a product page)", async () => {
    const container = bootContainer();
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/babynesia/piring-hisap-silikon-kayu-babynesia'] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    expect(container.get(ProductStore).product.status === 'idle').toBe(false);
    router.dispose();
  });
});

/**
 * Every screen renders over the boot container plus only the feature stores its route declares (route-table.ts
 * `stores`): a store the screen asks for that is not bound fails here. One sample per screen module.
 */
describe('each screen renders with the stores its route declares', () => {
  const unresolved: string[] = [];
  const byScreen = new Map<string, { path: string; guarded: boolean; entry: RouteEntry }>();
  // An unguarded sample where the screen has one (a guard such as 'verified' turns the signed-in demo account away).
  for (const sample of [...ROUTE_SAMPLES.filter((s) => !s.guarded), ...ROUTE_SAMPLES.filter((s) => s.guarded)]) {
    const handle = (matchRoutes(matchableRoutes(), pathOf(sample)) ?? []).at(-1)?.route.handle;
    if (isScreenHandle(handle) && !byScreen.has(handle.screen)) byScreen.set(handle.screen, { path: sample.path, guarded: sample.guarded, entry: handle });
  }

  const watchGets = () => {
    const get = Container.prototype.get;
    return vi.spyOn(Container.prototype, 'get').mockImplementation(function (this: Container, ...args: Parameters<Container['get']>) {
      try {
        return get.apply(this, args);
      } catch (error) {
        unresolved.push(String(args[0]));
        throw error;
      }
    } as Container['get']);
  };

  it.each([...byScreen.entries()].map(([screen, s]) => [screen, s.path, s.guarded, s.entry.id] as const))(
    '%s (%s)',
    async (_screen, path, guarded, id) => {
      unresolved.length = 0;
      const spy = watchGets();
      try {
        let router: ReturnType<typeof createMemoryRouter>;
        if (guarded) {
          ({ router } = await renderSignedIn(path, { storeModules: BOOT_STORE_MODULES }));
        } else {
          const container = bootContainer();
          // The stored session is checked first, as main.tsx's lifecycle does: a guard's loader waits for it.
          await container.get(SessionStore).restore();
          router = createMemoryRouter(createRoutes(container), { initialEntries: [path] });
          render(<I18nextProvider i18n={createI18n()}><StoreProvider container={container}><RouterProvider router={router} /></StoreProvider></I18nextProvider>);
        }
        await waitFor(() => expect(document.querySelector(`main[data-route="${id}"] > *`)).not.toBeNull(), { timeout: 5_000 });
        // Let the screen's first effects run (they ask for their stores too).
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(unresolved).toEqual([]);
      } finally {
        spy.mockRestore();
      }
    },
    15_000,
  );
});

describe('docs/guards.md follows the route list', () => {
  // The route entry is the one place a route's guard is written (issue 14: adding a route touches one place). The doc
  // explains every combination of guards the list uses, and the routes it names as examples must really sit under it.
  it('explains every combination of guards the list uses, and its examples are true', async () => {
    const { readFileSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const { dirname, join } = await import('node:path');
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
    const doc = readFileSync(join(root, 'docs/guards.md'), 'utf8');
    const byGuards = doc.slice(doc.indexOf('## Combinations the route list uses')).split(/\n(?=\*\*)/).slice(1);
    const sections = new Map<string, Set<string>>();
    for (const section of byGuards) {
      const title = /^\*\*(.+?)\*\*/.exec(section)?.[1] ?? '';
      const key = title === 'No guard' ? '' : [...title.matchAll(/`(\w+)`/g)].map((m) => m[1]).join(',');
      sections.set(key, new Set([...section.slice(title.length + 4).matchAll(/`(\/[^`]*)`/g)].map((m) => m[1] ?? '')));
    }
    const docPath = (entry: RouteEntry) => (entry.index ? '/' : `/${(entry.path ?? '').replace(/:(\w+)(\?)?/g, '{$1$2}')}`);
    const listed = new Map<string, string[]>();
    for (const entry of ROUTE_ENTRIES.filter((r) => !r.children && r.path !== '*')) {
      const key = routeGuards({ guard: entry.guard }).join(',');
      listed.set(key, [...(listed.get(key) ?? []), docPath(entry)]);
    }
    expect([...listed.keys()].filter((key) => !sections.has(key))).toEqual([]);
    for (const [key, examples] of sections) {
      const paths = new Set(listed.get(key) ?? []);
      expect([key, [...examples].filter((path) => !paths.has(path))]).toEqual([key, []]);
    }
    // The whole list, for readers, from the route list itself (an ignored folder: the test rewrites no tracked file).
    const lines = [...listed].map(([key, paths]) => `## ${key === '' ? 'No guard' : key.split(',').join(' then ')}\n\n${paths.map((p) => `- \`${p}\``).join('\n')}\n`);
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports/routes-by-guard.md'), `# Routes by guard (from route-table.ts)\n\n${lines.join('\n')}`);
  });
});
