import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';

// Cash funds on the public registry (issue 28 item 4, decision 0404): what was collected and by how many, and a
// gift with an amount, a name and a message that goes to the payment page of its order. No COD among the ways to pay.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('the registry\'s cash funds for a giver', () => {
  it('shows the total, the givers and the bar; checks the form before any call; places the gift and opens its payment page', async () => {
    const user = userEvent.setup();
    const { router, portal, stop } = renderRoute('/registry/bunda-demo');
    const card = await screen.findByTestId('fund-card', {}, { timeout: 8000 });
    expect(within(card).getByRole('heading', { name: 'Tabungan pendidikan si kecil' })).toBeTruthy();
    expect(within(card).getByTestId('fund-collected').textContent).toBe('Rp\u00a01.250.000 terkumpul dari 8 orang');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    await user.click(within(card).getByRole('button', { name: 'Beri Amplop' }));
    // A visitor names herself first (no password, no OTP), as for a patungan; her name fills the form.
    const who = await screen.findByRole('dialog', { name: 'Siapa nama kamu?' });
    await user.type(within(who).getByLabelText('Nama'), 'Tante Lia');
    await user.type(within(who).getByLabelText('Email atau nomor HP'), '081277770099');
    await user.click(within(who).getByRole('button', { name: 'Lanjutkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beri amplop: Tabungan pendidikan si kecil' });
    await within(dialog).findByRole('radio', { name: 'BCA Virtual Account' });
    expect(within(dialog).queryByRole('radio', { name: 'Bayar di Tempat (COD)' })).toBeNull();
    const amount = within(dialog).getByLabelText('Nominal (Rp)');
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut ke Pembayaran' }));
    expect(within(dialog).getByText(/^Nominal minimal Rp.10\.000$/)).toBeTruthy();
    const name = within(dialog).getByLabelText('Nama kamu');
    expect((name as HTMLInputElement).value).toBe('Tante Lia');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut ke Pembayaran' }));
    expect(within(dialog).getByText('Nama wajib diisi')).toBeTruthy();
    expect(within(dialog).getByText('Pilih metode pembayaran')).toBeTruthy();
    expect(portal.state.orders.some((o) => o.fund_gift)).toBe(false);

    await user.clear(amount);
    await user.type(amount, '50.000');
    await user.type(name, 'Tante Lia');
    await user.type(within(dialog).getByLabelText('Pesan untuk orang tua (opsional)'), 'Untuk si kecil');
    await user.click(within(dialog).getByRole('radio', { name: 'BCA Virtual Account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut ke Pembayaran' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
    const order = portal.state.orders.find((o) => o.fund_gift)!;
    expect(order).toMatchObject({ total: 50_000, shipping_cost: 0, address_id: null, fund_gift: { name: 'Tante Lia', message: 'Untuk si kecil' } });
    expect(router.state.location.pathname).toBe(`/payment/${order.id}`);
    stop();
  });
});
