import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, a shopper's habits: search filters by a price range (decision 0464).
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

const shownPrices = () => [...document.querySelectorAll('.product-card .price__now')].map((el) => Number((el.textContent ?? '').replace(/\D/g, '')));

describe('/search: the price range', () => {
  it('keeps only the products priced within the range she types, in the query string; Hapus drops it', async () => {
    const { user, router } = await renderSignedIn('/search?keyword=bayi', { email: 'maya@kado.test' });
    const form = await screen.findByRole('form', { name: 'Rentang harga' }, WAIT);
    await waitFor(() => expect(shownPrices().length).toBeGreaterThan(1), WAIT);
    const before = shownPrices();
    expect(before.some((price) => price < 50_000 || price > 150_000), 'some results outside the range').toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Harga minimum' }), 'Rp 50.000');
    await user.type(within(form).getByRole('textbox', { name: 'Harga maksimum' }), '150000');
    await user.click(within(form).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(router.state.location.search).toContain('harga_min=50000&harga_maks=150000'), WAIT);
    await waitFor(() => {
      const prices = shownPrices();
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((price) => price >= 50_000 && price <= 150_000)).toBe(true);
    }, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Hapus rentang harga' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('harga_'), WAIT);
    await waitFor(() => expect(shownPrices().some((price) => price < 50_000 || price > 150_000)).toBe(true), WAIT);
    expect((within(form).getByRole('textbox', { name: 'Harga minimum' }) as HTMLInputElement).value).toBe('');
  });
});
