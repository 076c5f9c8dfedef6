import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '../i18n';
import { routes } from '../app/routes';
import { LOGGED_OUT, SessionContext, type SessionFacts } from '../app/session-context';

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
  const router = createMemoryRouter(options.routeTable ?? routes, { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <SessionContext.Provider value={options.session ?? LOGGED_OUT}>{children}</SessionContext.Provider>
  );
  const result = render(<I18nextProvider i18n={i18n}>{wrap(<RouterProvider router={router} />)}</I18nextProvider>);
  return { ...result, router };
}
