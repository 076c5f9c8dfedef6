import { expect, test } from '@playwright/test';

// Decision 0240: after five wrong passwords for one account the portal answers 429 with Retry-After; the login form
// says how long to wait, in Indonesian, and keeps what was typed. The reset control route clears the limit.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

test('too many wrong passwords: the login form says to wait 15 minutes and keeps what was typed', async ({ page, request }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email atau nomor HP').first();
  const password = page.getByLabel('Kata sandi');
  const answers: number[] = [];
  page.on('response', (res) => { if (new URL(res.url()).pathname === '/api/v1/login') answers.push(res.status()); });
  for (let i = 1; i <= 6; i++) {
    await email.fill('ibu.demo@kado.test');
    await password.fill(`salah-${i}`);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect.poll(() => answers.length).toBe(i);
  }
  expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
  await expect(page.getByRole('alert').filter({ hasText: 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.' })).toBeVisible();
  await expect(email).toHaveValue('ibu.demo@kado.test');
  await expect(password).toHaveValue('salah-6');
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: '../../reports/rate-limit-login-390.png' });

  // Even the right password waits; after a reset (tests only) it logs in.
  await password.fill('Rahasia123!');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect.poll(() => answers.length).toBe(7);
  expect(answers[6]).toBe(429);
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
});
