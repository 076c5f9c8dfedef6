import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// QA, 28 November: '10000,50' was read as Rp 1.000.050 and paid as such (its digits alone), and an empty amount
// did nothing at all. A typed amount is whole rupiah or refused with a message, and nothing reaches the cart.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

async function openPatungan() {
  const view = await renderSignedIn('/registry/bunda-demo', { email: 'maya@kado.test' });
  const card = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-testid="gift-card"][data-gift-id="14"]');
    expect(found).not.toBeNull();
    return found!;
  }, WAIT);
  await view.user.click(within(card).getByRole('button', { name: 'Patungan' }));
  return { ...view, dialog: await screen.findByRole('dialog', {}, WAIT) };
}

describe('the patungan amount as typed', () => {
  it("refuses '10000,50' and '15.000,50' with a message, and adds nothing to the cart", async () => {
    const { user, portal, dialog } = await openPatungan();
    const field = within(dialog).getByRole('textbox', { name: /Nominal/ });
    for (const typed of ['10000,50', '15.000,50']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Tambah ke Keranjang' }));
      expect(within(dialog).getByText('Masukkan nominal dalam rupiah, misalnya 50.000')).toBeTruthy();
      expect((field as HTMLInputElement).value).toBe(typed);
    }
    expect(portal.state.carts.some((c) => c.gift_id === 14)).toBe(false);
  });

  it('says what to type when the amount is left empty', async () => {
    const { user, dialog } = await openPatungan();
    await user.click(within(dialog).getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(within(dialog).getByText('Masukkan nominal dalam rupiah, misalnya 50.000')).toBeTruthy();
  });
});
