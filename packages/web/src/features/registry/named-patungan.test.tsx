import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, "Patungan givers vanish": the name is asked with the chip-in, shown to the owner unless she hides it
// (decision 0465); it used to be anonymous by default with nothing saying so.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

async function chipIn(hide: boolean) {
  const { user, portal } = await renderSignedIn('/registry/bunda-demo', { email: 'maya@kado.test' });
  // Gift 14 of bunda-demo: a patungan with room left.
  const card = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-testid="gift-card"][data-gift-id="14"]');
    expect(found).not.toBeNull();
    return found!;
  }, WAIT);
  await user.click(within(card).getByRole('button', { name: 'Patungan' }));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  const named = within(dialog).getByRole('checkbox', { name: 'Tampilkan namaku (Maya Lestari) ke pemilik registry' }) as HTMLInputElement;
  expect(named.checked).toBe(true);
  expect(dialog.textContent).not.toContain('Tanpa nama');
  if (hide) {
    await user.click(named);
    expect(dialog.textContent).toContain("Patunganmu tercatat 'Tanpa nama'.");
  }
  await user.type(within(dialog).getByRole('textbox', { name: /Nominal/ }), '50000');
  await user.click(within(dialog).getByRole('button', { name: 'Tambah ke Keranjang' }));
  await waitFor(() => expect(portal.state.carts.some((c) => c.owner_key === 'u:6' && c.gift_id === 14)).toBe(true), WAIT);
  return portal.state.carts.find((c) => c.owner_key === 'u:6' && c.gift_id === 14)!;
}

describe('the patungan modal asks for the name (decision 0465)', () => {
  it('named by default: her chip-in carries her wish to be named', async () => {
    expect((await chipIn(false)).show_name).toBe(true);
  });

  it('unticked: her chip-in stays anonymous', async () => {
    expect((await chipIn(true)).show_name).toBeUndefined();
  });
});
