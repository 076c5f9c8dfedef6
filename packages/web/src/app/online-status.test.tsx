import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ConnectivityStore } from '@kado/stores';
import { renderRoute } from '../test/render';
import { PageShell } from '../ui';
import { RootLayout } from './root-layout';

// Spec §4: "Browser online/offline status is tracked": the browser's online/offline events reach the connectivity
// store and the offline banner at the top of the frame.

const stubRoutes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <PageShell title="Beranda" /> }] }];

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

// The page view of the last render is sent 250 ms after it (spec §4): let it go out before the environment ends.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));
afterEach(() => {
  cleanup();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const banner = () => screen.queryByText('Kamu sedang offline. Periksa koneksi internetmu.');

describe('online/offline tracking (spec §4)', () => {
  it('going offline shows the banner and marks the store offline; back online hides it again', async () => {
    const { container } = renderRoute('/', { routeTable: stubRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Beranda' });
    const connectivity = container.get(ConnectivityStore);
    expect(connectivity.online).toBe(true);
    expect(banner()).toBeNull();

    goOnline(false);
    await waitFor(() => expect(banner()).not.toBeNull());
    expect(banner()?.getAttribute('role')).toBe('status');
    expect(connectivity.online).toBe(false);

    goOnline(true);
    await waitFor(() => expect(banner()).toBeNull());
    expect(connectivity.online).toBe(true);
  });

  it('a page opened while offline says so at once', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { container } = renderRoute('/', { routeTable: stubRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Beranda' });
    expect(banner()).not.toBeNull();
    expect(container.get(ConnectivityStore).online).toBe(false);
  });
});
