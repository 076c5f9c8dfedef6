import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, waitForScreen } from './helpers';

// Issue 17 item 5: ten quick taps, one request, on every button that changes something. Each test taps the button
// ten times in one go (ten click events before the page can re-render) and counts the writing calls that reach the
// portal: exactly one, and one outcome on screen. Run:
//   cd packages/web && CI=1 PORT=4332 npx playwright test e2e/taps.spec.ts --reporter=line --output=/tmp/pw-harden-web

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

const OWNER = 'ibu.demo@kado.test';
/** A verified account that is not the owner of bunda-demo: a giver. */
const GIVER = 'maya@kado.test';
/** Background writes that are not the tapped action (session records, analytics). */
const BACKGROUND = /\/api\/v\d\/(sessions|events|gifts\/set-copy-link)/;

/** Counts the writing calls (not GET, not background) the page sends to the portal from now on. */
function countWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() !== 'GET' && url.pathname.startsWith('/api/') && !BACKGROUND.test(url.pathname)) writes.push(`${r.method()} ${url.pathname}`);
  });
  return writes;
}

/** Ten clicks in one task: none of them can see a re-render (a disabled button) of the one before. */
async function tapTenTimes(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((el) => {
    for (let i = 0; i < 10; i += 1) (el as HTMLButtonElement).click();
  });
}

/** After the outcome: a moment for any late duplicate to go out, then exactly one write and one outcome. */
async function expectOnce(page: Page, writes: string[], outcome: Locator): Promise<void> {
  await expect(outcome.first()).toBeVisible();
  await page.waitForTimeout(700);
  expect(writes, writes.join('\n')).toHaveLength(1);
  await expect(outcome).toHaveCount(1);
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

/** A product page with stock: its merchant and product slugs from the portal. */
async function productInStock(request: APIRequestContext): Promise<string> {
  const list = ((await (await request.get('/api/v5/products?keyword=botol&limit=10')).json()) as { data: { rows: { id: number }[] } }).data.rows;
  for (const p of list) {
    const d = ((await (await request.get(`/api/v2/products/${p.id}`)).json()) as { data: { slug: string; merchant: { slug: string }; variants: { stock: number }[] } }).data;
    if (d.variants.some((v) => v.stock > 5)) return `/${d.merchant.slug}/${d.slug}`;
  }
  throw new Error('no product in stock');
}

test.describe('product page', () => {
  test.beforeEach(async ({ context, request, baseURL }) => logIn(context, request, baseURL!, OWNER));

  test('add to cart', async ({ page, request }) => {
    await page.goto(await productInStock(request));
    await waitForScreen(page);
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Tambah ke keranjang' }));
    await expectOnce(page, writes, toast(page, 'Barang berhasil ditambahkan ke keranjang'));
  });

  test('buy now', async ({ page, request }) => {
    await page.goto(await productInStock(request));
    await waitForScreen(page);
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Beli Sekarang' }));
    await expect(page).toHaveURL(/\/buy$/);
    await page.waitForTimeout(700);
    expect(writes.filter((w) => w === 'POST /api/v2/carts')).toHaveLength(1);
  });

  test('add to registry', async ({ page, request }) => {
    await page.goto(await productInStock(request));
    await waitForScreen(page);
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Tambah ke Registry' }));
    await expectOnce(page, writes, page.locator('.toast'));
  });
});

test.describe('registry of bunda-demo, as a giver', () => {
  test.beforeEach(async ({ context, request, baseURL, page }) => {
    await logIn(context, request, baseURL!, GIVER);
    await page.goto('/registry/bunda-demo');
    await waitForScreen(page);
  });
  const gift = (page: Page, id: number) => page.locator(`[data-gift-id="${id}"]`);

  test('reserve', async ({ page }) => {
    const writes = countWrites(page);
    await tapTenTimes(gift(page, 16).getByRole('button', { name: 'Reservasi' }));
    await expectOnce(page, writes, toast(page, 'Kado berhasil direservasi'));
  });

  test('contribute (patungan)', async ({ page }) => {
    await page.getByRole('button', { name: 'Patungan' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Patungan kado' });
    await modal.getByLabel('Nominal (Rp)').fill('50000');
    const writes = countWrites(page);
    await tapTenTimes(modal.getByRole('button', { name: 'Tambah ke Keranjang' }));
    await expectOnce(page, writes, toast(page, 'Patungan berhasil ditambahkan ke keranjang'));
  });
});

test.describe('account and shop, as the owner', () => {
  test.beforeEach(async ({ context, request, baseURL }) => logIn(context, request, baseURL!, OWNER));

  test('claim a voucher', async ({ page }) => {
    await page.goto('/vouchers');
    const card = page.getByTestId('voucher-card').filter({ hasText: 'Cashback Stroller 15%' });
    await expect(card).toBeVisible();
    const writes = countWrites(page);
    await tapTenTimes(card.getByRole('button', { name: 'Klaim' }));
    await expectOnce(page, writes, toast(page, 'Voucher berhasil diklaim'));
  });

  // Issue 28: no tap pays an order any more (the gateway settles it); the writing call on the payment page is the
  // giver's own cancel, and a status check writes nothing.
  test('cancel an unpaid order; its status checks write nothing', async ({ page }) => {
    await page.goto('/payment/8');
    await waitForScreen(page);
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Cek status pembayaran' }));
    await page.getByRole('button', { name: 'Batalkan pesanan' }).click();
    await tapTenTimes(page.getByRole('button', { name: 'Ya, batalkan' }));
    await expect(page.getByRole('heading', { name: 'Pesanan dibatalkan' })).toBeVisible();
    await page.waitForTimeout(700);
    expect(writes, writes.join('\n')).toEqual(['POST /api/v1/orders/8/cancel']);
  });

  test('save an address', async ({ page }) => {
    await page.goto('/profile/address');
    await waitForScreen(page);
    await page.getByTestId('address-item').first().getByRole('link', { name: /^Ubah / }).click();
    await page.getByLabel('Label alamat').fill('Rumah Mama');
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Simpan Alamat' }));
    await expect(page).toHaveURL(/\/profile\/address$/);
    await page.waitForTimeout(700);
    expect(writes, writes.join('\n')).toHaveLength(1);
  });

  test('save a child', async ({ page }) => {
    await page.goto('/child/add');
    await waitForScreen(page);
    await page.getByLabel('Nama anak').fill('Raka');
    await page.getByLabel('Tanggal lahir').fill('2025-01-20');
    await page.getByRole('radio', { name: 'Laki-laki' }).check();
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Simpan' }));
    await expect(page).toHaveURL(/\/child$/);
    await page.waitForTimeout(700);
    expect(writes, writes.join('\n')).toEqual(['POST /api/v1/children']);
    await expect(page.getByTestId('child-item').filter({ hasText: 'Raka' })).toHaveCount(1);
  });

  test('save the registry settings', async ({ page }) => {
    await page.goto('/registry/setting');
    await waitForScreen(page);
    await page.getByLabel('Nama registry').fill('Registry Dedek Sari');
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Simpan Profil' }));
    await expectOnce(page, writes, toast(page, 'Berhasil mengubah profil'));
  });

  test('save the profile', async ({ page }) => {
    await page.goto('/profile/edit');
    await waitForScreen(page);
    await page.getByLabel('Nama', { exact: true }).fill('Sari W.');
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Simpan' }));
    await expect(page.locator('.toast').first()).toBeVisible();
    await page.waitForTimeout(700);
    expect(writes, writes.join('\n')).toHaveLength(1);
  });

  test('submit a review', async ({ page }) => {
    await page.goto('/review/transactions');
    await waitForScreen(page);
    await page.getByRole('link', { name: 'Tulis ulasan' }).first().click();
    await waitForScreen(page);
    await page.locator('.star-picker label').nth(3).click();
    const writes = countWrites(page);
    await tapTenTimes(page.getByRole('button', { name: 'Kirim Ulasan' }));
    await expectOnce(page, writes, page.getByText('Berhasil mengirim ulasan'));
  });
});
