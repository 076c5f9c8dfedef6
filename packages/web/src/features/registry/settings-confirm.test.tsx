import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';
import { toast } from '../../ui';

// Issue 31, "settings that surprise" (decision 0461): one tap on 'Publik' no longer makes the registry private, and
// the full-address option says who will see the phone number before it is on. The owner is ibu.demo (bunda-demo).
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => {
  cleanup();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

const registryOf = (portal: Awaited<ReturnType<typeof renderSignedIn>>['portal']) => portal.state.registries.find((r) => r.user_id === 1)!;

describe('the registry header asks before it surprises (decision 0461)', () => {
  it("'Publik' asks before making the registry private; Batal keeps it public", async () => {
    const { user, portal } = await renderSignedIn('/registry/setting');
    const toggle = await screen.findByTestId('visibility-toggle', {}, WAIT);
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Jadikan registry privat?' });
    expect(dialog.textContent).toContain('Pemberi kado tidak bisa membuka link registry-mu');
    expect(registryOf(portal).is_public).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(registryOf(portal).is_public).toBe(true);
    expect(toggle.textContent).toBe('Publik');

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Jadikan registry privat?' })).getByRole('button', { name: 'Jadikan Privat' }));
    await waitFor(() => expect(toggle.textContent).toBe('Privat'), WAIT);
    expect(registryOf(portal).is_public).toBe(false);
    // Back to public: no question.
    await user.click(toggle);
    await waitFor(() => expect(toggle.textContent).toBe('Publik'), WAIT);
  });

  it('the full address is shown only after a warning that anyone with the link sees the phone number', async () => {
    const { user } = await renderSignedIn('/registry/setting');
    const option = await screen.findByRole('checkbox', { name: 'Tampilkan alamat lengkap dan nomor HP ke pemberi kado' }, WAIT);
    expect((option as HTMLInputElement).checked).toBe(false);
    await user.click(option);
    const dialog = await screen.findByRole('dialog', { name: 'Tampilkan alamat lengkap?' });
    expect(dialog.textContent).toContain('Siapa pun yang punya link registry-mu akan melihat alamat lengkap dan nomor HP penerima.');
    expect((option as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect((option as HTMLInputElement).checked).toBe(true), WAIT);
    expect(screen.getByTestId('address-visibility-hint').textContent).toBe('Pemberi kado melihat alamat lengkap dan nomor HP penerima.');
  });

  it('the address setting says that the giver who holds a gift from another shop sees the full address (decision 0530)', async () => {
    await renderSignedIn('/registry/setting');
    const hint = await screen.findByTestId('address-visibility-hint', {}, WAIT);
    expect(hint.textContent).toBe('Pemberi kado melihat nama penerima, kecamatan dan kota. Alamat lengkap dan nomor HP hanya tampil untuk pemberi yang memegang kado dari Shopee, Tokopedia atau TikTok, selama ia memegangnya, agar bisa mengisi alamat di toko itu.');
  });
});
