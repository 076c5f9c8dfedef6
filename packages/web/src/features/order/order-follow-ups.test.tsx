import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, a shopper's habits: orders had no 'Beli lagi' and no 'Beri ulasan' once delivered.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

describe('order follow-ups (issue 31)', () => {
  it("/order/{id} of a delivered order: 'Beli lagi' fills the cart again and opens it; 'Beri ulasan' opens its review page", async () => {
    // Order 5 of the seed: the demo buyer's delivered order (two of one nappy, one soap).
    const { user, router, portal } = await renderSignedIn('/order/5');
    const review = await screen.findByRole('link', { name: /^Beri ulasan/ }, { timeout: 8000 });
    expect(review.getAttribute('href')).toBe('/review/5');
    const bought = portal.state.orders.find((o) => o.id === 5)!.items;
    await user.click(screen.getByRole('button', { name: /^Beli lagi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 8000 });
    for (const line of bought) {
      const inCart = portal.state.carts.find((c) => c.owner_key === 'u:1' && c.sku_id === line.sku_id && c.gift_id === null);
      expect(inCart?.quantity, `sku ${line.sku_id}`).toBe(line.quantity);
    }
    const names = bought.map((line) => portal.state.products.find((p) => p.id === line.product_id)!.name);
    const lines = await screen.findAllByTestId('cart-line', {}, { timeout: 8000 });
    for (const name of names) expect(lines.some((li) => within(li).queryByText(name) !== null), name).toBe(true);
  });

  it('an order on its way offers neither; the list offers them on the delivered order only', async () => {
    await renderSignedIn('/order/6');
    await screen.findByText('INV/2024/10/1006', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: /^Beli lagi/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Beri ulasan/ })).toBeNull();
    cleanup();
    await renderSignedIn('/order');
    await screen.findAllByTestId('order-card', {}, { timeout: 8000 });
    expect(screen.getAllByRole('link', { name: /^Beri ulasan/ }).map((a) => a.getAttribute('href'))).toEqual(['/review/5']);
    expect(screen.getByRole('button', { name: 'Beli lagi barang pesanan INV/2024/01/1005' })).toBeTruthy();
  });
});
