import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '../test/render';
import { createToastStore, TOAST_DURATION_MS } from './toast';
import { ToastHost } from './toast-host';

afterEach(cleanup);

describe('toasts with an action', () => {
  it("'Barang berhasil ditambahkan ke keranjang' offers 'Lihat keranjang', a link to /cart that closes the toast", () => {
    const timers: { ms: number }[] = [];
    const store = createToastStore((_fn, ms) => timers.push({ ms }));
    renderUi(<ToastHost store={store} />);
    act(() => void store.show('Barang berhasil ditambahkan ke keranjang', { action: { label: 'Lihat keranjang', href: '/cart' } }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Barang berhasil ditambahkan ke keranjang')).toBeTruthy();
    const link = within(status).getByRole('link', { name: 'Lihat keranjang' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(timers[0]?.ms).toBe(TOAST_DURATION_MS);
    act(() => void fireEvent.click(link));
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a plain toast has no link, and a number still sets its duration', () => {
    const timers: { ms: number }[] = [];
    const store = createToastStore((_fn, ms) => timers.push({ ms }));
    renderUi(<ToastHost store={store} />);
    act(() => void store.show('Berhasil disalin', 3000));
    expect(screen.queryByRole('link')).toBeNull();
    expect(timers[0]?.ms).toBe(3000);
  });
});
