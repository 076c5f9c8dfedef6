import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

const PASSWORD = 'Rahasia123!';

test.beforeEach(async ({ request }) => {
  await request.post('/api/__control/reset');
});

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email atau nomor HP').first().fill(email);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

async function enterOtp(page: Page, code: string) {
  await page.getByLabel('Digit 1 dari 6').fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

test('a guarded page sends to /login?from=… and login returns there', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Masuk', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/login');
  await logIn(page, 'ibu.demo@kado.test');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Sari Wulandari')).toBeVisible();
});

for (const evil of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
  test(`an open-redirect attempt (${evil}) lands on /`, async ({ page }) => {
    await page.goto(`/login?from=${encodeURIComponent(evil)}`);
    await logIn(page, 'ibu.demo@kado.test');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
}

test('a wrong password shows the portal message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email atau nomor HP').first().fill('ibu.demo@kado.test');
  await page.getByLabel('Kata sandi').fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Email atau nomor HP').first()).toHaveValue('ibu.demo@kado.test');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new user registers, verifies with OTP 123456, logs out and logs in again', async ({ page }) => {
  const email = `bunda.${Date.now()}@kado.test`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Daftar' })).toBeVisible();
  await page.getByLabel('Nama lengkap').fill('Rina Baru');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nomor HP').fill('081377788899');
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/register\/otp/);
  await expectNoSeriousA11yViolations(page, '/register/otp');
  await enterOtp(page, '111111');
  await expect(page.getByRole('alert')).toBeVisible();
  await enterOtp(page, '123456');
  await expect(page.getByText('Akun berhasil diverifikasi')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  // Spec §4: a user without an address is asked to add one (after the OTP step, not over it); it can be dismissed.
  await expect(page.getByRole('dialog', { name: 'Satu langkah lagi!' })).toBeVisible();
  await expect(page.getByText('Tambahkan alamat untuk mulai bagikan registrymu!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Satu langkah lagi!' })).toHaveCount(0);

  // Not once per browser session (decision 0080): the next arrival asks again while no address exists.
  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: 'Satu langkah lagi!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/(\?.*)?$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);

  await page.getByLabel('Email atau nomor HP').first().fill(email);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Rina Baru')).toBeVisible();
});

test('baru@kado.test (after the cutoff, unverified) verifies by OTP before a protected page', async ({ page }) => {
  await page.goto('/login?from=%2Fcart');
  await logIn(page, 'baru@kado.test');
  await expect(page).toHaveURL(/\/guest-user\?from=%2Fcart/);
  await expectNoSeriousA11yViolations(page, '/guest-user');
  await page.getByRole('button', { name: /Verifikasi lewat Email/ }).click();
  await expect(page.getByText('Berhasil mengirim kode OTP')).toBeVisible();
  await expect(page).toHaveURL(/\/register\/otp\?via=email/);
  await enterOtp(page, '123456');
  await expect(page).toHaveURL(/\/cart$/);
});

test('tanpa-hp@kado.test (no phone) is sent to complete-registration-data', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'tanpa-hp@kado.test');
  await expect(page).toHaveURL(/\/register\/complete-registration-data$/);
  await expectNoSeriousA11yViolations(page, '/register/complete-registration-data');
  await page.getByLabel('Nomor HP').fill('0812');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nomor HP harus diawali 08')).toBeVisible();
  await page.getByLabel('Nomor HP').fill('081255566677');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/register\/otp\?via=whatsapp/);
});

test('lama@kado.test (before the cutoff, with a phone) counts as verified', async ({ page }) => {
  await page.goto('/login?from=%2Fcart');
  await logIn(page, 'lama@kado.test');
  await expect(page).toHaveURL(/\/cart$/);
});

test('a logged-in user is sent away from /login (guestAuth)', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'ibu.demo@kado.test');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
