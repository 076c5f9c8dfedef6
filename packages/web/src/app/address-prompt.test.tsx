import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ACCESS_COOKIE, AddressPromptStore, REFRESH_COOKIE, SessionStore } from '@kado/stores';
import { renderRoute } from '../test/render';
import { PageShell } from '../ui';
import { RootLayout } from './root-layout';

// Spec §4: "A logged-in user without has_address (after refetch) triggers the add-address modal." Each arrival
// (a sign-in, or the app opened signed in) asks again; verified or not; never a guest giver (decision 0183).
const stubRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', element: <PageShell title="Halaman" /> }, { index: true, element: <PageShell title="Beranda" /> }] },
];

let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
});

/** Opens the app at `path` (a fresh container and portal, the same browser session) and signs in, or as a guest. */
async function arriveAs(who: string | { readonly guest: string }, path = '/') {
  const { container, router, stop } = renderRoute(path, { routeTable: stubRoutes });
  stopApp = stop;
  addressPrompt = container.get(AddressPromptStore);
  await screen.findByRole('heading', { level: 1 });
  const session = container.get(SessionStore);
  await act(async () => {
    await session.restore();
    const ok = typeof who === 'string'
      ? await session.login({ email: who, password: 'Rahasia123!' })
      : await session.registerGuest({ name: 'Tante Ani', email: who.guest });
    expect(ok).toBe(true);
  });
  return { session, router };
}

let addressPrompt: AddressPromptStore;
const prompt = () => screen.queryByRole('dialog', { name: 'Satu langkah lagi!' });

describe('add-address modal (spec §4)', () => {
  it('asks a user without an address even before she is verified', async () => {
    await arriveAs('baru@kado.test');
    expect(await screen.findByRole('dialog', { name: 'Satu langkah lagi!' })).toBeTruthy();
    expect(screen.getByText('Tambahkan alamat untuk mulai bagikan registrymu!')).toBeTruthy();
  });

  it('asks again at the next arrival in the same browser session, not once per session', async () => {
    await arriveAs('lestari@kado.test');
    await screen.findByRole('dialog', { name: 'Satu langkah lagi!' });
    act(() => addressPrompt.close());
    cleanup();
    stopApp();
    await arriveAs('lestari@kado.test');
    expect(await screen.findByRole('dialog', { name: 'Satu langkah lagi!' })).toBeTruthy();
  });

  it("waits while she is on someone else's registry (a giver's page), and asks on her next page", async () => {
    const { router } = await arriveAs('lestari@kado.test', '/registry/bunda-demo');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(prompt()).toBeNull();
    await act(() => router.navigate('/registry/bunda-demo/16'));
    expect(prompt()).toBeNull();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Satu langkah lagi!' })).toBeTruthy();
    // Dismissed, it does not come back on every page of the same visit.
    act(() => addressPrompt.close());
    await act(() => router.navigate('/profile'));
    expect(prompt()).toBeNull();
  });

  it('never asks a guest giver (her gifts ship to the owner) nor a user with an address', async () => {
    const { session: guest } = await arriveAs({ guest: 'tante.ani@kado.test' });
    await waitFor(() => expect(guest.user?.hasAddress).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(prompt()).toBeNull();
    cleanup();
    stopApp();
    await arriveAs('ibu.demo@kado.test');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(prompt()).toBeNull();
  });
});
