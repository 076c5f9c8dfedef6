import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
// This file intercepts portal calls with page.route, which never sees a request the service worker answers (0220).
test.use({ serviceWorkers: 'block' });

// Issue 17, fault matrix: the portal places the order but its answer is lost on the way back. The shopper is told
// she can tap Bayar again safely, and doing so opens the order already placed: one order, never two (decision 0213).

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

async function login(page: Page): Promise<string> {
  await page.goto(`/login?from=${encodeURIComponent('/cart')}`);
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByLabel('Email atau nomor HP').fill('ibu.demo@kado.test');
  await form.getByLabel('Kata sandi').fill('Rahasia123!');
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kado_at');
  return cookie!.value;
}

async function waitingOrders(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get('/api/v1/orders?filter[status]=waiting_payment&limit=100', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { rows: { id: number }[] } }).data.rows.map((r) => r.id);
}

test('an order whose answer was lost: the shopper taps Bayar again and lands on the one order placed', async ({ page, request }) => {
  const token = await login(page);
  const before = await waitingOrders(request, token);
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: /^Beli \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();

  const keys: (string | null)[] = [];
  let lose = true;
  await page.route('**/api/v1/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (!lose) return route.fallback();
    lose = false;
    // The portal carries it out; the answer never reaches the app.
    const committed = await route.fetch();
    expect(committed.status()).toBe(201);
    await route.abort('timedout');
  });

  const pay = page.getByRole('button', { name: 'Bayar', exact: true });
  await pay.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Aman untuk menekan Bayar lagi: pesananmu tidak akan dibuat dua kali.' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/buy$/);
  await expectNoSeriousA11yViolations(page, '/buy after a lost answer');
  const placed = (await waitingOrders(request, token)).filter((id) => !before.includes(id));
  expect(placed).toHaveLength(1);

  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/payment/${placed[0]}$`));
  expect((await waitingOrders(request, token)).filter((id) => !before.includes(id))).toEqual(placed);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^\S{8,}$/);
  expect(keys[1]).toBe(keys[0]);
});
