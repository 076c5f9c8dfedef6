import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../test/render';
import { PageShell } from '../ui';
import { RootLayout } from './root-layout';
import type { GivenSession } from '../test/render';

// The layout alone, with a stub page on every path: what is under test is the layout's rule, not the screens
// (which need the stores the composition root provides).
const stubRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', element: <PageShell title="Halaman" /> }, { index: true, element: <PageShell title="Beranda" /> }] },
];
const renderLayout = (path: string, session?: GivenSession) => renderRoute(path, { routeTable: stubRoutes, session });

afterEach(cleanup);

const WITH_NAV = ['/', '/profile', '/review', '/categories', '/artikel'];
const WITHOUT_NAV = ['/login', '/cart', '/my-gift', '/registry/bunda-demo', '/artikel/tips-menyusui', '/profile/edit', '/review/detail/1', '/child/add'];

async function settle(path: string) {
  renderLayout(path);
  // The lazy screen has rendered once its navbar or home header heading shows.
  await screen.findAllByRole('heading', { level: 1 });
}

describe('root layout: bottom navigation (spec §2)', () => {
  it.each(WITH_NAV)('shows the five items on %s', async (path) => {
    await settle(path);
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Shop', 'Artikel', 'Registry', 'Review', 'Profile']);
  });

  it.each(WITHOUT_NAV)('hides it on %s', async (path) => {
    await settle(path);
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
  });

  it('shows the badge only when logged in, capped at 9+', async () => {
    renderLayout('/profile', { user: { name: 'Bunda Demo', hasAddress: true }, badgeCount: 12 });
    const badge = await screen.findByTestId('nav-badge');
    expect(badge.textContent).toContain('9+');
    cleanup();
    renderLayout('/profile', { user: null, badgeCount: 12 });
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByTestId('nav-badge')).toBeNull();
  });
});

describe('root layout: header style and scroll lock (spec §2)', () => {
  it.each([
    ['/login', 'blue'],
    ['/register', 'blue'],
    ['/register/complete-registration-data', 'default'],
    ['/registry/external-checkout/7', 'blue'],
    ['/review/detail/3', 'grey'],
    ['/cart', 'default'],
  ])('%s has the %s header', async (path, style) => {
    renderLayout(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.closest('header')?.getAttribute('data-header-style')).toBe(style);
  });

  it('locks scroll on /child/add only', async () => {
    const { router } = renderLayout('/child/add');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    await act(() => router.navigate('/child'));
    await waitFor(() => expect(document.body.classList.contains('scroll-locked')).toBe(false));
    expect(router.state.location.pathname).toBe('/child');
  });
});
