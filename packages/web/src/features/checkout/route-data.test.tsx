import { describe, expect, it } from 'vitest';
import { visit } from '../../test/route-visit';
import { CartStore, CheckoutStore, PaymentStore, VoucherStore } from '@kado/stores';
import type { Container } from 'inversify';
import { loadStores } from '../../app/store-modules';

// The checkout pages' data is read by their routes' loaders (cart-screen.tsx, payment-screen.tsx and
// address-select-screen.tsx routeData): when the router has decided the first page, nothing rendered yet, the store
// already holds it.

/** The boot container signed in as the demo buyer, `before` run on it; the router runs the loaders of `path` without rendering anything. */
async function loadedAt(path: string, before: (container: Container) => Promise<void> = async () => undefined) {
  return { container: await visit(path, true, before) };
}

describe('checkout routes load their data before the page renders', () => {
  it('/cart: the cart', async () => {
    const { container } = await loadedAt('/cart');
    const cart = container.get(CartStore);
    expect(cart.status).toBe('ready');
    expect(cart.items.length).toBeGreaterThan(0);
  });

  it('/buy: the booked cart, the addresses, the payment methods, the price and the claimed vouchers', async () => {
    const { container } = await loadedAt('/buy', async (c) => {
      // The cart page books the selected lines on its way to /buy.
      await loadStores(c, 'checkout');
      expect(await c.get(CartStore).load()).toBe(true);
      expect(c.get(CartStore).bookSelected()).toBe(true);
    });
    const checkout = container.get(CheckoutStore);
    expect(checkout.booked).not.toBeNull();
    expect([checkout.addressStatus, checkout.methodList.status, checkout.quotes.status]).toEqual(['ready', 'ready', 'ready']);
    expect(container.get(VoucherStore).status).toBe('ready');
  });

  it('/address/select: the saved addresses', async () => {
    const { container } = await loadedAt('/address/select');
    const checkout = container.get(CheckoutStore);
    expect(checkout.addressStatus).toBe('ready');
    expect(checkout.addresses.length).toBeGreaterThan(0);
  });

  it('/payment/{id} and its guide: the order of the path id', async () => {
    // Order 8 of the seed is the demo buyer's, waiting for payment.
    for (const path of ['/payment/8', '/payment/8/guide']) {
      const { container } = await loadedAt(path);
      const payment = container.get(PaymentStore);
      expect([payment.order?.id, payment.status], path).toEqual(['8', 'ready']);
    }
  });
});
