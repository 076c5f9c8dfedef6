import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';
import { toast } from '../../ui';

// Spec §8 toasts of the owner's registry: 'Barang dihapus dari gift registry', 'Berhasil mengedit barang', the share
// sheet's 'Link disalin ke clipboard', and the crawl failure 'Mohon masukkan info produk' for 3 s. The owner is
// ibu.demo (registry bunda-demo) over the fake portal in-process.

vi.setConfig({ testTimeout: 20_000 });
const WAIT = { timeout: 5000 };

// user-event's setup() puts its own clipboard on navigator: what was copied is read back from it.
beforeEach(() => {
  // No Web Share API: 'Lainnya' copies the message instead.
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

const toastTexts = () => toast.getSnapshot().map((t) => t.text);

async function openActions(name: string) {
  const view = await renderSignedIn('/registry/setting');
  const button = await screen.findByRole('button', { name: `Aksi untuk ${name}` }, WAIT);
  await view.user.click(button);
  return { ...view, sheet: await screen.findByRole('dialog', { name }) };
}

describe('owner item actions (spec §4, §8)', () => {
  it("deleting an item, once confirmed, shows 'Barang dihapus dari gift registry' and the item leaves the list", async () => {
    const name = 'Biskuit Bayi Rasa Pisang Pelangi Baby';
    const { user, sheet, portal } = await openActions(name);
    await user.click(within(sheet).getByRole('button', { name: 'Hapus dari registry' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus barang?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(toastTexts()).toContain('Barang dihapus dari gift registry'), WAIT);
    expect(portal.state.gifts.some((g) => g.id === 16)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Aksi untuk ${name}` })).toBeNull(), WAIT);
  });

  it("editing a catalogue item's quantity shows 'Berhasil mengedit barang'", async () => {
    const name = 'Sabun Cair Bayi Lavender Lentera Bunda';
    const { user, sheet, portal } = await openActions(name);
    await user.click(within(sheet).getByRole('button', { name: 'Ubah barang' }));
    const form = await screen.findByRole('dialog', { name: 'Ubah barang' });
    const quantity = within(form).getByRole('textbox', { name: 'Jumlah' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toastTexts()).toContain('Berhasil mengedit barang'), WAIT);
    expect(portal.state.gifts.find((g) => g.id === 15)?.quantity).toBe(4);
  });

  it("editing an external item on its form shows 'Berhasil mengedit barang' and returns to Atur Registry", async () => {
    const { user, router, portal } = await renderSignedIn('/registry/create-external-product/edit/12');
    const name = await screen.findByRole('textbox', { name: 'Nama produk' }, WAIT);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Lampu Tidur Bulan'), WAIT);
    await user.clear(name);
    await user.type(name, 'Lampu Tidur Bulan Bintang');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    await waitFor(() => expect(toastTexts()).toContain('Berhasil mengedit barang'), WAIT);
    expect(portal.state.gifts.find((g) => g.id === 12)?.external?.name).toBe('Lampu Tidur Bulan Bintang');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/setting'), WAIT);
  });
});

describe('crawl failure (spec §8)', () => {
  it("a link that cannot be read shows 'Mohon masukkan info produk' for 3 s and opens the form to type it in", async () => {
    const show = vi.spyOn(toast, 'show');
    const { user } = await renderSignedIn('/registry/create-external-product');
    await user.type(await screen.findByRole('textbox', { name: 'Link produk' }, WAIT), 'https://toko-lain.test/produk/stroller');
    await user.click(screen.getByRole('button', { name: 'Ambil Info Produk' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith('Mohon masukkan info produk', 3000), WAIT);
    expect(await screen.findByRole('textbox', { name: 'Nama produk' }, WAIT)).toBeTruthy();
  });

  it('a Shopee link whose crawl failed can be fetched again from the form, e.g. once the link is corrected (issue 31)', async () => {
    const { user } = await renderSignedIn('/registry/create-external-product');
    const link = await screen.findByRole('textbox', { name: 'Link produk' }, WAIT);
    await user.type(link, 'https://id.shp.ee/gagal');
    await user.click(screen.getByRole('button', { name: 'Ambil Info Produk' }));
    expect(await screen.findByRole('button', { name: 'Coba ambil info lagi' }, WAIT)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nama produk' }) as HTMLInputElement).value).toBe('');
    await user.clear(link);
    await user.type(link, 'https://id.shp.ee/Stroller-Lipat-i.1.2');
    // The button shows while the link is a shop's link (it left and came back while the link was retyped).
    await user.click(screen.getByRole('button', { name: 'Coba ambil info lagi' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Nama produk' }) as HTMLInputElement).value).not.toBe(''), WAIT);
    expect(screen.queryByRole('button', { name: 'Coba ambil info lagi' })).toBeNull();
  });
});

describe('share sheet (spec §2, §8)', () => {
  it("'Lainnya' without the Web Share API copies the message with 'Link disalin ke clipboard'", async () => {
    const { user } = await renderSignedIn('/registry/setting');
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Bagikan registry' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bagikan Registry' }, WAIT);
    await user.click(within(sheet).getByRole('button', { name: 'Lainnya' }));
    await waitFor(() => expect(toastTexts()).toContain('Link disalin ke clipboard'), WAIT);
    expect(await navigator.clipboard.readText()).toContain('/registry/bunda-demo');
  });

  it("the sheet's link copy button says 'Link disalin ke clipboard'", async () => {
    const { user } = await renderSignedIn('/registry/setting');
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Bagikan registry' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bagikan Registry' }, WAIT);
    const link = within(sheet).getByTestId('share-link').textContent ?? '';
    await user.click(within(sheet).getByRole('button', { name: 'Salin link registry' }));
    await waitFor(() => expect(toastTexts()).toContain('Link disalin ke clipboard'), WAIT);
    expect(toastTexts()).not.toContain('Link registry disalin ke clipboard');
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it("the registry header's copy button says 'Link registry disalin ke clipboard'", async () => {
    const { user } = await renderSignedIn('/registry/setting');
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Salin link registry dari header' }));
    await waitFor(() => expect(toastTexts()).toContain('Link registry disalin ke clipboard'), WAIT);
    expect(await navigator.clipboard.readText()).toMatch(/\/registry\/bunda-demo$/);
  });
});
