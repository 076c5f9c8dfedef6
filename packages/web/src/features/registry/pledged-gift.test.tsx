import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Decision 0552: a patungan waiting for its payment makes the gift shared. The portal refuses to reserve or sell a
// pledged line whole (409), so the card no longer offers Reservasi or Beli once a giver has chipped in.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

const card = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-testid="gift-card"][data-gift-id="${id}"]`);
    expect(found).not.toBeNull();
    return found!;
  }, WAIT);

describe('a gift with a pledge waiting for its payment (decision 0552)', () => {
  it('offers no whole purchase once she has chipped in: her pledge is in her cart, unpaid', async () => {
    const { user, portal } = await renderSignedIn('/registry/bunda-demo', { email: 'maya@kado.test' });
    // Gift 15 of bunda-demo: 'Sabun Cair Bayi', three units, nobody has given anything yet.
    const before = await card('15');
    expect(within(before).getByRole('button', { name: 'Reservasi' })).toBeTruthy();
    await user.click(within(before).getByRole('button', { name: 'Patungan' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByRole('textbox', { name: /Nominal/ }), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah ke Keranjang' }));
    await waitFor(() => expect(portal.state.carts.some((c) => c.owner_key === 'u:6' && c.gift_id === 15 && c.gift_registry_payment === 'contribution')).toBe(true), WAIT);
    // Nothing is paid: the portal keeps no contribution, and the card reads the pledge from its units.
    expect(portal.state.contributions.some((c) => c.gift_id === 15)).toBe(false);
    await waitFor(async () => {
      const after = await card('15');
      expect(within(after).queryByRole('button', { name: 'Reservasi' })).toBeNull();
      expect(within(after).queryByRole('button', { name: 'Beli' })).toBeNull();
      expect(after.textContent).toContain('Sisa Rp');
    }, WAIT);
  });
});
