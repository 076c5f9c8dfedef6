import { ALL_STORE_MODULES, NotificationStore, SessionStore } from '@kado/stores';
import type { User } from '@kado/domain';
import { runInAction } from 'mobx';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '../i18n';
import { createRoutes } from '../app/routes';
import { createFakePortal } from '@kado/fake-portal';
import { createAppContainer } from '../app/container';
import { startApp } from '../app/app-start';
import { StoreProvider } from '../app/store-context';

/** The real composition root over the fake portal in-process (no socket). */
export function testContainer() {
  const portal = createFakePortal();
  const container = createAppContainer({ storeModules: ALL_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)) });
  return { portal, container };
}

/** Renders a piece of UI with i18n and a memory router around it. */
export function renderUi(ui: ReactElement, path = '/') {
  const i18n = createI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** The user (null: a visitor) the stores are given directly (a test of what the layout shows, without a sign-in). */
export interface GivenSession {
  readonly user: (Pick<User, 'name' | 'hasAddress'> & Partial<User>) | null;
  /** The cart count of the bottom navigation's badge. */
  readonly badgeCount: number;
}

/**
 * Renders the real route table (or given routes) at `path` over the real composition root, started as src/main.tsx
 * starts it (the application lifecycle on the browser, fed by the router). With `session`, the stores are given that
 * user and counter instead, and the lifecycle is not started (nothing would sign her in).
 */
export function renderRoute(path: string, options: { session?: GivenSession; routeTable?: RouteObject[] } = {}) {
  const i18n = createI18n();
  const { container, portal } = testContainer();
  const router = createMemoryRouter(options.routeTable ?? createRoutes(container), { initialEntries: [path] });
  const given = options.session;
  if (given) {
    runInAction(() => {
      if (given.user) container.get(SessionStore).setUser({
        id: 'given', username: 'given', email: null, emailVerifiedAt: null, phoneVerifiedAt: null, phone: null,
        createdAt: '2024-01-01T00:00:00Z', changeUsernameCount: 0, roles: [], photoUrl: null, ...given.user,
      });
      container.get(NotificationStore).read.put(given.user?.id ?? 'given', { cartCount: given.badgeCount, orderCount: 0 });
    });
  }
  const stop = given ? () => undefined : startApp(container, router);
  const wrap = (children: ReactNode) => <StoreProvider container={container}>{children}</StoreProvider>;
  const result = render(<I18nextProvider i18n={i18n}>{wrap(<RouterProvider router={router} />)}</I18nextProvider>);
  return { ...result, router, container, stop, portal };
}
