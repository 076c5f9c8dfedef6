import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../test/render';
import { PageShell } from '../ui';
import { RootLayout } from './root-layout';

// Spec §2 and §9: while the maintenance flag is true the maintenance screen replaces all content: 'We'll be back
// soon!', '{product} is currently under Maintenance.' and a Get Help button to a chat link. (The flag's reading from
// VITE_MAINTENANCE is config.test.ts; here the built flag is on.)
vi.mock('./config', async (importOriginal) => {
  const real = await importOriginal<typeof import('./config')>();
  return { ...real, config: { ...real.config, maintenance: true, productName: 'Kado', helpChatUrl: 'https://wa.me/6281200000000' } };
});

afterEach(cleanup);

const stubRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', element: <PageShell title="Halaman" /> }, { index: true, element: <PageShell title="Beranda" /> }] },
];

describe('maintenance screen (spec §2, §9)', () => {
  it.each(['/', '/profile', '/registry/bunda-demo'])('on %s replaces the page and the bottom navigation', async (path) => {
    renderRoute(path, { routeTable: stubRoutes });
    expect(await screen.findByRole('heading', { name: "We'll be back soon!" })).toBeTruthy();
    expect(screen.getByText('Kado is currently under Maintenance.')).toBeTruthy();
    const help = screen.getByRole('link', { name: 'Get Help' });
    expect(help.getAttribute('href')).toBe('https://wa.me/6281200000000');
    expect(screen.queryByRole('heading', { name: /^(Beranda|Halaman)$/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
  });
});
