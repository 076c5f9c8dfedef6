import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, waitForScreen } from './helpers';

// Issue 31, "a shopper's habits": reloading /buy emptied the checkout. A reload shows the same checkout: its lines, the
// address she picked, the voucher she applied and the payment method she chose, whichever way she reached /buy.

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

/** Reloads /buy and waits for the app's own render of it. */
async function reloadBuy(page: Page): Promise<void> {
  await page.reload();
  await waitForScreen(page);
  await expect(page).toHaveURL(/\/buy$/);
}

async function productInStock(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const list = ((await (await request.get('/api/v5/products?keyword=botol&limit=10')).json()) as { data: { rows: { id: number }[] } }).data.rows;
  for (const p of list) {
    const d = ((await (await request.get(`/api/v2/products/${p.id}`)).json()) as { data: { name: string; slug: string; merchant: { slug: string }; variants: { stock: number }[] } }).data;
    if (d.variants.some((v) => v.stock > 5)) return { path: `/${d.merchant.slug}/${d.slug}`, name: d.name };
  }
  throw new Error('no product in stock');
}

test('from the cart: the lines, the other address, the voucher and the payment method survive a reload', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  await page.goto('/cart');
  await waitForScreen(page);
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: /^Beli \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/buy$/);
  const lines = await page.getByTestId('buy-line').count();
  expect(lines).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Ganti' }).click();
  await page.getByTestId('address-option').filter({ hasText: 'Kantor' }).getByRole('button', { name: 'Kirim ke alamat ini' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await page.getByLabel('Kode voucher').fill('KADOBARU');
  await page.getByRole('button', { name: 'Pakai', exact: true }).click();
  await expect(page.getByText('Voucher Kode KADOBARU dipakai: hemat Rp 25.000')).toBeVisible();
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
  const total = await page.getByTestId('buy-total').textContent();

  await reloadBuy(page);
  await expect(page.getByTestId('buy-line')).toHaveCount(lines);
  await expect(page.getByText('Gedung Mutiara Lt. 5, Jl. Tebet Raya No. 40')).toBeVisible();
  await expect(page.getByText('Voucher Kode KADOBARU dipakai: hemat Rp 25.000')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'BCA Virtual Account' })).toBeChecked();
  await expect(page.getByTestId('buy-total')).toHaveText(total!);
});

test("from 'Beli Sekarang': the item and the payment method survive a reload", async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  const product = await productInStock(request);
  await page.goto(product.path);
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByTestId('buy-line').filter({ hasText: product.name })).toBeVisible();
  await page.getByRole('radio', { name: 'DANA' }).check();

  await reloadBuy(page);
  await expect(page.getByTestId('buy-line').filter({ hasText: product.name })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'DANA' })).toBeChecked();
});

test('a guest giving a registry gift: the gift and the payment method survive a reload', async ({ page }) => {
  await page.goto('/registry/bunda-demo');
  await waitForScreen(page);
  const gift = page.locator('[data-gift-id="16"]');
  await gift.getByRole('button', { name: 'Beli', exact: true }).click();
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill('Tante Mira');
  await who.getByLabel('Email atau nomor HP').fill('mira.tamu@contoh.id');
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
  await gift.getByRole('link', { name: 'Lihat Keranjang Kado' }).click();
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByTestId('buy-line')).toHaveCount(1);
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();

  await reloadBuy(page);
  await expect(page.getByTestId('buy-line')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'BCA Virtual Account' })).toBeChecked();
});
