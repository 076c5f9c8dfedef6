import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isReturnTo, recallPage, rememberPage, useCachedReturn } from './page-cache';

// Spec §2 page caching: a screen keeps what its store holds only when coming back to a cached route.

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function Probe() {
  return <p data-testid="keep">{String(useCachedReturn())}</p>;
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useCachedReturn', () => {
  it('is true coming back to search, brand, product, collection, registry list-product or my-gift', async () => {
    for (const path of ['/search?keyword=popok', '/brand', '/toko-bayi/popok', '/collection/3', '/registry/list-product', '/my-gift']) {
      const router = renderAt([path, '/cart']);
      await act(() => router.navigate(-1));
      expect(screen.getByTestId('keep').textContent, path).toBe('true');
      cleanup();
    }
  });

  it('is false on a fresh visit (push) and coming back to a route outside the cache', async () => {
    const router = renderAt(['/order', '/cart']);
    await act(() => router.navigate('/search?keyword=popok'));
    expect(screen.getByTestId('keep').textContent).toBe('false');
    await act(() => router.navigate(-2));
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.getByTestId('keep').textContent).toBe('false');
  });
});

describe('rememberPage / recallPage (over a full-page navigation)', () => {
  it('gives back what was kept for the same history entry, once', () => {
    rememberPage('brand', 'k1', { page: 2 });
    expect(recallPage('brand', 'k1')).toEqual({ page: 2 });
    expect(recallPage('brand', 'k1')).toBeNull();
  });

  it('gives nothing for another entry, nothing kept, or a damaged copy', () => {
    rememberPage('brand', 'k1', { page: 2 });
    expect(recallPage('brand', 'k2')).toBeNull();
    rememberPage('brand', 'k1', null);
    expect(recallPage('brand', 'k1')).toBeNull();
    window.sessionStorage.setItem('kado:page:brand', '{oops');
    expect(recallPage('brand', 'k1')).toBeNull();
  });
});

describe('isReturnTo (a route loader coming back to a cached page)', () => {
  it("is true when the browser is already at the loader's URL of a cached route (back/forward), false for a link to it or another route", () => {
    const at = (path: string) => new Request(`http://localhost${path}`);
    try {
      window.history.replaceState(null, '', '/toko-bayi/popok?tab=1');
      expect(isReturnTo(at('/toko-bayi/popok?tab=1'))).toBe(true);
      expect(isReturnTo(at('/toko-bayi/popok'))).toBe(false);
      expect(isReturnTo(at('/toko-bayi/botol'))).toBe(false);
      window.history.replaceState(null, '', '/cart');
      expect(isReturnTo(at('/cart'))).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
