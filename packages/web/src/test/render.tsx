import { ALL_STORE_MODULES } from '@kado/stores';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '../i18n';
import { createRoutes } from '../app/routes';
import { createFakePortal } from '@kado/fake-portal';
import { LOGGED_OUT, SessionContext, type SessionFacts } from '../app/session-context';
import { createAppContainer } from '../app/container';
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

/** Renders the real route table (or given routes) at `path`, as a visitor with the given session. */
export function renderRoute(path: string, options: { session?: SessionFacts; routeTable?: RouteObject[] } = {}) {
  const i18n = createI18n();
  const { container } = testContainer();
  const router = createMemoryRouter(options.routeTable ?? createRoutes(container), { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <StoreProvider container={container}>
      <SessionContext.Provider value={options.session ?? LOGGED_OUT}>{children}</SessionContext.Provider>
    </StoreProvider>
  );
  const result = render(<I18nextProvider i18n={i18n}>{wrap(<RouterProvider router={router} />)}</I18nextProvider>);
  return { ...result, router, container };
}
