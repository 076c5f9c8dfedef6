import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Container } from 'inversify';
import { domainError, type Cart, type CartGateway, type CartItem, type AuthGateway, type SessionGateway, type SearchGateway } from '@kado/domain';
import { ALL_STORE_MODULES, TOKENS } from '@kado/stores';
import { createI18n } from '../../i18n';
import { StoreProvider } from '../../app/store-context';
import { toast } from '../../ui';
import { CartPage } from './cart-page';
import { routeData } from './cart-screen';

const item = (id: string, name: string, quantity = 1): CartItem => ({
  id,
  product: {
    id: `p${id}`, name, slug: `produk-${id}`, images: [], merchant: { id: 'm1', name: 'Toko', slug: 'toko', imageUrl: null },
    price: 50000, oldPrice: null, isOutOfStock: false, variants: [], description: null, categorySlug: null,
  },
  variant: { skuId: `s${id}`, name: 'Biru', stock: 10 },
  quantity,
  price: 50000,
  giftProductId: null,
  ownerId: null,
  contribution: null,
});

async function setup(gateway: Partial<CartGateway>) {
  const container = new Container();
  container.load(...ALL_STORE_MODULES);
  const storage = new Map<string, string>();
  const never = () => new Promise<never>(() => undefined);
  container.bind(TOKENS.CartGateway).toConstantValue({ cart: never, addItem: never, removeItems: never, ...gateway } as CartGateway);
  container.bind(TOKENS.KeyValueStorage).toConstantValue({ getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) });
  container.bind(TOKENS.CookieJar).toConstantValue({ get: () => null, set: () => undefined, remove: () => undefined });
  container.bind(TOKENS.IdGenerator).toConstantValue({ next: () => 'abcdef1234567890' });
  container.bind(TOKENS.AuthGateway).toConstantValue({} as AuthGateway);
  container.bind(TOKENS.SessionGateway).toConstantValue({} as SessionGateway);
  container.bind(TOKENS.SearchGateway).toConstantValue({} as SearchGateway);
  // The route's loader reads the cart before the page renders (cart-screen.tsx routeData).
  await routeData.Component!(container, {});
  const router = createMemoryRouter(
    [{ id: 'cart', path: '/cart', element: <CartPage />, handle: { titleKey: 'title.cart' } }, { path: '/buy', element: <p>buy</p> }],
    { initialEntries: ['/cart'] },
  );
  render(
    <I18nextProvider i18n={createI18n()}>
      <StoreProvider container={container}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  return { storage };
}

afterEach(cleanup);

describe('CartPage', () => {
  it('lists the lines, removes one after confirmation with the spec toast, and asks once however often tapped', async () => {
    const cart: Cart = { items: [item('1', 'Popok Bayi'), item('2', 'Botol Susu', 2)], totalPrice: 150000 };
    let release: () => void = () => undefined;
    const removeItems = vi.fn(() => new Promise<void>((resolve) => { release = resolve; }));
    await setup({ cart: async () => cart, removeItems });
    expect(await screen.findByText('Popok Bayi')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('Rp\u00a0150.000');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Popok Bayi dari keranjang' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    // While the removal is on its way every cart button is disabled: more taps send nothing.
    const again = screen.getByRole('button', { name: 'Hapus Botol Susu dari keranjang' }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    for (let i = 0; i < 9; i += 1) fireEvent.click(again);
    expect(removeItems).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByText('Popok Bayi')).toBeNull());
    expect(toast.getSnapshot().map((t) => t.text)).toContain('Barang dihapus dari keranjang');
    expect(screen.getByTestId('cart-total').textContent).toBe('Rp\u00a0100.000');
  });

  it('a refused removal keeps the line and says what went wrong', async () => {
    const cart: Cart = { items: [item('1', 'Popok Bayi')], totalPrice: 50000 };
    await setup({ cart: async () => cart, removeItems: () => Promise.reject(domainError({ kind: 'not-found', message: 'Barang di keranjang tidak ditemukan', redirectTo404: false })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Popok Bayi dari keranjang' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(toast.getSnapshot().map((t) => t.text)).toContain('Barang di keranjang tidak ditemukan'));
    expect(screen.getByText('Popok Bayi')).toBeTruthy();
  });

  it('a failed load shows the error with a retry, and the booked cart is saved when going to /buy', async () => {
    let fail = true;
    const cart: Cart = { items: [item('1', 'Popok Bayi')], totalPrice: 50000 };
    const { storage } = await setup({ cart: async () => { if (fail) throw domainError({ kind: 'offline' }); return cart; } });
    expect(await screen.findByText('Kamu sedang offline. Periksa koneksi internetmu.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Beli (1)' }));
    expect(JSON.parse(storage.get('carts') ?? 'null')).toMatchObject({ items: [{ id: '1' }], totalPrice: 50000 });
  });
});
