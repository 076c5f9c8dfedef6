import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createI18n } from '../i18n';
import { NavigationProgress } from './navigation-progress';

afterEach(cleanup);

/** A layout with the bar over a page whose loader waits until the test lets it go. */
function setup(online: boolean) {
  let release: () => void = () => undefined;
  const router = createMemoryRouter([
    {
      path: '/',
      element: (<><NavigationProgress online={online} /><Outlet /></>),
      children: [
        { index: true, element: <h1>Beranda</h1> },
        { path: 'order', loader: () => new Promise<null>((resolve) => { release = () => resolve(null); }), element: <h1>Pesanan Saya</h1> },
      ],
    },
  ]);
  render(<I18nextProvider i18n={createI18n()}><RouterProvider router={router} /></I18nextProvider>);
  return { router, release: () => release() };
}

describe('NavigationProgress', () => {
  it('shows a progress bar while the next page waits, and goes when it arrives', async () => {
    const { router, release } = setup(true);
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    let done: Promise<void> = Promise.resolve();
    act(() => { done = router.navigate('/order'); });
    expect(await screen.findByRole('progressbar', { name: 'Memuat halaman…' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => { release(); await done; });
    expect(screen.getByRole('heading', { name: 'Pesanan Saya' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offline, says the page opens once the connection is back', async () => {
    const { router } = setup(false);
    await screen.findByRole('heading', { name: 'Beranda' });
    act(() => { void router.navigate('/order'); });
    expect((await screen.findByRole('status')).textContent).toBe('Halaman ini akan terbuka setelah koneksi kembali.');
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeTruthy();
  });
});
