import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionStore } from '@kado/stores';
import { renderRoute } from '../../test/render';

// A giver opens the shop page of an external gift another giver already holds (seed: gift 11, 'Car Seat Bayi
// Newborn', reserved by Rina). The page says so and offers what the registry still needs instead of a dead end.
vi.setConfig({ testTimeout: 20_000 });
let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('the external checkout of a gift someone else took', () => {
  it('says it is taken, offers no purchase, and lists up to three gifts still open with the way back', async () => {
    // Maya (seed user 6, verified) signs in, then opens the shop page of gift 11 from the registry.
    const { container, router, stop } = renderRoute('/');
    stopApp = stop;
    await act(async () => {
      const session = container.get(SessionStore);
      await session.restore();
      expect(await session.login({ email: 'maya@kado.test', password: 'Rahasia123!' })).toBe(true);
      await router.navigate('/registry/external-checkout/11?registry=bunda-demo');
    });
    expect(await screen.findByText('Kado ini sudah dipilih pemberi lain.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Saya sudah membeli' })).toBeNull();
    // Nothing asks her to buy it or ship it any more.
    expect(screen.queryByText('Kirim ke alamat')).toBeNull();
    expect(screen.queryByText(/Beli di sana/)).toBeNull();
    const list = await screen.findByTestId('still-needed');
    const cards = within(list).getAllByTestId('gift-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(3);
    for (const card of cards) {
      expect(card.getAttribute('data-gift-id')).not.toBe('11');
      expect(within(card).getByTestId('gift-badge').textContent).toBe('Tersedia');
      expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/registry\/bunda-demo\/\d+$/);
    }
    expect(screen.getByRole('link', { name: 'Lihat semua kado' }).getAttribute('href')).toBe('/registry/bunda-demo');
  });
});
