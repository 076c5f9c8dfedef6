import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';
import { toast } from '../../ui';

// Spec §8 success toasts of /profile/edit: 'Berhasil mengubah foto', 'Berhasil menghapus foto', 'Berhasil mengubah
// latar', 'Berhasil menghapus gambar latar' (the real screen, stores and adapters over the fake portal in-process).

vi.setConfig({ testTimeout: 20_000 });
const WAIT = { timeout: 5000 };

afterEach(() => {
  cleanup();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const toastTexts = () => toast.getSnapshot().map((t) => t.text);

describe('/profile/edit photo and background toasts (spec §8)', () => {
  it("uploading a photo says 'Berhasil mengubah foto'; removing it 'Berhasil menghapus foto'", async () => {
    const { user, session } = await renderSignedIn('/profile/edit');
    await user.upload(await screen.findByLabelText('Ganti Foto', {}, WAIT), png('foto.png'));
    await waitFor(() => expect(toastTexts()).toContain('Berhasil mengubah foto'), WAIT);
    expect(session.user?.photoUrl).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Hapus Foto' }, WAIT));
    await waitFor(() => expect(toastTexts()).toContain('Berhasil menghapus foto'), WAIT);
    expect(session.user?.photoUrl).toBeNull();
  });

  it("uploading a background says 'Berhasil mengubah latar'; removing it 'Berhasil menghapus gambar latar'", async () => {
    const { user } = await renderSignedIn('/profile/edit');
    await user.upload(await screen.findByLabelText('Ganti Latar', {}, WAIT), png('latar.png'));
    await waitFor(() => expect(toastTexts()).toContain('Berhasil mengubah latar'), WAIT);
    await user.click(await screen.findByRole('button', { name: 'Hapus Latar' }, WAIT));
    await waitFor(() => expect(toastTexts()).toContain('Berhasil menghapus gambar latar'), WAIT);
    expect(screen.queryByRole('button', { name: 'Hapus Latar' })).toBeNull();
  });
});
