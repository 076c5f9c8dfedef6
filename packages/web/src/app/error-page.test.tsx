import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { data } from 'react-router-dom';
import { domainError } from '@kado/domain';
import { renderRoute } from '../test/render';
import { RouteErrorPage } from './error-page';
import { RouteListUnavailable } from './chunk-retry';
import { featureRoute } from './route-shell';

afterEach(cleanup);

const throwing = (error: unknown) => [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    loader: () => {
      throw error;
    },
    element: <p>never</p>,
  },
];

describe('404 page (spec §2)', () => {
  it.each(['/this/path/does/not-exist', '/registry/a/b/c', '/404'])('%s shows the 404 page with a link home', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/');
  });
});

describe('unknown merchants and products are the 404 page, not an error to retry (spec §2)', () => {
  it.each(['/tidak-ada', '/tidak-ada/promo', '/tidak-ada/produk-entah', '/tidak-ada/product'])('%s', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});

describe('error page (spec §8)', () => {
  it('defaults to status 500 and the message Error for a raw exception, without a home link', async () => {
    renderRoute('/', { routeTable: throwing(new Error('secret stack detail')) });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kembali ke beranda' })).toBeNull();
  });

  it('shows the status and message of a thrown response', async () => {
    renderRoute('/', { routeTable: throwing(data({ message: 'Registry tidak ditemukan' }, { status: 404 })) });
    expect(await screen.findByRole('heading', { name: 'Registry tidak ditemukan' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toBeTruthy();
  });

  it.each([
    [domainError({ kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' }), '409'],
    [domainError({ kind: 'unauthorized' }), '401'],
    [domainError({ kind: 'forbidden' }), '403'],
  ])("any other answer shows 'Terjadi kesalahan tak terduga' with its status (%#)", async (error, status) => {
    renderRoute('/', { routeTable: throwing(error) });
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan tak terduga' })).toBeTruthy();
    expect(screen.getByText(status)).toBeTruthy();
  });

  it('shows the server message of a domain error with its status', async () => {
    renderRoute('/', { routeTable: throwing(domainError({ kind: 'bad-request', message: 'Voucher sudah habis' })) });
    expect(await screen.findByRole('heading', { name: 'Voucher sudah habis' })).toBeTruthy();
    expect(screen.getByText('400')).toBeTruthy();
  });
});

describe('the route list did not download (decision 0375)', () => {
  it('says so like a screen chunk that did not download, with a retry, not as a 500', async () => {
    renderRoute('/', { routeTable: throwing(new RouteListUnavailable(new TypeError('Failed to fetch'))) });
    expect(await screen.findByText('Halaman ini gagal dimuat. Periksa koneksi internetmu, lalu coba lagi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
  });
});

describe('the error pages load when an error shows (decision 0375)', () => {
  it("a feature's errorElement shows the error page once its chunk has loaded", async () => {
    const feature = featureRoute('x', [{ index: true, loader: () => { throw new Error('boom'); }, element: <p>never</p> }]);
    renderRoute('/', { routeTable: [{ path: '/', children: [feature] }] });
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.queryByText('never')).toBeNull();
  });
});
