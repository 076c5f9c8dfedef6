import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionStore } from '@kado/stores';
import { renderRoute } from '../../test/render';

// Spec §5 and §8: a 400 or 404 shows the portal's message; the screen's own words only when the portal sent none.
vi.setConfig({ testTimeout: 20_000 });
let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('a 404 shows the portal’s message (spec §5, §8)', () => {
  it('an unknown registry: the portal’s "Registry tidak ditemukan", not the app’s own sentence', async () => {
    const { stop } = renderRoute('/registry/tidak-ada-siapa-siapa');
    stopApp = stop;
    expect(await screen.findByRole('heading', { name: 'Registry tidak ditemukan' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Registry ini privat atau tidak ditemukan.')).toBeNull();
  });

  it('a gift the registry does not hold: the portal’s "Kado tidak ditemukan"', async () => {
    const { stop } = renderRoute('/registry/bunda-demo/99999');
    stopApp = stop;
    expect(await screen.findByText('Kado tidak ditemukan', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Barang tidak ditemukan.')).toBeNull();
  });

  it('the edit link of a gift: the portal’s message for an unknown gift, the app’s words for a catalogue gift (no answer to quote)', async () => {
    const { container, router, stop } = renderRoute('/');
    stopApp = stop;
    await act(async () => {
      const session = container.get(SessionStore);
      await session.restore();
      expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
      await router.navigate('/registry/create-external-product/edit/99999');
    });
    expect(await screen.findByText('Kado tidak ditemukan', {}, { timeout: 8000 })).toBeTruthy();
    await act(async () => {
      await router.navigate('/registry/create-external-product/edit/1');
    });
    expect(await screen.findByText('Barang ini bukan produk eksternal.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
