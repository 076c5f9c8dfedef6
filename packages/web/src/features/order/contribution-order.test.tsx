import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { formatRupiah } from '@kado/domain';
import type { createFakePortal } from '@kado/fake-portal';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31: a Rp 1.000.000 patungan showed '1 x Rp 4.768.900', an invoice whose lines did not make its subtotal,
// 'Kurir JNE', 'Alamat tidak tersedia', and a tracking page waiting for a resi that never comes.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

const AMOUNT = 1_000_000;
const ORDER_ID = 900;

/** Maya's paid patungan of Rp 1.000.000 toward bunda-demo's patungan gift, as the portal records a paid one. */
function withContributionOrder(portal: ReturnType<typeof createFakePortal>) {
  const state = portal.state;
  const giftId = state.contributions[0]!.gift_id;
  const gift = state.gifts.find((g) => g.id === giftId)!;
  const price = state.variants.find((v) => v.sku_id === gift.sku_id)!.price;
  const template = state.orders[0]!;
  state.orders.push({
    ...template, id: ORDER_ID, invoice: 'INV/2024/06/1900', buyer_key: 'u:6', status: 'paid', payment_method: 'bca_va',
    items: [{ id: 9000, product_id: gift.product_id!, sku_id: gift.sku_id!, quantity: 1, price, gift_id: gift.id, contribution: AMOUNT }],
    address_id: null, ship_to: 'none', registry_owner_id: gift.owner_id, courier: 'jne', awb: null, subtotal: AMOUNT, shipping_cost: 0,
    discount: 0, total: AMOUNT, voucher_code: null, created_at: '2024-06-20T03:00:00.000Z', paid_at: '2024-06-20T03:05:00.000Z', payment: null,
  });
  state.contributions.push({ id: 99, gift_id: gift.id, user_id: 6, guest_id: null, name: 'Maya Lestari', amount: AMOUNT, is_revealed: false, created_at: '2024-06-20T03:05:00.000Z' });
  return { gift, price, product: state.products.find((p) => p.id === gift.product_id)! };
}

describe('a contribution order reads as the amount given to a gift (issue 31)', () => {
  it('/order/{id}: the amount given and the gift it goes to; no courier, no parcel address', async () => {
    let price = 0;
    await renderSignedIn(`/order/${ORDER_ID}`, { email: 'maya@kado.test', before: (p) => void ({ price } = withContributionOrder(p)) });
    const line = await screen.findByTestId('order-line-amount', {}, WAIT);
    expect(line.textContent).toBe(`Patungan ${formatRupiah(AMOUNT)}`);
    expect(document.body.textContent).not.toContain(formatRupiah(price));
    expect(screen.getByRole('link', { name: /^Untuk kado di / }).getAttribute('href')).toMatch(/^\/registry\/bunda-demo\/\d+$/);
    expect(screen.queryByText('Kurir')).toBeNull();
    expect(screen.queryByText('Alamat tidak tersedia.')).toBeNull();
    expect(screen.getByText(/^Patungan tidak dikirim sebagai paket/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat perkembangan kado' }).getAttribute('href')).toBe(`/order/${ORDER_ID}/track`);
  });

  it("/order/{id}/invoice: the line is the amount given, so the lines make the subtotal", async () => {
    await renderSignedIn(`/order/${ORDER_ID}/invoice`, { email: 'maya@kado.test', before: (p) => void withContributionOrder(p) });
    const table = await screen.findByRole('table', {}, WAIT);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['1', formatRupiah(AMOUNT), formatRupiah(AMOUNT)]);
    expect(cells[0]).toMatch(/^Patungan untuk /);
  });

  it('/order/{id}/track: the gift it went to and how much has been collected, not a resi to wait for', async () => {
    let collected = 0;
    let price = 0;
    await renderSignedIn(`/order/${ORDER_ID}/track`, {
      email: 'maya@kado.test',
      before: (p) => {
        const made = withContributionOrder(p);
        price = made.price * made.gift.quantity;
        collected = p.state.contributions.filter((c) => c.gift_id === made.gift.id).reduce((n, c) => n + c.amount, 0);
      },
    });
    const progress = await screen.findByTestId('contribution-progress', {}, WAIT);
    expect(progress.textContent).toBe(`Terkumpul ${formatRupiah(collected)} dari ${formatRupiah(price)}`);
    expect(screen.getByRole('region', { name: 'Kado yang kamu bantu' }).textContent).toContain(`Kamu memberi ${formatRupiah(AMOUNT)}.`);
    expect(screen.queryByText(/Nomor resi dan riwayat pengiriman/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Status pesanan' })).toBeNull();
  });
});
