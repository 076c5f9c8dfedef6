import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { createFakePortal } from '@kado/fake-portal';
import { renderSignedIn } from '../../test/signed-in';

// QA, 28 November: a paid cash gift (amplop digital) read as a parcel order: an empty list of goods, 'Alamat tidak
// tersedia.', 'Ongkos kirim Rp 0', and a tracking page waiting for a courier.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

const ORDER_ID = 902;

/** Maya's paid Rp 50.000 to bunda-demo's first cash fund, as the portal records the order of a fund gift. */
function withFundOrder(portal: ReturnType<typeof createFakePortal>) {
  const state = portal.state;
  const fund = state.funds[0]!;
  const template = state.orders[0]!;
  state.orders.push({
    ...template, id: ORDER_ID, invoice: 'INV/2024/06/1902', buyer_key: 'u:6', status: 'paid', payment_method: 'qris', items: [],
    address_id: null, ship_to: 'none', registry_owner_id: fund.owner_id, courier: '', awb: null, subtotal: 50_000, shipping_cost: 0,
    discount: 0, total: 50_000, voucher_code: null, created_at: '2024-06-20T03:00:00.000Z', paid_at: '2024-06-20T03:05:00.000Z', payment: null,
    fund_gift: { fund_id: fund.id, name: 'Maya Lestari', message: 'Selamat!' },
  });
  return fund;
}

describe('a cash gift order (amplop digital)', () => {
  it('/order/{id}: the amount for the fund, no parcel, no shipping line, no tracking', async () => {
    let fundName = '';
    await renderSignedIn(`/order/${ORDER_ID}`, { email: 'maya@kado.test', before: (p) => void (fundName = withFundOrder(p).name) });
    const line = await screen.findByTestId('order-line-amount', {}, WAIT);
    expect(line.textContent).toBe(`Amplop digital untuk ${fundName}: Rp\u00a050.000`);
    expect(screen.queryByText('Alamat tidak tersedia.')).toBeNull();
    expect(screen.getByText(/^Amplop digital tidak dikirim sebagai paket/)).toBeTruthy();
    expect(screen.queryByText('Ongkos kirim')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lacak pesanan' })).toBeNull();
  });
});
