import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31: the picture of a gift from another shop could only be given as a link; she may now upload one from her
// phone's camera or gallery. The owner is ibu.demo over the fake portal in-process.

vi.setConfig({ testTimeout: 20_000 });
const WAIT = { timeout: 5000 };

afterEach(() => cleanup());

const PNG = [137, 80, 78, 71, 13, 10, 26, 10];
const picture = (name: string, type: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type });
};

async function openManualForm() {
  const view = await renderSignedIn('/registry/create-external-product');
  await view.user.click(await screen.findByRole('button', { name: 'Isi manual' }, WAIT));
  await view.user.type(screen.getByRole('textbox', { name: 'Link produk' }), 'https://shopee.co.id/Selimut-i.9.9');
  await view.user.type(screen.getByRole('textbox', { name: 'Nama produk' }), 'Selimut bayi');
  return view;
}

const valueOf = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describe('/registry/create-external-product: a picture she uploads (issue 31)', () => {
  it('uploads the picked picture, shows its preview and keeps it as the product’s picture when saved', async () => {
    const { user, portal } = await openManualForm();
    const input = screen.getByLabelText<HTMLInputElement>('Unggah foto produk');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    await user.upload(input, picture('selimut.png', 'image/png'));
    await waitFor(() => expect(valueOf('Link gambar (opsional)')).toMatch(/^\/api\/images\/uploads\//), WAIT);
    const preview = screen.getByRole('img', { name: 'Foto produk' });
    expect(preview.getAttribute('src')).toContain('/images/uploads/');
    await user.type(screen.getByRole('textbox', { name: 'Harga (Rp)' }), '89000');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    await waitFor(() => expect(portal.state.gifts.some((g) => g.external?.name === 'Selimut bayi')).toBe(true), WAIT);
    const saved = portal.state.gifts.find((g) => g.external?.name === 'Selimut bayi')!;
    expect(saved.external?.image_url).toMatch(/^\/api\/images\/uploads\//);
  });

  it('refuses a picture of another type or above 5 MB with a clear message, sends nothing and keeps what she typed', async () => {
    const { user, portal } = await openManualForm();
    const input = screen.getByLabelText<HTMLInputElement>('Unggah foto produk');
    await user.upload(input, picture('foto.heic', 'image/heic'));
    expect((await screen.findByRole('alert')).textContent).toBe('Foto harus berupa gambar PNG, JPEG atau WebP');
    await user.upload(input, picture('besar.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ukuran foto maksimal 5 MB'), WAIT);
    expect(portal.state.uploads).toHaveLength(0);
    expect(valueOf('Nama produk')).toBe('Selimut bayi');
    expect(valueOf('Link gambar (opsional)')).toBe('');
  });
});
