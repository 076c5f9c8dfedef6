import { expect } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ContainerModule } from 'inversify';
import { createFakePortal } from '@kado/fake-portal';
import type { CookieJar, KeyValueStorage } from '@kado/domain';
import { ALL_STORE_MODULES, SessionStore } from '@kado/stores';
import { createI18n } from '../i18n';
import { createRoutes } from '../app/routes';
import { createAppContainer } from '../app/container';
import { CryptoIdGenerator, SystemClock, TimeoutScheduler } from '../platform/browser-platform';
import { StoreProvider } from '../app/store-context';

const DEMO_PASSWORD = 'Rahasia123!';

interface SignedInOptions {
  /** The demo account (ibu.demo@kado.test, the owner of bunda-demo, by default). */
  readonly email?: string;
  readonly routeTable?: RouteObject[];
  /** Stands between the app and the fake portal (hold an answer, count calls). */
  readonly network?: (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;
  /** The store modules bound up front (every module by default; the app binds its boot set, routes load the rest). */
  readonly storeModules?: readonly ContainerModule[];
  /** Changes the fake portal's seeded state before the account signs in. */
  readonly before?: (portal: ReturnType<typeof createFakePortal>) => void;
}

/**
 * Cookies and storage of one test's browser, in memory: a test that ends never hands its tokens to the next
 * (as document.cookie would).
 */
class TestBrowserMemory implements CookieJar, KeyValueStorage {
  private readonly values = new Map<string, string>();
  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }
  set(name: string, value: string): void {
    this.values.set(name, value);
  }
  remove(name: string): void {
    this.values.delete(name);
  }
  getItem = (key: string): string | null => this.get(key);
  setItem = (key: string, value: string): void => this.set(key, value);
  removeItem = (key: string): void => this.remove(key);
}

/**
 * Signs a demo account in (the real composition root over the fake portal in-process, with a cookie jar and storage
 * of its own), then renders the real route table (or the given one) at `path`.
 */
export async function renderSignedIn(path: string, options: SignedInOptions = {}) {
  const portal = createFakePortal();
  options.before?.(portal);
  const network = options.network ?? ((request, next) => next(request));
  const container = createAppContainer({
    storeModules: options.storeModules ?? ALL_STORE_MODULES,
    baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => network(new Request(input, init), (request) => portal.fetch(request)),
    platform: {
      clock: new SystemClock(),
      ids: new CryptoIdGenerator(),
      storage: new TestBrowserMemory(),
      cookies: new TestBrowserMemory(),
      analytics: { pageView: () => undefined, event: () => undefined },
      scheduler: new TimeoutScheduler(),
    },
  });
  const session = container.get(SessionStore);
  await session.restore();
  expect(await session.login({ email: options.email ?? 'ibu.demo@kado.test', password: DEMO_PASSWORD })).toBe(true);
  const router = createMemoryRouter(options.routeTable ?? createRoutes(container), { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={createI18n()}>
      <StoreProvider container={container}><RouterProvider router={router} /></StoreProvider>
    </I18nextProvider>,
  );
  return { ...result, router, container, portal, session, user };
}
