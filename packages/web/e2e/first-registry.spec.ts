import { expect, test } from '@playwright/test';
import { dismissAddressPrompt, expectNoSeriousA11yViolations, waitForScreen } from './helpers';

// Issue 31, a new mother's first registry (decision 0531): after signing up and answering the survey, her registry
// existed, public and empty, before she had added anything. Now a visitor meets 'not ready' until her first gift, and
// she sees the next step.

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

test('a new mother signs up and answers the survey; her registry is not open to visitors until her first gift', async ({ page, browser }) => {
  await page.goto('/register');
  await page.getByLabel('Nama lengkap').fill('Wulan Baru');
  await page.getByLabel('Email').fill(`wulan.${Date.now()}@kado.test`);
  await page.getByLabel('Nomor HP').fill('081377788811');
  await page.getByLabel('Kata sandi').fill('Rahasia123!');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/register\/otp/);
  await page.getByLabel('Digit 1 dari 6').fill('123456');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Akun berhasil diverifikasi')).toBeVisible();
  await dismissAddressPrompt(page);

  // The survey, pregnant, with her due date; every other question its first answer.
  await page.goto('/survey');
  await waitForScreen(page);
  await dismissAddressPrompt(page);
  await page.getByRole('button', { name: 'Mulai' }).click();
  await page.getByRole('radiogroup', { name: 'Apakah Bunda sedang hamil?' }).getByRole('radio', { name: 'Ya' }).check();
  await page.getByLabel('Perkiraan lahir (HPL)').fill('2027-02-06');
  const progress = page.getByRole('progressbar');
  const nextSteps = page.getByRole('navigation', { name: 'Langkah berikutnya' });
  for (let step = 0; step < 12 && !(await nextSteps.isVisible()); step += 1) {
    const group = page.getByRole('radiogroup');
    if ((await group.count()) > 0 && (await group.getByRole('radio', { checked: true }).count()) === 0) await group.getByRole('radio').first().check();
    const checkboxes = page.getByRole('checkbox');
    if ((await checkboxes.count()) > 0 && (await page.getByRole('checkbox', { checked: true }).count()) === 0) await checkboxes.first().check();
    const at = await progress.getAttribute('aria-valuenow');
    await page.getByRole('button', { name: /^(Lanjut|Selesai)$/ }).click();
    await expect(progress).not.toHaveAttribute('aria-valuenow', at ?? '');
  }
  await expect(nextSteps).toBeVisible();

  // Her registry: the next step is plain, and the link she would share.
  await page.goto('/registry/setting');
  await waitForScreen(page);
  await dismissAddressPrompt(page);
  const first = page.getByTestId('first-gift');
  await expect(first).toContainText('Pemberi kado belum bisa membuka registry-mu sampai ada kado pertama atau amplop digital di dalamnya.');
  await expect(first.getByRole('link', { name: 'Tambah kado pertama' })).toHaveAttribute('href', '/registry/list-product');
  const path = (await page.getByTestId('registry-link-path').textContent())!.trim();
  expect(path).toMatch(/^registry\/[a-z0-9-]+$/);

  // A visitor opening her link: not ready, not an empty public registry.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const answer = await guest.request.get(`/api/v2/gifts/${path.slice('registry/'.length)}`);
  expect(answer.status()).toBe(404);
  await guest.goto(`/${path}`);
  await waitForScreen(guest);
  await expect(guest.getByText('Registry ini belum siap. Pemiliknya belum menambahkan kado pertama, coba buka lagi nanti.')).toBeVisible();
  await expect(guest.getByText("Wulan's Baby Registry")).toHaveCount(0);
  await expect(guest.getByText('Belum ada kado di registry ini.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(guest, 'a registry not ready');

  // Her first gift opens it.
  await first.getByRole('link', { name: 'Tambah kado pertama' }).click();
  await expect(page).toHaveURL(/\/registry\/list-product$/);
  await waitForScreen(page);
  await dismissAddressPrompt(page);
  await page.getByTestId('product-add').first().getByRole('button', { name: /^Tambah / }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Berhasil menambahkan produk registry' })).toBeVisible();
  await expect.poll(async () => (await guest.request.get(`/api/v2/gifts/${path.slice('registry/'.length)}`)).status()).toBe(200);
  await guest.reload();
  await waitForScreen(guest);
  await expect(guest.getByText("Wulan's Baby Registry").first()).toBeVisible();
  await visitor.close();
});
