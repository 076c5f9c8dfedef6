import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderUi } from '../test/render';
import { RouteScreen } from '../app/route-screen';
import { Navbar } from './navbar';
import { toast } from './toast';

// Spec §2: "Generic navbar with back, share and close buttons."

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

describe('Navbar (spec §2)', () => {
  it('shows back, share and close, each calling its handler', () => {
    const onBack = vi.fn();
    const onShare = vi.fn();
    const onClose = vi.fn();
    renderUi(<Navbar title="Artikel" onBack={onBack} onShare={onShare} onClose={onClose} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect([onBack.mock.calls.length, onShare.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('shows only the buttons whose handler is given', () => {
    renderUi(<Navbar title="Artikel" />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderUi(<Navbar title="Artikel" onShare={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Bagikan']);
  });
});

describe('RouteScreen: the navbar’s share and close on a page (spec §2, §8)', () => {
  const table = [
    { path: '/', element: <p>beranda</p> },
    { id: 'artikel-detail', path: '/artikel/:slug', handle: { titleKey: 'title.artikel', title: 'Artikel' }, element: <RouteScreen share close><p>isi</p></RouteScreen> },
  ];

  it("share without the Web Share API copies the page link with 'Link disalin ke clipboard'", async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    const user = userEvent.setup();
    renderRoute('/artikel/tips-menyusui', { routeTable: table });
    await user.click(screen.getByRole('button', { name: 'Bagikan' }));
    await waitFor(() => expect(toast.getSnapshot().map((t) => t.text)).toContain('Link disalin ke clipboard'));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('share with the Web Share API hands the page link to it, without a toast', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderRoute('/artikel/tips-menyusui', { routeTable: table });
    fireEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: window.location.href }));
    expect(toast.getSnapshot()).toEqual([]);
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });

  it('close leads home', async () => {
    const { router } = renderRoute('/artikel/tips-menyusui', { routeTable: table });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('beranda')).toBeTruthy();
  });
});
