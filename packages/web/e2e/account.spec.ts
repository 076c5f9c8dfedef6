import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, logIn, waitForScreen } from './helpers';
// This file intercepts portal calls with page.route, which never sees a request the service worker answers (0220).
test.use({ serviceWorkers: 'block' });

// Account journeys (issue 7): addresses with a pinpoint, children, the survey, the affiliate report, the adviser chat.
// Each asserts what a person sees, against the started app and its fake portal.

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
}

const item = (page: Page, testId: string, name: string) => page.getByTestId(testId).filter({ has: page.getByRole('heading', { name, exact: true }) });

test.beforeEach(async ({ request, page }) => {
  await request.post('/api/__control/reset');
  // Spec §4: a verified user without an address is asked to add one; a person dismisses it and goes on.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Satu langkah lagi!' }), async () => {
    await page.keyboard.press('Escape');
  });
});

test('1. adds an address with a pinpoint, makes it primary, edits and deletes another', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  await open(page, '/profile/address');
  await expect(item(page, 'address-item', 'Rumah').getByText('Utama', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/profile/address');

  await page.getByRole('link', { name: 'Tambah Alamat' }).click();
  await expect(page).toHaveURL(/\/address\/add\?from=.*&to=/);
  await page.getByLabel('Label alamat').fill('Rumah Bandung');
  await page.getByRole('link', { name: 'Tandai Lokasi di Peta' }).click();

  // The pinpoint: a real map (no tiles offline), a tap moves the pin, coordinates can be typed.
  await expect(page).toHaveURL(/\/address\/pinpoint/);
  const map = page.getByTestId('pinpoint-map');
  await expect(map.locator('.acc-pin')).toBeVisible();
  const lat = page.getByLabel('Garis lintang (latitude)');
  const before = await lat.inputValue();
  await map.click({ position: { x: 60, y: 60 } });
  await expect(lat).not.toHaveValue(before);
  await expectNoSeriousA11yViolations(page, '/address/pinpoint');
  await lat.fill('-6.888');
  await page.getByLabel('Garis bujur (longitude)').fill('107.615');
  await page.getByLabel('Garis bujur (longitude)').blur();
  await expect(page.getByTestId('nearest-district')).toHaveText('Kecamatan terdekat: Coblong');
  await page.getByRole('button', { name: 'Pilih Lokasi Ini' }).click();

  // Back on the form: what was typed is kept, the district and the point are filled.
  await expect(page).toHaveURL(/\/address\/add/);
  await expect(page.getByLabel('Label alamat')).toHaveValue('Rumah Bandung');
  await expect(page.getByTestId('district-value')).toHaveText('Coblong, Bandung, Jawa Barat');
  await expect(page.getByTestId('pinpoint-value')).toHaveText('Titik lokasi ditandai (-6.88800, 107.61500)');
  await page.getByLabel('Nama penerima').fill('Sari Wulandari');
  await page.getByLabel('Nomor HP penerima').fill('12345');
  await page.getByLabel('Alamat lengkap').fill('Jl. Ganesha No. 10');
  await page.getByLabel('Kode pos').fill('401');
  await page.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Nomor HP harus diawali 08, 628 atau +628 dan berisi 10-15 angka')).toBeVisible();
  await expect(page.getByText('Kode pos harus 5 angka')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/address/add');
  await page.getByLabel('Nomor HP penerima').fill('081298765432');
  await page.getByLabel('Kode pos').fill('40132');
  await page.getByRole('button', { name: 'Simpan Alamat' }).click();

  await expect(page).toHaveURL(/\/profile\/address$/);
  await expect(page.getByText('Alamat berhasil disimpan')).toBeVisible();
  const added = item(page, 'address-item', 'Rumah Bandung');
  await expect(added.getByText('Coblong, Bandung, Jawa Barat 40132')).toBeVisible();
  await expect(added.getByText('Utama', { exact: true })).toHaveCount(0);

  // Make it primary: the old primary loses the mark.
  await page.getByRole('button', { name: 'Jadikan Utama Rumah Bandung' }).click();
  await expect(added.getByText('Utama', { exact: true })).toBeVisible();
  await expect(item(page, 'address-item', 'Rumah').getByText('Utama', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Utama', { exact: true })).toHaveCount(1);

  // Edit another address.
  await page.getByRole('link', { name: 'Ubah Kantor' }).click();
  await expect(page.getByLabel('Label alamat')).toHaveValue('Kantor');
  await page.getByLabel('Label alamat').fill('Kantor Tebet');
  await page.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page).toHaveURL(/\/profile\/address$/);
  await expect(item(page, 'address-item', 'Kantor Tebet')).toBeVisible();

  // Delete it, after confirming.
  await page.getByRole('button', { name: 'Hapus Kantor Tebet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus alamat ini?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Alamat berhasil dihapus')).toBeVisible();
  await expect(item(page, 'address-item', 'Kantor Tebet')).toHaveCount(0);
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByTestId('address-item')).toHaveCount(2);
  await expect(item(page, 'address-item', 'Rumah Bandung').getByText('Utama', { exact: true })).toBeVisible();
});

test('2. adds a child, makes it the default, edits and deletes it', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  await open(page, '/child');
  await expect(item(page, 'child-item', 'Arka').getByText('Utama', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/child');

  await page.getByRole('link', { name: 'Tambah Anak' }).click();
  await expect(page).toHaveURL(/\/child\/add$/);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama anak wajib diisi')).toBeVisible();
  await page.getByLabel('Nama anak').fill('Raka');
  await page.getByLabel('Tanggal lahir').fill('2025-01-20');
  await page.getByRole('radio', { name: 'Laki-laki' }).check();
  await expectNoSeriousA11yViolations(page, '/child/add');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/child$/);
  await expect(page.getByText('Berhasil menambahkan profil anak')).toBeVisible();
  await expect(item(page, 'child-item', 'Raka')).toBeVisible();

  await page.getByRole('button', { name: 'Jadikan Utama Raka' }).click();
  await expect(page.getByText('Berhasil mengubah profil anak')).toBeVisible();
  await expect(item(page, 'child-item', 'Raka').getByText('Utama', { exact: true })).toBeVisible();
  await expect(item(page, 'child-item', 'Arka').getByText('Utama', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ubah Raka' }).click();
  await expect(page.getByLabel('Nama anak')).toHaveValue('Raka');
  await page.getByLabel('Nama anak').fill('Raka Putra');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/child$/);
  await expect(item(page, 'child-item', 'Raka Putra').getByText('Utama', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Hapus Raka Putra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus profil anak?' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Berhasil menghapus profil anak')).toBeVisible();
  await expect(item(page, 'child-item', 'Raka Putra')).toHaveCount(0);
});

test('3. survey: no to pregnant jumps to shopping-elsewhere, back returns to pregnant, progress moves', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!, 'lama@kado.test');
  await open(page, '/survey');
  const progress = page.getByRole('progressbar', { name: /^Langkah / });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expectNoSeriousA11yViolations(page, '/survey');
  await page.getByRole('button', { name: 'Mulai' }).click();

  await expect(page.getByRole('heading', { name: 'Apakah Bunda sedang hamil?' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByRole('button', { name: 'Lanjut' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Tidak' }).check();
  await page.getByRole('button', { name: 'Lanjut' }).click();

  await expect(page.getByRole('heading', { name: 'Di mana biasanya Bunda belanja kebutuhan bayi?' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  await expect(page.getByText('Langkah 6 dari 10')).toBeVisible();
  await page.getByRole('button', { name: 'Kembali', exact: true }).and(page.locator('.button')).click();
  await expect(page.getByRole('heading', { name: 'Apakah Bunda sedang hamil?' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByRole('radio', { name: 'Tidak' })).toBeChecked();

  // Through to the end: the answers are saved and has_filled is respected on the next visit.
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('checkbox', { name: 'Shopee' }).check();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByRole('heading', { name: 'Kategori apa yang paling Bunda minati?' })).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('heading', { name: 'Terima kasih, Bunda!' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: 'Kamu sudah mengisi survei' })).toBeVisible();
});

test('4. an affiliator copies a product link; a user without the role is sent to /profile', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await logIn(context, request, baseURL!, 'afiliator@kado.test');
  await open(page, '/report-affiliate');
  await expect(page.getByRole('heading', { name: 'Ringkasan komisi' })).toBeVisible();
  await expect(page.getByText('Total komisi')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveValue('30');
  const copy = page.getByRole('button', { name: /^Salin Link / }).first();
  await expect(copy).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/report-affiliate');
  await copy.click();
  await expect(page.getByText('Link afiliasi berhasil disalin')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https?:\/\//);
  await expect(page.getByText(copied, { exact: true })).toBeVisible();

  // The window can change.
  await page.getByRole('combobox', { name: 'Periode' }).selectOption('7');
  await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveValue('7');

  await logIn(context, request, baseURL!, 'ibu.demo@kado.test');
  await page.goto('/report-affiliate');
  await expect(page).toHaveURL(/\/profile$/);
});

test('5. a chat message at /mia gets the adviser reply; a failing send keeps the text', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  await open(page, '/mia');
  const box = page.getByLabel('Tulis pertanyaan');
  await box.fill('Kapan bayi boleh mulai MPASI?');
  const adviserBefore = await page.getByTestId('chat-adviser').count();
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByTestId('chat-user').last()).toContainText('Kapan bayi boleh mulai MPASI?');
  await expect(page.getByTestId('chat-adviser')).toHaveCount(adviserBefore + 1);
  await expect(box).toHaveValue('');
  await expectNoSeriousA11yViolations(page, '/mia');

  await page.route('**/api/v1/adviser/chats', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
  await box.fill('Bagaimana cara memandikan bayi baru lahir?');
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Pesan belum terkirim.');
  await expect(box).toHaveValue('Bagaimana cara memandikan bayi baru lahir?');
  await expect(page.getByTestId('chat-adviser')).toHaveCount(adviserBefore + 1);

  await page.unroute('**/api/v1/adviser/chats');
  await page.getByRole('button', { name: 'Kirim ulang' }).click();
  await expect(page.getByTestId('chat-user').last()).toContainText('Bagaimana cara memandikan bayi baru lahir?');
  await expect(page.getByTestId('chat-adviser')).toHaveCount(adviserBefore + 2);
  await expect(box).toHaveValue('');

  // Feedback on the answer.
  await page.getByRole('button', { name: 'Jawaban membantu' }).last().click();
  await expect(page.getByText('Terima kasih atas masukanmu')).toBeVisible();
});
