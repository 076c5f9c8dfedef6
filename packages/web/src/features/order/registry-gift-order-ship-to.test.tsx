import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { createFakePortal } from '@kado/fake-portal';
import { renderSignedIn } from '../../test/signed-in';

// QA, 28 November: a giver's order of a gift sent to a registry's parents said 'Alamat tidak tersedia.' on its detail,
// while its payment page had said where it goes ('Dikirim ke …', the parents' name and area, not their address).
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

const ORDER_ID = 901;

/** Maya's paid order of a bunda-demo gift, sent to the registry's address, as the portal records one. */
function withRegistryGiftOrder(portal: ReturnType<typeof createFakePortal>) {
  const state = portal.state;
  const gift = state.gifts.find((g) => g.product_id !== null && g.reserved_by === null && !g.is_private)!;
  const price = state.variants.find((v) => v.sku_id === gift.sku_id)!.price;
  const template = state.orders[0]!;
  state.orders.push({
    ...template, id: ORDER_ID, invoice: 'INV/2024/06/1901', buyer_key: 'u:6', status: 'paid', payment_method: 'bca_va',
    items: [{ id: 9001, product_id: gift.product_id!, sku_id: gift.sku_id!, quantity: 1, price, gift_id: gift.id, contribution: null }],
    address_id: null, ship_to: 'registry', registry_owner_id: gift.owner_id, courier: 'jne', awb: null, subtotal: price, shipping_cost: 0,
    discount: 0, total: price, voucher_code: null, created_at: '2024-06-20T03:00:00.000Z', paid_at: '2024-06-20T03:05:00.000Z', payment: null,
  });
}

describe("a giver's order of a registry gift", () => {
  it('/order/{id} says where it goes as the payment page did, not that the address is missing', async () => {
    await renderSignedIn(`/order/${ORDER_ID}`, { email: 'maya@kado.test', before: withRegistryGiftOrder });
    await screen.findByRole('heading', { name: 'Alamat pengiriman' }, WAIT);
    expect(screen.queryByText('Alamat tidak tersedia.')).toBeNull();
    expect(document.querySelector('.ship-to, [data-testid="ship-to"]')).not.toBeNull();
  });
});
