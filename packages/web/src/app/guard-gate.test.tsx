import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../test/render';
import { RouteErrorPage } from './error-page';
import { GuardGate } from './guard-gate';

// Spec §8 "Unknown middleware gives 500": the app's middleware are the route guards of spec §6 (docs/guards.md).
// A route that names a guard the app does not have answers the 500 error page, never the page unguarded.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const guarded = (guard: unknown): RouteObject[] => [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    // The route table is data: a name outside GuardName can only arrive from untyped data, as here.
    handle: { titleKey: 'title.home', guard },
    element: <GuardGate><p>isi halaman</p></GuardGate>,
  },
];

describe('GuardGate: unknown guards (spec §8)', () => {
  it.each<[unknown]>([['admin'], ['authZ'], [['authz', 'superuser']]])('a route with the unknown guard %j shows the 500 error page', async (guard) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/', { routeTable: guarded(guard) });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText('isi halaman')).toBeNull();
  });

  it('a route without a guard shows its page', async () => {
    renderRoute('/', { routeTable: guarded(undefined) });
    expect(await screen.findByText('isi halaman')).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
  });
});
