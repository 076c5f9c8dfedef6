import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionStore } from '@kado/stores';
import { renderRoute } from '../../test/render';

// Issue 28: the payment page shows the gateway's instruction and what the portal says, never decides paid itself.
vi.setConfig({ testTimeout: 20_000 });
let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('/payment/{id}', () => {
  it('shows the virtual account, the deadline and the countdown; a payment the gateway refused reads failed with a way to order again', async () => {
    // Order 8 of the seed: the demo buyer's, waiting for payment by BCA virtual account.
    const { container, router, stop, portal } = renderRoute('/');
    stopApp = stop;
    await act(async () => {
      const session = container.get(SessionStore);
      await session.restore();
      expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
      await router.navigate('/payment/8');
    });
    expect((await screen.findByTestId('va-number', {}, { timeout: 8000 })).textContent).toMatch(/^39358\d{11}$/);
    expect(screen.getByText('Nomor BCA Virtual Account')).toBeTruthy();
    expect(screen.getByTestId('payment-deadline').textContent).toMatch(/^Bayar sebelum (Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/);
    expect(screen.getByRole('timer').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(screen.getByTestId('payment-status').textContent).toBe('Menunggu pembayaran');
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();

    portal.settlePayment(8, 'failed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cek status pembayaran' }));
    });
    expect(await screen.findByRole('heading', { name: 'Pembayaran gagal' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pesan lagi' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByTestId('va-number')).toBeNull();
  });
});
