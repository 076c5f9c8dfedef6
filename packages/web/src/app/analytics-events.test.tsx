import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Analytics } from '@kado/domain';
import { TOKENS } from '@kado/stores';
import { createI18n } from '../i18n';
import { createRoutes } from './routes';
import { testContainer } from '../test/render';
import { StoreProvider } from './store-context';
import { startApp } from './app-start';

// Spec §6/§7 analytics: the authz guard's page-access event reaches the Analytics adapter.

afterEach(cleanup);

class Recording implements Analytics {
  readonly events: { name: string; params: unknown }[] = [];
  pageView(): void {}
  event(name: string, params?: unknown): void {
    this.events.push({ name, params });
  }
}

describe('page-access events (spec §6 authz)', () => {
  it('a visitor turned away from a guarded page is reported to the Analytics adapter with the full path', async () => {
    const analytics = new Recording();
    const { container } = testContainer();
    // The guard is the route's loader (decision 0315): it logs through the container's Analytics.
    container.rebind(TOKENS.Analytics).toConstantValue(analytics);
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/order?page=2'] });
    // Started as src/main.tsx starts it: the guard waits for the session restore the lifecycle runs.
    startApp(container, router);
    render(
      <I18nextProvider i18n={createI18n()}>
        <StoreProvider container={container}>
          <RouterProvider router={router} />
        </StoreProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(analytics.events, JSON.stringify(analytics.events)).toEqual([{ name: 'page-access', params: { path: '/order?page=2' } }]);
  });
});
