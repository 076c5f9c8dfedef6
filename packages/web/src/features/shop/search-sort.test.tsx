import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, a shopper's habits: /search opens on products in stock and sorts by price, newest, best-selling on demand.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

describe('/search: sort and the stock filter', () => {
  it('sorts the results by the lowest price when asked, in the query string', async () => {
    const { user, router } = await renderSignedIn('/search?keyword=popok', { email: 'maya@kado.test' });
    const sort = await screen.findByRole('combobox', { name: 'Urutkan' }, WAIT);
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Terbaru', 'Terlaris', 'Harga terendah', 'Harga tertinggi', 'Diskon terbesar']);
    expect((screen.getByRole('checkbox', { name: 'Tampilkan juga yang stok habis' }) as HTMLInputElement).checked).toBe(false);
    await user.selectOptions(sort, 'Harga terendah');
    await waitFor(() => expect(router.state.location.search).toContain('sort=price'), WAIT);
    await waitFor(() => {
      const prices = [...document.querySelectorAll('.product-card .price__now')].map((el) => Number((el.textContent ?? '').replace(/\D/g, '')));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }, WAIT);
  });
});
