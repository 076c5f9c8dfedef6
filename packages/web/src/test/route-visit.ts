import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createFakePortal } from '@kado/fake-portal';
import type { Container } from 'inversify';
import { SessionStore } from '@kado/stores';
import { createRoutes } from '../app/routes';
import { BOOT_STORE_MODULES, createAppContainer } from '../app/container';
import { CryptoIdGenerator, SystemClock, TimeoutScheduler } from '../platform/browser-platform';

// A visit of one route through the real route list (its guards, its feature stores, its data), for the tests that
// show a page's data is read by its route's loader (issue 14 item 3).

/** Cookies and storage of one visit, in memory: a signed-in visit never hands its tokens to the next. */
class Memory {
  private readonly values = new Map<string, string>();
  get = (name: string): string | null => this.values.get(name) ?? null;
  set = (name: string, value: string): void => void this.values.set(name, value);
  remove = (name: string): void => void this.values.delete(name);
  getItem = this.get;
  setItem = this.set;
  removeItem = this.remove;
}

/**
 * The real routes over the boot container (the routes load the rest) at `path`, once the router is initialized.
 * `signedIn`: the demo buyer, or the account of that email; `before` runs on the signed-in container first.
 */
export async function visit(path: string, signedIn: boolean | string = false, before?: (container: Container) => Promise<void>) {
  const portal = createFakePortal();
  const container = createAppContainer({
    storeModules: BOOT_STORE_MODULES,
    baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => portal.fetch(new Request(input, init)),
    platform: {
      clock: new SystemClock(), ids: new CryptoIdGenerator(), storage: new Memory(), cookies: new Memory(),
      analytics: { pageView: () => undefined, event: () => undefined }, scheduler: new TimeoutScheduler(),
    },
  });
  // The stored session is known before the first route (the application lifecycle restores it in the app).
  const session = container.get(SessionStore);
  await session.restore();
  if (signedIn) {
    const email = typeof signedIn === 'string' ? signedIn : 'ibu.demo@kado.test';
    expect(await session.login({ email, password: 'Rahasia123!' })).toBe(true);
  }
  await before?.(container);
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [path] });
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
  expect(router.state.location.pathname).toBe(path);
  router.dispose();
  return container;
}

/** Asked for before the screen rendered (not idle when the router was initialized), then answered. */
export async function readByLoader(status: () => string): Promise<void> {
  expect(status()).not.toBe('idle');
  await waitFor(() => expect(status()).toBe('ready'));
}
