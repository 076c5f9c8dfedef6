import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// QA, 28 November: back from a payment, the gift cart said only 'Belum ada kado di keranjang.': a dead end.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

describe('an empty gift cart', () => {
  it('leads back to the registry and to the orders to pay', async () => {
    await renderSignedIn('/registry/checkout?owner=1&registry=bunda-demo', { email: 'maya@kado.test' });
    // The cart is read once the page is there: wait for its answer (the empty cart), not the first paint.
    const [back, orders] = await waitFor(() => {
      expect(document.querySelector('main')?.textContent).toContain('Belum ada kado di keranjang.');
      return [screen.getByRole('link', { name: 'Kembali ke registry' }), screen.getByRole('link', { name: 'Lihat pesanan saya' })] as const;
    }, { timeout: 8000 });
    expect(back.getAttribute('href')).toBe('/registry/bunda-demo');
    expect(orders.getAttribute('href')).toBe('/order');
  });
});
