import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, settlePayment, waitForScreen } from './helpers';
// This file intercepts portal calls with page.route, which never sees a request the service worker answers (0220).
test.use({ serviceWorkers: 'block' });

// Issue 6, "Done when" 2: a logged-in shopper adds two products to the cart, goes to /buy, picks an address,
// applies a voucher, pays, and finds the order with its tracking steps. Plus the voucher, invoice, tracking and
// mini-point screens of the same half of the issue.

const EMAIL = 'ibu.demo@kado.test';
const PASSWORD = 'Rahasia123!';

interface PickedProduct { id: number; name: string; slug: string; merchant: string; sku: number; price: number }

test.beforeEach(async ({ request }) => {
  const reset = await request.post('/api/__control/reset');
  expect(reset.ok()).toBe(true);
});

/** Logs in through the login page and lands on `from`. */
async function login(page: Page, from: string): Promise<void> {
  await page.goto(`/login?from=${encodeURIComponent(from)}`);
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByLabel('Email atau nomor HP').fill(EMAIL);
  await form.getByLabel('Kata sandi').fill(PASSWORD);
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[/?]/g, '\\$&')}$`));
}

/** The bearer token of the logged-in page (read from its cookie) for arranging data through the API. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kado_at');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!.value;
}

/** In-stock products, cheapest variant each, with a combined price that reaches the voucher minimum. */
async function pickProducts(request: APIRequestContext, count: number): Promise<PickedProduct[]> {
  const list = await (await request.get('/api/v5/products?limit=50')).json() as { data: { rows: { id: number }[] } };
  const picked: PickedProduct[] = [];
  for (const row of list.data.rows) {
    const detail = await (await request.get(`/api/v2/products/${row.id}`)).json() as {
      data: { id: number; name: string; slug: string; merchant: { slug: string }; is_out_of_stock: boolean; variants: { sku_id: number; price: number; stock: number }[] };
    };
    // The product page preselects the first variant in stock; it must be priced so the voucher minimum is reached.
    const variant = detail.data.variants.find((v) => v.stock > 0);
    if (detail.data.is_out_of_stock || !variant || variant.stock < 5 || variant.price < 60000) continue;
    picked.push({ id: detail.data.id, name: detail.data.name, slug: detail.data.slug, merchant: detail.data.merchant.slug, sku: variant.sku_id, price: variant.price });
    if (picked.length === count) break;
  }
  expect(picked).toHaveLength(count);
  return picked;
}

async function emptyCart(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = await (await request.get('/api/v1/carts', { headers })).json() as { data: { rows: { id: number }[] } };
  if (cart.data.rows.length > 0) {
    const res = await request.delete('/api/v1/carts', { headers, data: { carts: cart.data.rows.map((r) => r.id) } });
    expect(res.ok()).toBe(true);
  }
}

async function addThroughApi(request: APIRequestContext, token: string, product: PickedProduct, quantity = 1): Promise<void> {
  const res = await request.post('/api/v2/carts', { headers: { Authorization: `Bearer ${token}` }, data: { product_id: product.id, sku_id: product.sku, quantity } });
  expect(res.status()).toBe(201);
}

test('a shopper fills the cart, checks out with an address and a voucher, pays and tracks the order', async ({ page, request }) => {
  await login(page, '/cart');
  const token = await tokenOf(page);
  await emptyCart(request, token);
  const [first, second, extra] = await pickProducts(request, 3);
  // The two products go in through their product pages; a third one (to remove again) through the API.
  for (const product of [first!, second!]) {
    await page.goto(`/${product.merchant}/${product.slug}`);
    await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
    await expect(page.getByText('Barang berhasil ditambahkan ke keranjang').first()).toBeVisible();
  }
  await addThroughApi(request, token, extra!);

  await page.goto('/cart');
  await waitForScreen(page);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, '/cart');

  // Two of the first product, so the voucher's minimum purchase is reached.
  await page.getByRole('button', { name: `Tambah jumlah ${first!.name}` }).click();
  await expect(lines.filter({ hasText: first!.name }).locator('output')).toHaveText('2');

  // Remove one line: confirmation, then the spec's toast.
  await page.getByRole('button', { name: `Hapus ${extra!.name} dari keranjang` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Barang dihapus dari keranjang')).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(page.getByText(first!.name)).toBeVisible();
  await expect(page.getByText(second!.name)).toBeVisible();
  const cart = await (await request.get('/api/v1/carts', { headers: { Authorization: `Bearer ${token}` } })).json() as { data: { total_price: number } };
  const subtotal = cart.data.total_price;
  expect(subtotal).toBe(first!.price * 2 + second!.price);
  await expect(page.getByTestId('cart-total')).toHaveText(rupiah(subtotal));

  // To /buy: the booked cart is saved in local storage as 'carts'.
  await page.getByRole('button', { name: /^Beli \(3\)$/ }).click();
  await expect(page).toHaveURL(/\/buy$/);
  const booked = await page.evaluate(() => JSON.parse(window.localStorage.getItem('carts') ?? 'null') as { items: unknown[] } | null);
  expect(booked?.items).toHaveLength(2);
  await expect(page.getByTestId('buy-line')).toHaveCount(2);
  await expect(page.getByText('Rumah', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/buy');
  await shot(page, 'journey-buy');

  // Pick the other saved address.
  await page.getByRole('link', { name: 'Ganti' }).click();
  await expect(page).toHaveURL(/\/address\/select$/);
  await expect(page.getByTestId('address-option')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, '/address/select');
  await shot(page, 'journey-address-select');
  await page.getByTestId('address-option').filter({ hasText: 'Kantor' }).getByRole('button', { name: 'Kirim ke alamat ini' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByText('Gedung Mutiara Lt. 5, Jl. Tebet Raya No. 40')).toBeVisible();

  // A wrong code keeps what was typed and says why; the right one applies.
  const code = page.getByLabel('Kode voucher');
  await code.fill('SALAHKODE');
  await page.getByRole('button', { name: 'Pakai', exact: true }).click();
  await expect(page.getByText('Kode voucher tidak ditemukan')).toBeVisible();
  await expect(code).toHaveValue('SALAHKODE');
  await code.fill('KADOBARU');
  await page.getByRole('button', { name: 'Pakai', exact: true }).click();
  await expect(page.getByText('Voucher Kode KADOBARU dipakai: hemat Rp 25.000')).toBeVisible();
  await expect(page.getByTestId('buy-discount')).toHaveText('-Rp 25.000');
  // The full price before paying, shipping included (decision 0181): the payment page shows the same.
  await expect(page.getByTestId('buy-shipping')).toHaveText('Rp 18.000');
  await expect(page.getByTestId('buy-total')).toHaveText(rupiah(subtotal + 18000 - 25000));

  // Indonesian payment choices as the portal offers them; card payment absent without a provider.
  await expect(page.getByRole('radio', { name: 'BCA Virtual Account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'DANA' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Bayar di Tempat (COD)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Kartu Kredit/Debit' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
  await shot(page, 'journey-buy-ready');

  // Ten quick taps on Bayar place one order.
  const orderPosts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders') orderPosts.push(r.url()); });
  const pay = page.getByRole('button', { name: 'Bayar', exact: true });
  await pay.evaluate((button: HTMLButtonElement) => { for (let i = 0; i < 10; i += 1) button.click(); });
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  expect(orderPosts).toHaveLength(1);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('payment-status')).toHaveText('Menunggu pembayaran');
  await expect(page.getByTestId('payment-total')).toHaveText(rupiah(subtotal + 18000 - 25000));
  expect(await page.evaluate(() => window.localStorage.getItem('carts'))).toBeNull();
  await expectNoSeriousA11yViolations(page, '/payment/{id}');
  await shot(page, 'journey-payment');

  await page.getByRole('link', { name: 'Lihat cara pembayaran' }).click();
  await expect(page.getByText('Pilih menu Transfer lalu Virtual Account.')).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke pembayaran' }).click();

  // Issue 28: the virtual account number, the exact amount and the deadline; no tap marks it paid. The gateway settles
  // it (control route) and the page learns it from the portal ('Cek status pembayaran'), then moves to the finish page.
  await expect(page.getByTestId('va-number')).toHaveText(/^39358\d{11}$/);
  await expect(page.getByTestId('payment-deadline')).toContainText(/^Bayar sebelum \S+, \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/);
  await expect(page.getByRole('timer')).toHaveText(/^(23:59:\d{2}|24:00:00)$/);
  const payWrites: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/v1\/payments\//.test(new URL(r.url()).pathname)) payWrites.push(r.url()); });
  await settlePayment(page.request, orderId);
  await page.getByRole('button', { name: 'Cek status pembayaran' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/finish\\?order=${orderId}$`));
  expect(payWrites).toHaveLength(0);
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/payment/finish');
  await shot(page, 'journey-finish');

  // The order with its tracking steps: paid, so Lunas is reached and the rest are still to come.
  await page.getByRole('link', { name: 'Lacak pesanan' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/track$`));
  const steps = page.getByTestId('tracking-step');
  await expect(steps).toHaveText([/Lunas/, /Diproses/, /Dikirim/, /Sampai/]);
  await expect(steps.nth(0)).toHaveAttribute('data-reached', 'true');
  await expect(steps.nth(1)).toHaveAttribute('data-reached', 'false');
  await expect(page.getByText('Nomor resi dan riwayat pengiriman tampil setelah paket diserahkan ke kurir.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/order/{id}/track');
  await shot(page, 'journey-track');

  // And in the order list, newest first.
  await page.goto('/order');
  const card = page.getByTestId('order-card').first();
  await expect(card).toContainText('Lunas');
  await expect(card).toContainText(rupiah(subtotal + 18000 - 25000));
  await expectNoSeriousA11yViolations(page, '/order');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByText('Gedung Mutiara Lt. 5, Jl. Tebet Raya No. 40')).toBeVisible();
  await expect(page.getByText('Diskon voucher (KADOBARU)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/order/{id}');
  await shot(page, 'journey-order-detail');
});

test('cash on delivery: the order is booked and paid to the courier', async ({ page }) => {
  await login(page, '/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: /^Beli \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await page.getByRole('radio', { name: 'Bayar di Tempat (COD)' }).check();
  await page.getByRole('button', { name: 'Pesan dengan COD' }).click();
  await expect(page).toHaveURL(/\/booking-cod\?order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pesanan COD berhasil dibuat' })).toBeVisible();
  await expect(page.getByText(/Siapkan uang pas sebesar Rp\s[\d.]+ saat kurir tiba\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/booking-cod');
  await shot(page, 'cod');
});

test('a shipped order shows the courier history, and a tracking answer with the error flag clears it', async ({ page, request }) => {
  await login(page, '/order');
  const token = await tokenOf(page);
  const shipped = await (await request.get('/api/v1/orders?filter[status]=pickedup', { headers: { Authorization: `Bearer ${token}` } })).json() as { data: { rows: { id: number }[] } };
  const id = shipped.data.rows[0]!.id;
  await page.goto(`/order/${id}/track`);
  const steps = page.getByTestId('tracking-step');
  await expect(steps.nth(2)).toHaveAttribute('data-reached', 'true');
  await expect(steps.nth(3)).toHaveAttribute('data-reached', 'false');
  const history = page.locator('.od-history li');
  await expect(history.first()).toBeVisible();
  expect(await history.count()).toBeGreaterThan(0);

  await page.route('**/api/v1/track?**', (route) => route.fulfill({ json: { data: { error: true, status: 'not_found', courier: 'jnt', awb: 'X', history: [{ date: '2024-06-10T00:00:00.000Z', description: 'stale' }] } } }));
  await page.getByRole('button', { name: 'Perbarui' }).click();
  await expect(page.getByText('Kurir belum mengirim riwayat pengiriman.')).toBeVisible();
  await expect(history).toHaveCount(0);
});

test('the invoice prints with the Cetak button', async ({ page, request }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => { (window as unknown as { printed: number }).printed += 1; };
  });
  await login(page, '/order');
  const token = await tokenOf(page);
  const orders = await (await request.get('/api/v1/orders', { headers: { Authorization: `Bearer ${token}` } })).json() as { data: { rows: { id: number; invoice: string }[] } };
  const order = orders.data.rows[0]!;
  await page.goto(`/order/${order.id}/invoice`);
  await expect(page.getByRole('heading', { name: 'INVOICE', exact: true })).toBeVisible();
  await expect(page.getByText(order.invoice)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/order/{id}/invoice');
  await page.getByRole('button', { name: 'Cetak' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
});

test('vouchers are listed by largest discount and a claim marks the voucher claimed', async ({ page }) => {
  await login(page, '/vouchers');
  const cards = page.getByTestId('voucher-card');
  await expect(cards.first()).toBeVisible();
  const discounts = await page.locator('.ck-voucher__discount').allTextContents();
  const values = discounts.map((d) => Number(d.replace(/\D/g, '')));
  expect([...values].sort((a, b) => b - a)).toEqual(values);
  await expectNoSeriousA11yViolations(page, '/vouchers');
  const stroller = cards.filter({ hasText: 'Cashback Stroller 15%' });
  const claims: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/claim/voucher') claims.push(r.url()); });
  await stroller.getByRole('button', { name: 'Klaim' }).evaluate((button: HTMLButtonElement) => { for (let i = 0; i < 10; i += 1) button.click(); });
  await expect(stroller.getByText('Sudah diklaim')).toBeVisible();
  await expect(page.getByText('Voucher berhasil diklaim')).toBeVisible();
  expect(claims).toHaveLength(1);
});

test('the mini-point history shows the balance', async ({ page }) => {
  await login(page, '/profile/mini-point-history');
  await expect(page.getByTestId('mini-point-balance')).toHaveText(/\d+ poin/);
  await expectNoSeriousA11yViolations(page, '/profile/mini-point-history');
});

/** With SHOTS=1, keeps a 390px screenshot of the page in /tmp/shots/checkout for a human look. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/checkout/${name}.png`, fullPage: true });
}

/** 'Rp 1.234.567' as the app writes amounts. */
function rupiah(amount: number): string {
  return `Rp ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
