import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, "a gift bought on another shop": the giver could not copy the address, 'Saya sudah membeli' marked the
// gift bought in one tap, and a guest was sent to the full login page.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

/** Gift 12 of bunda-demo: 'Lampu Tidur Bulan', free, sold on TikTok Shop. */
const OUTSIDE_GIFT = '12';

describe('a gift bought on another shop (issue 31)', () => {
  it('a visitor gives her name in place, never meets the login page, and reaches the gift\'s checkout', async () => {
    const user = userEvent.setup();
    const { router, stop } = renderRoute('/registry/bunda-demo');
    const card = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-testid="gift-card"][data-gift-id="${OUTSIDE_GIFT}"]`);
      expect(found).not.toBeNull();
      return found!;
    }, WAIT);
    await user.click(within(card).getByRole('button', { name: /^Beli di / }));
    const dialog = await screen.findByRole('dialog', { name: 'Siapa nama kamu?' }, WAIT);
    expect(router.state.location.pathname).toBe('/registry/bunda-demo');
    await user.type(within(dialog).getByLabelText('Nama'), 'Tante Ani');
    await user.type(within(dialog).getByLabelText('Email atau nomor HP'), 'ani@tamu.test');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registry/external-checkout/${OUTSIDE_GIFT}`), WAIT);
    expect(router.state.location.search).toBe('?registry=bunda-demo');
    stop();
  });

  it("copies the address in one tap, and 'Saya sudah membeli' asks first: Batal leaves the gift free", async () => {
    const { user, portal } = await renderSignedIn(`/registry/external-checkout/${OUTSIDE_GIFT}?registry=bunda-demo`, { email: 'maya@kado.test' });
    const shipTo = await screen.findByTestId('ship-to', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Salin alamat' }));
    expect(await screen.findByText('Alamat berhasil disalin', {}, WAIT)).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\n')[0]).toBe(shipTo.querySelector('strong')!.textContent);

    const gift = () => portal.state.gifts.find((g) => String(g.id) === OUTSIDE_GIFT)!;
    await user.click(screen.getByRole('button', { name: 'Saya sudah membeli' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sudah membeli kado ini di TikTok Shop?' }, WAIT);
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(gift().is_purchase).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Saya sudah membeli' }));
    await user.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Ya, sudah dibeli' }));
    await waitFor(() => expect(gift().is_purchase).toBe(true), WAIT);
  });
});
