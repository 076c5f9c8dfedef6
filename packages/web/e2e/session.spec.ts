import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, waitForScreen } from './helpers';

// Issue 13 "Sessions that last" (spec §4 "refresh token handled", §9 token ages; decision 0184): an access token that
// expires mid-session is renewed without the user noticing, one refresh for every call of the moment and across
// tabs; only a refused renewal ends the session, on /login?from=… with a message; logout leaves nothing behind.

const EMAIL = 'ibu.demo@kado.test';
const EXPIRED_TEXT = 'Sesi kamu telah berakhir. Silakan masuk kembali untuk melanjutkan.';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

/** Expires every access token on the fake portal now (refresh tokens stay good). */
async function expireTokens(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/__control/expire-tokens', { data: {} });
  expect(res.ok()).toBe(true);
}

/** Counts the refresh calls the pages of a context make. */
function countRefreshes(pages: readonly Page[]): { readonly count: () => number } {
  let n = 0;
  for (const page of pages) page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/refresh-token') n += 1;
  });
  return { count: () => n };
}

/** A product in stock (with units to spare) that is not yet in the cart of the token's owner: its page path and name. */
async function productNotInCart(request: APIRequestContext, token: string): Promise<{ path: string; name: string }> {
  const cart = await (await request.get('/api/v1/carts', { headers: { Authorization: `Bearer ${token}` } })).json() as { data: { rows: { product: { id: number } }[] } };
  const inCart = new Set(cart.data.rows.map((r) => r.product.id));
  const list = await (await request.get('/api/v5/products?limit=50')).json() as { data: { rows: { id: number }[] } };
  for (const row of list.data.rows) {
    if (inCart.has(row.id)) continue;
    const { data } = await (await request.get(`/api/v2/products/${row.id}`)).json() as {
      data: { name: string; slug: string; merchant: { slug: string }; is_out_of_stock: boolean; variants: { stock: number }[] };
    };
    if (data.is_out_of_stock || (data.variants.find((v) => v.stock > 0)?.stock ?? 0) < 5) continue;
    return { path: `/${data.merchant.slug}/${data.slug}`, name: data.name };
  }
  throw new Error('no product in stock outside the cart');
}

/** The access token of the page's session (its cookie), to arrange data through the API. */
async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kado_at');
  expect(cookie, 'the access cookie').toBeDefined();
  return cookie!.value;
}

async function profileShowsHerOwnData(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible();
  await expect(page.getByText(EMAIL)).toBeVisible();
  // Her mini-point balance: a call of the session that answered (not 'Saldo poin belum dapat dimuat').
  await expect(page.getByText(/^[\d.]+ poin$/)).toBeVisible();
}

test('the access token expires mid-session and she goes on without noticing', async ({ page, request }) => {
  const refreshes = countRefreshes([page]);
  await loginAs(page, EMAIL);
  await page.goto('/cart');
  await waitForScreen(page);
  const lines = page.getByTestId('cart-line');
  await expect(lines.first()).toBeVisible();
  const before = await lines.count();
  const product = await productNotInCart(request, await accessToken(page));

  // On the product page, the token expires; adding to the cart renews it and the line lands in HER cart.
  await page.goto(product.path);
  await expect(page.getByRole('button', { name: 'Tambah ke keranjang' })).toBeVisible();
  await expireTokens(request);
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Barang berhasil ditambahkan ke keranjang').first()).toBeVisible();
  expect(refreshes.count()).toBe(1);

  await page.goto('/cart');
  await waitForScreen(page);
  await expect(lines).toHaveCount(before + 1);
  await expect(lines.filter({ hasText: product.name })).toHaveCount(1);

  // Again, now within the app (no page load): home, the token expires, then Profile from the bottom navigation.
  await page.goto('/');
  await expireTokens(request);
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Profile' }).click();
  await profileShowsHerOwnData(page);
  expect(refreshes.count()).toBe(2);
  expect(page.url()).not.toContain('/login');
});

test('two tabs: one renewal serves both, and neither logs the other out', async ({ page, context, request }) => {
  await loginAs(page, EMAIL);
  const other = await context.newPage();
  await other.goto('/');
  await page.goto('/');
  await waitForScreen(page);
  await waitForScreen(other);
  const refreshes = countRefreshes([page, other]);
  await expireTokens(request);
  const profile = (p: Page) => p.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Profile' }).click();
  await Promise.all([profile(page), profile(other)]);
  await profileShowsHerOwnData(page);
  await profileShowsHerOwnData(other);
  // The tabs take turns (Web Locks): the second usually finds the pair the first rotated. On a loaded host a tab's
  // second 401 can arrive after that, so the bound is one renewal per tab (the store test pins one per ten calls).
  expect(refreshes.count()).toBeGreaterThanOrEqual(1);
  expect(refreshes.count()).toBeLessThanOrEqual(2);
  // And they go on: the next calls of either tab carry the new token.
  await other.reload();
  await profileShowsHerOwnData(other);
});

test('a refused renewal ends the session cleanly on /login?from=… with a message', async ({ page, context, request }) => {
  await loginAs(page, EMAIL);
  await page.goto('/');
  await waitForScreen(page);
  // The refresh token is gone (revoked, or its 14 days are up) and the access token expires.
  await context.clearCookies({ name: 'kado_rt' });
  await expireTokens(request);
  // Her next step meets the refusal; a background call of the home page may meet it first, so she is sent to
  // /login?from= the page she was on at that moment: the home page or her profile.
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Profile' }).click({ timeout: 5000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?from=%2F(profile)?$/);
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/login after an expired session');
  expect((await context.cookies()).filter((c) => c.name === 'kado_at' || c.name === 'kado_rt')).toEqual([]);
  // Signing in again goes back to where she was; the message has done its work.
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByRole('textbox', { name: 'Email atau nomor HP' }).fill(EMAIL);
  await form.getByLabel('Kata sandi').fill('Rahasia123!');
  await form.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname !== '/profile') await page.goto('/profile');
  await profileShowsHerOwnData(page);
});

test('a logout in another tab sends this one to /login at its next step, never on as a guest', async ({ page, context }) => {
  await loginAs(page, EMAIL);
  await page.goto('/');
  await waitForScreen(page);
  const other = await context.newPage();
  await other.goto('/profile');
  await other.getByRole('button', { name: 'Keluar' }).click();
  await expect(other).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
});

test('logout clears the previous user’s data from memory and storage and starts a fresh guest id', async ({ page, request }) => {
  await loginAs(page, EMAIL);
  await page.goto('/profile');
  await waitForScreen(page);
  const me = await (await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json() as { data: { id: number } };
  const before = await page.evaluate((userKey) => {
    localStorage.setItem('carts', JSON.stringify({ items: [{ id: '1', name: 'Popok', price: 1000, quantity: 1 }], totalPrice: 1000 }));
    localStorage.setItem(userKey, '["1"]');
    localStorage.setItem('address_pinpoints', '{"1":{"lat":-6.2,"lng":106.8}}');
    (window as unknown as { kadoMemory?: string }).kadoMemory = 'data of the previous user';
    return { guestId: localStorage.getItem('guest_id'), userKey };
  }, `registry_reservations:${me.data.id}`);
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await waitForScreen(page);
  const after = await page.evaluate((userKey) => ({
    guestId: localStorage.getItem('guest_id'),
    carts: localStorage.getItem('carts'),
    holds: localStorage.getItem(userKey),
    pinpoints: localStorage.getItem('address_pinpoints'),
    // A fresh document: nothing the previous page held in memory is left.
    memory: (window as unknown as { kadoMemory?: string }).kadoMemory ?? null,
  }), before.userKey);
  expect(after).toEqual({ guestId: expect.stringMatching(/^[0-9a-zA-Z]{8,64}$/), carts: null, holds: null, pinpoints: null, memory: null });
  expect(after.guestId).not.toBe(before.guestId);
  await expect(page.getByText('Sari Wulandari')).toHaveCount(0);
});
