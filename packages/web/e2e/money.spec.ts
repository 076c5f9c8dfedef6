import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expectNoSeriousA11yViolations, ownerAt, settlePayment, waitForScreen } from './helpers';

// Issue 28 "Money that really moves": a payment shaped like a gateway's (instruction, deadline, status from the
// portal), unpaid orders that expire and let their gift go, and no cash on delivery for a gift. Decisions 0400-0403.

const REGISTRY = '/registry/bunda-demo';
const COD = 'Bayar di Tempat (COD)';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

const giftCard = (page: Page, id: string | number) => page.locator(`[data-gift-id="${id}"]`);
const toastText = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });

async function freshGuest(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(REGISTRY);
  await waitForScreen(page);
  await expect(page.locator('[data-gift-id]').first()).toBeVisible();
  return { context, page };
}

async function sayWhoIAm(page: Page, name: string, contact: string): Promise<void> {
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill(name);
  await who.getByLabel('Email atau nomor HP').fill(contact);
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
}

/** Reserves gift `id` as a new guest and opens /buy for it through the registry's cart bar. */
async function reserveAndOpenBuy(page: Page, id: number, name: string, phone: string): Promise<void> {
  await giftCard(page, id).getByRole('button', { name: 'Reservasi' }).click();
  await sayWhoIAm(page, name, phone);
  await expect(toastText(page, 'Kado berhasil direservasi')).toBeVisible();
  await page.getByTestId('gift-cart-bar').click();
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByRole('heading', { name: 'Dikirim ke orang tua' })).toBeVisible();
}

/** Picks `method` on /buy and places the order: the payment page of the new order. */
async function placeWith(page: Page, method: string): Promise<string> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  return /\/payment\/(\d+)$/.exec(page.url())![1]!;
}

test('a. a guest gives a gift by virtual account: the number and the deadline, the gateway settles, the owner sees Dikemas', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  await reserveAndOpenBuy(page, 16, 'Nenek Ratna', '081277770001');
  const total = await page.getByTestId('buy-total').innerText();
  const orderId = await placeWith(page, 'BCA Virtual Account');

  // The instruction: the bank's number, the exact amount, the deadline in Jakarta time and a live countdown.
  await expect(page.getByText('Nomor BCA Virtual Account')).toBeVisible();
  await expect(page.getByTestId('va-number')).toHaveText(/^39358\d{11}$/);
  await expect(page.getByTestId('payment-amount')).toHaveText(total);
  await expect(page.getByTestId('payment-total')).toHaveText(total);
  await expect(page.getByTestId('payment-deadline')).toContainText(/^Bayar sebelum (Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/);
  const timer = page.getByRole('timer');
  const first = await timer.innerText();
  expect(first).toMatch(/^(23:59:\d{2}|24:00:00)$/);
  await expect(timer).not.toHaveText(first); // it moves by itself
  await expect(page.getByRole('button', { name: 'Salin nomor Virtual Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin jumlah' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Menunggu pembayaran');
  await expectNoSeriousA11yViolations(page, '/payment/{id} virtual account');

  // Coming back (a reload) shows the same instruction.
  const number = await page.getByTestId('va-number').innerText();
  await page.reload();
  await expect(page.getByTestId('va-number')).toHaveText(number);

  // Nothing on the page pays. The bank pays, the gateway settles: the page learns it by itself (polling).
  await expect(page.getByRole('button', { name: /^Bayar/ })).toHaveCount(0);
  await settlePayment(page.request, orderId);
  await expect(page).toHaveURL(new RegExp(`/payment/finish\\?order=${orderId}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();

  // The owner sees it on Lacak Kado: Dikemas.
  const owner = await ownerAt(browser, '/registry/ucapan/16');
  await expect(giftCard(owner.page, 16).getByTestId('gift-badge')).toHaveText('Dikemas');
  await owner.context.close();
  await context.close();
});

test('b. an unpaid order expires and its gift is free again, live; a lock attempt ends at the deadline; the owner releases a hold at once', async ({ browser }) => {
  const a = await freshGuest(browser);
  await reserveAndOpenBuy(a.page, 16, 'Tante Ani', '081277770011');
  const orderId = await placeWith(a.page, 'GoPay');
  await expect(a.page.getByRole('link', { name: 'Buka aplikasi GoPay' })).toHaveAttribute('href', /^gojek:\/\//);
  await expect(a.page.getByRole('timer')).toHaveText(/^00:1[45]:\d{2}$/);

  // Another guest sees the gift taken while it waits for payment.
  const b = await freshGuest(browser);
  await expect(giftCard(b.page, 16).getByText('Sudah dipilih pemberi lain')).toBeVisible();

  // The portal's clock passes the 15 minutes: the order is cancelled, the giver is told, with a way to order again.
  expect((await a.page.request.post('/api/__control/clock', { data: { advance_ms: 16 * 60_000 } })).ok()).toBe(true);
  await a.page.getByRole('button', { name: 'Cek status pembayaran' }).click();
  await expect(a.page.getByRole('heading', { name: 'Waktu pembayaran habis' })).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'Pesan lagi' })).toHaveAttribute('href', REGISTRY);
  await expectNoSeriousA11yViolations(a.page, '/payment/{id} expired');
  // And the other guest sees it free again without a reload (the live registry).
  await expect(giftCard(b.page, 16).getByText('Sudah dipilih pemberi lain')).toHaveCount(0, { timeout: 15_000 });
  await expect(giftCard(b.page, 16).getByRole('button', { name: 'Reservasi' })).toBeVisible();
  const order = await (await a.page.request.get(`/api/__control/state?tables=orders`)).json() as { data: { orders: { id: number; status: string; payment: { status: string } | null }[] } };
  expect(order.data.orders.find((o) => String(o.id) === orderId)).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });

  const taken = () => b.page.getByText('Sudah dipilih pemberi lain').count();
  const takenBefore = await taken();
  // A script tries to lock the registry: a fresh guest id per gift, each with an unpaid order (or a pledge).
  interface GiftRow { id: number; owner_id: number; product_id: number | null; sku_id: number | null; quantity: number; reserved_by: unknown; is_in_cart: boolean; transaction_status: string | null; is_private: boolean; payment_completed: boolean; is_purchase: boolean; manually_purchased_at: string | null }
  const tables = (await (await a.page.request.get('/api/__control/state?tables=gifts,contributions')).json()) as { data: { gifts: GiftRow[]; contributions: { gift_id: number }[] } };
  const free = tables.data.gifts.filter((g) => g.owner_id === 1 && g.product_id !== null && g.sku_id !== null && !g.reserved_by && !g.is_in_cart && g.transaction_status === null
    && !g.is_private && !g.payment_completed && !g.is_purchase && g.manually_purchased_at === null && !tables.data.contributions.some((c) => c.gift_id === g.id));
  expect(free.length).toBeGreaterThan(3);
  const locked: number[] = [];
  for (const [i, g] of free.entries()) {
    const guest = `pengunci${String(i).padStart(10, '0')}`;
    const headers = { 'x-guest-id': guest };
    const cart = await a.page.request.post('/api/v2/carts', { headers, data: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'buy', gift_registry_payment: 'full', quantity: g.quantity } });
    if (!cart.ok()) continue;
    const cartId = ((await cart.json()) as { data: { cart: { id: number } } }).data.cart.id;
    const placed = await a.page.request.post('/api/v1/orders', { headers, data: { cart_ids: [cartId], payment_method: 'bca_va' } });
    if (placed.ok()) locked.push(g.id);
  }
  expect(locked.length).toBeGreaterThan(3);
  const shown = async (id: number) => ((await (await a.page.request.get(`/api/v2/gift-products/show/${id}`)).json()) as { data: { transaction_status: string | null } }).data;
  expect((await shown(locked[0]!)).transaction_status).toBe('reserved');
  await b.page.reload();
  await waitForScreen(b.page);
  await expect.poll(taken).toBeGreaterThan(takenBefore);

  // The owner releases one held gift at once from Lacak Kado.
  const owner = await ownerAt(browser, `/registry/ucapan/${locked[0]}`);
  const held = giftCard(owner.page, locked[0]!);
  await expect(held.getByTestId('gift-badge')).toHaveText('Direservasi');
  await held.getByRole('button', { name: /^Aksi untuk/ }).click();
  await owner.page.getByRole('dialog').getByRole('button', { name: 'Batalkan reservasi' }).click();
  await expect(toastText(owner.page, 'Reservasi berhasil dibatalkan')).toBeVisible();
  await expect(held.getByTestId('gift-badge')).toHaveText('Tersedia');
  expect((await shown(locked[0]!)).transaction_status).toBeNull();

  // A day later on the portal's clock every other lock has ended: the registry is open again.
  expect((await a.page.request.post('/api/__control/clock', { data: { advance_ms: 24 * 3_600_000 + 60_000 } })).ok()).toBe(true);
  for (const id of locked) expect((await shown(id)).transaction_status, `gift ${id}`).toBeNull();
  await b.page.reload();
  await waitForScreen(b.page);
  await expect(giftCard(b.page, 16).getByRole('button', { name: 'Reservasi' })).toBeVisible();
  expect(await taken()).toBeLessThanOrEqual(takenBefore);
  await owner.context.close();
  await a.context.close();
  await b.context.close();
});

/** What a QR decoder reads from an image (src: an SVG or PNG data URL) drawn at 400 px in the page. */
async function decodeQr(page: Page, src: string): Promise<string | null> {
  const size = 400;
  const pixels = await page.evaluate(async ({ src, size }) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, size, size);
    return Array.from(ctx.getImageData(0, 0, size, size).data);
  }, { src, size });
  return jsQR(new Uint8ClampedArray(pixels), size, size)?.data ?? null;
}

test('c. QRIS: the QR code on the page reads back to the portal\'s string, and Simpan QR saves the same code', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  await reserveAndOpenBuy(page, 16, 'Bude Sri', '081277770041');
  await expect(page.getByRole('group', { name: 'QRIS' })).toBeVisible();
  const orderId = await placeWith(page, 'QRIS');
  const code = page.getByRole('img', { name: 'Kode QRIS pembayaran' });
  await expect(code).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^00:1[45]:\d{2}$/);
  await expectNoSeriousA11yViolations(page, '/payment/{id} QRIS');

  const guestToken = (await context.cookies()).find((c) => c.name === 'kado_at')!.value;
  const wire = (await (await page.request.get(`/api/v1/orders/${orderId}`, { headers: { authorization: `Bearer ${guestToken}` } })).json()) as { data: { total: number; payment: { qr_string: string } } };
  const payload = wire.data.payment.qr_string;
  expect(payload).toMatch(/^000201010212/);

  // The code drawn on the page is the portal's string, read by a QR decoder.
  const svg = await code.evaluate((el) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(el))}`);
  expect(await decodeQr(page, svg)).toBe(payload);

  // 'Simpan QR' downloads it as a PNG that reads back the same.
  const save = page.getByRole('link', { name: 'Simpan QR' });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toMatch(/^QRIS-.+\.png$/);
  expect(await decodeQr(page, (await save.getAttribute('href'))!)).toBe(payload);

  // Scanned and paid: the gateway settles it.
  await settlePayment(page.request, orderId);
  await page.getByRole('button', { name: 'Cek status pembayaran' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/finish\\?order=${orderId}$`));
  await context.close();
});

test('d. three guests give to a cash fund, each paid through the gateway; the owner sees the total grow by the three', async ({ browser }) => {
  // bunda-demo's fund starts at Rp 1.250.000 from 8 givers (the seed); each gift counts only once the gateway settles it.
  const collected = (total: string, n: number) => new RegExp(`^Rp\\s${total.replace(/\./g, '\\.')} terkumpul dari ${n} orang$`);
  const givers = [
    { name: 'Bu Ratih', phone: '081277770011', amount: '100.000', method: 'BCA Virtual Account' },
    { name: 'Pak Anton', phone: '081277770012', amount: '250.000', method: 'QRIS' },
    { name: 'Kak Nia', phone: '081277770013', amount: '50.000', method: 'GoPay' },
  ];
  let before = 8;
  for (const g of givers) {
    const { context, page } = await freshGuest(browser);
    const fund = page.getByTestId('fund-card').filter({ hasText: 'Tabungan pendidikan si kecil' });
    await fund.scrollIntoViewIfNeeded();
    await expect(fund.getByTestId('fund-collected')).toHaveText(/terkumpul dari \d+ orang$/);
    await fund.getByRole('button', { name: 'Beri Amplop' }).click();
    await sayWhoIAm(page, g.name, g.phone);
    const form = page.getByRole('dialog', { name: 'Beri amplop: Tabungan pendidikan si kecil' });
    // No address and no shipping; no cash on delivery (the payer is not the receiver).
    await expect(form.getByRole('radio', { name: 'BCA Virtual Account' })).toBeVisible();
    await expect(form.getByRole('radio', { name: COD })).toHaveCount(0);
    await expect(form.getByLabel('Nama kamu')).toHaveValue(g.name);
    await form.getByLabel('Nominal (Rp)').fill(g.amount);
    await form.getByLabel('Pesan untuk orang tua (opsional)').fill(`Selamat dari ${g.name}`);
    await form.getByRole('radio', { name: g.method }).check();
    await form.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    const orderId = /\/payment\/(\d+)$/.exec(page.url())![1]!;
    await expect(page.getByTestId('payment-amount')).toHaveText(new RegExp(`^Rp\\s${g.amount.replace(/\./g, '\\.')}$`));
    if (g === givers[0]) await expectNoSeriousA11yViolations(page, 'payment of a fund gift');
    // Not counted while unpaid.
    const open = await page.request.get('/api/v2/gifts/bunda-demo/funds');
    expect((await open.json()).data.rows[0].giver_count).toBe(before);
    await settlePayment(page.request, orderId);
    await page.getByRole('button', { name: 'Cek status pembayaran' }).click();
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    before += 1;
    await context.close();
  }

  const owner = await ownerAt(browser, '/registry/ucapan');
  const mine = owner.page.getByTestId('owner-fund').filter({ hasText: 'Tabungan pendidikan si kecil' });
  await mine.scrollIntoViewIfNeeded();
  await expect(mine.getByTestId('fund-collected')).toHaveText(collected('1.650.000', 11));
  for (const g of givers) await expect(mine.getByTestId('fund-gift').filter({ hasText: g.name })).toContainText(`Selamat dari ${g.name}`);
  await expect(owner.page.getByTestId('thank-you-giver').filter({ hasText: 'Pak Anton' })).toContainText('amplop');
  await expectNoSeriousA11yViolations(owner.page, '/registry/ucapan (funds)');
  // Her public page says the same.
  await owner.page.goto(REGISTRY);
  await waitForScreen(owner.page);
  await expect(owner.page.getByTestId('fund-card').getByTestId('fund-collected')).toHaveText(collected('1.650.000', 11));
  await owner.context.close();
});

test('e. no cash on delivery for a registry gift nor a contribution; the portal refuses it too', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  await reserveAndOpenBuy(page, 16, 'Om Budi', '081277770021');
  await expect(page.getByRole('radio', { name: 'BCA Virtual Account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: COD })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pesan dengan COD' })).toHaveCount(0);

  // A contribution (patungan) offers no COD either.
  await page.goto(REGISTRY);
  await waitForScreen(page);
  const more = page.getByRole('button', { name: 'Muat lebih banyak' });
  while (await more.isVisible()) {
    const before = await page.locator('[data-gift-id]').count();
    await more.click();
    await expect.poll(() => page.locator('[data-gift-id]').count()).toBeGreaterThan(before);
  }
  await giftCard(page, 1).getByRole('button', { name: 'Patungan' }).click();
  const modal = page.getByRole('dialog', { name: 'Patungan kado' });
  await modal.getByLabel('Nominal (Rp)').fill('50000');
  await modal.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(toastText(page, 'Patungan berhasil ditambahkan ke keranjang')).toBeVisible();

  // Asked straight, the portal answers 422 with the message under payment_method (spec §8: the first field error).
  const guestToken = (await context.cookies()).find((c) => c.name === 'kado_at')!.value;
  const auth = { authorization: `Bearer ${guestToken}` };
  const state = (await (await page.request.get('/api/__control/state?tables=carts')).json()) as { data: { carts: { id: number; gift_id: number | null; gift_registry_payment: string | null }[] } };
  const ids = state.data.carts.filter((c) => c.gift_id === 1 && c.gift_registry_payment === 'contribution').map((c) => c.id);
  expect(ids.length).toBeGreaterThan(0);
  const refused = await page.request.post('/api/v1/orders', { headers: auth, data: { cart_ids: [ids.at(-1)], payment_method: 'cod' } });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: Record<string, string[]> };
  expect(body.errors.payment_method?.[0]).toBe('Bayar di tempat (COD) tidak tersedia untuk kado registry atau patungan: yang membayar bukan penerima paket');
  await context.close();
});

test('the giver cancels her own unpaid order: the gift is free again for others', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  await reserveAndOpenBuy(page, 16, 'Kak Lina', '081277770031');
  await placeWith(page, 'Mandiri Virtual Account');
  await page.getByRole('button', { name: 'Batalkan pesanan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByRole('heading', { name: 'Pesanan dibatalkan' })).toBeVisible();
  const other = await freshGuest(browser);
  await expect(giftCard(other.page, 16).getByRole('button', { name: 'Reservasi' })).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveCount(0);
  await other.context.close();
  await context.close();
});

test('the owner releases an unpaid patungan pledge on a gift nobody holds, from Lacak Kado', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  const more = page.getByRole('button', { name: 'Muat lebih banyak' });
  while (await more.isVisible()) {
    const before = await page.locator('[data-gift-id]').count();
    await more.click();
    await expect.poll(() => page.locator('[data-gift-id]').count()).toBeGreaterThan(before);
  }
  await giftCard(page, 14).getByRole('button', { name: 'Patungan' }).click();
  await sayWhoIAm(page, 'Om Yudi', '081277770021');
  const modal = page.getByRole('dialog', { name: 'Patungan kado' });
  await modal.getByLabel('Nominal (Rp)').fill('40000');
  await modal.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(toastText(page, 'Patungan berhasil ditambahkan ke keranjang')).toBeVisible();
  const pledges = async () => {
    const state = (await (await page.request.get('/api/__control/state?tables=carts')).json()) as { data: { carts: { gift_id: number | null; gift_registry_payment: string | null }[] } };
    return state.data.carts.filter((c) => c.gift_id === 14 && c.gift_registry_payment === 'contribution').length;
  };
  expect(await pledges()).toBe(1);

  const owner = await ownerAt(browser, '/registry/ucapan/14');
  const gift = giftCard(owner.page, 14);
  await gift.getByRole('button', { name: /^Aksi untuk/ }).click();
  const sheet = owner.page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: 'Batalkan reservasi' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Lepaskan patungan yang belum dibayar' }).click();
  await expect(toastText(owner.page, 'Patungan yang belum dibayar dilepaskan')).toBeVisible();
  expect(await pledges()).toBe(0);
  await Promise.all([owner.context.close(), context.close()]);
});

test('a card payment sends the giver to the gateway\'s own card page; paid is still what the gateway says', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  await reserveAndOpenBuy(page, 16, 'Tante Sekar', '081277770031');
  // This build offers no card (no provider configured, decision 0142); a portal that does answers the same shape.
  const token = (await context.cookies()).find((c) => c.name === 'kado_at')!.value;
  const state = (await (await page.request.get('/api/__control/state?tables=carts')).json()) as { data: { carts: { id: number; gift_id: number | null }[] } };
  const cartId = state.data.carts.filter((c) => c.gift_id === 16).at(-1)!.id;
  const placed = await page.request.post('/api/v1/orders', { headers: { authorization: `Bearer ${token}` }, data: { cart_ids: [cartId], payment_method: 'credit_card' } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { id: number } }).data.id;

  await page.goto(`/payment/${orderId}`);
  await waitForScreen(page);
  await expect(page.getByText('Masukkan data kartu di halaman aman penyedia pembayaran. Kado tidak pernah melihat nomor kartumu.')).toBeVisible();
  const link = page.getByTestId('card-page');
  await expect(link).toHaveText('Bayar dengan kartu');
  await expect(link).toHaveAttribute('href', /^https:\/\/gateway\.kado\.test\/card\/KADO\d{10}$/);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('va-number')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'payment by card');
  await settlePayment(page.request, orderId);
  await page.getByRole('button', { name: 'Cek status pembayaran' }).click();
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  await context.close();
});
