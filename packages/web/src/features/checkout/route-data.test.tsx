import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { createFakePortal } from '@kado/fake-portal';
import { CartStore, CheckoutStore, PaymentStore, SessionStore, VoucherStore } from '@kado/stores';
import type { Container } from 'inversify';
import { BOOT_STORE_MODULES, createAppContainer } from '../../app/container';
import { createRoutes } from '../../app/routes';
import { loadStores } from '../../app/store-modules';
import { CryptoIdGenerator, SystemClock, TimeoutScheduler } from '../../platform/browser-platform';

// The checkout pages' data is read by their routes' loaders (cart-screen.tsx, payment-screen.tsx and
// address-select-screen.tsx routeData): when the router has decided the first page, nothing rendered yet, the store
// already holds it.

function memory() {
  const values = new Map<string, string>();
  return {
    get: (k: string) => values.get(k) ?? null, set: (k: string, v: string) => void values.set(k, v), remove: (k: string) => void values.delete(k),
    getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k),
  };
}

/** The boot container signed in as the demo buyer; the router runs the loaders of `path` without rendering anything. */
async function loadedAt(path: string, before: (container: Container) => Promise<void> = async () => undefined) {
  const portal = createFakePortal();
  const container = createAppContainer({
    storeModules: BOOT_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)),
    platform: { clock: new SystemClock(), ids: new CryptoIdGenerator(), storage: memory(), cookies: memory(), analytics: { pageView: () => undefined, event: () => undefined }, scheduler: new TimeoutScheduler() },
  });
  const session = container.get(SessionStore);
  await session.restore();
  expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  await before(container);
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });
  expect(router.state.location.pathname).toBe(path);
  router.dispose();
  return { container, portal };
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
