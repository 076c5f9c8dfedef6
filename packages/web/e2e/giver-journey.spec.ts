import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations, settlePayment, waitForScreen } from './helpers';

// Issue 12 "Done when": the giver's journey from a WhatsApp link to a delivered gift, each to its end, in a fresh
// browser context with no account. Decisions 0180-0183.

const OWNER = { email: 'ibu.demo@kado.test', password: 'Rahasia123!' };
const REGISTRY = '/registry/bunda-demo';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

const toastText = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
const giftCard = (page: Page, id: string | number) => page.locator(`[data-gift-id="${id}"]`);
const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

interface WireAddress { id: number; primary: boolean; address: string; receiver_name: string; receiver_phone: string; postal_code: string }
interface WireLabel { receiver_name: string; city: string; district: string | null; address: string | null; receiver_phone: string | null; postal_code: string | null; visibility: string }
interface WireOrder { id: number; status: string; total: number; shipping_cost: number; address: unknown; ship_to: WireLabel | null; items: { contribution: number | null; gift_product_id: number | null }[] }

async function ownerToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/v1/login', { data: OWNER });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** The owner's primary address, as only she may read it. */
async function ownerAddress(page: Page): Promise<WireAddress> {
  const token = await ownerToken(page);
  const res = await page.request.get('/api/v1/profile/user-address', { headers: { authorization: `Bearer ${token}` } });
  const rows = ((await res.json()) as { data: { rows: WireAddress[] } }).data.rows;
  return rows.find((a) => a.primary)!;
}

async function giftPrice(page: Page, id: number): Promise<number> {
  const res = await page.request.get(`/api/v2/gift-products/show/${id}`);
  return ((await res.json()) as { data: { subtotal_price: number } }).data.subtotal_price;
}

/** A courier step of the fake portal's control routes (tests and demos only). */
async function advanceGift(page: Page, id: number): Promise<WireOrder> {
  const res = await page.request.post(`/api/__control/gifts/${id}/advance`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { order: WireOrder } }).data.order;
}

async function freshGuest(browser: Browser, all = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  await page.goto(REGISTRY);
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: "Sari's Baby Registry", level: 2 })).toBeVisible();
  if (all) await showAllGifts(page);
  return { context, page };
}

/** The list comes ten at a time; the older gifts are behind 'Muat lebih banyak'. */
async function showAllGifts(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Muat lebih banyak' });
  await expect(page.locator('[data-gift-id]').first()).toBeVisible();
  while (await more.isVisible()) {
    const before = await page.locator('[data-gift-id]').count();
    await more.click();
    await expect.poll(() => page.locator('[data-gift-id]').count()).toBeGreaterThan(before);
  }
}

/** The guest's name and WhatsApp number, asked once before her first action (no password, no OTP). */
async function sayWhoIAm(page: Page, name: string, contact: string): Promise<void> {
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill(name);
  await who.getByLabel('Email atau nomor HP').fill(contact);
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
}

/** From the registry's cart bar to a paid order: /registry/checkout, /buy (owner's address, shipping shown), VA. */
async function payGiftCart(page: Page, expected: { shipping: number; total: number; parcel: boolean }): Promise<string> {
  await page.getByTestId('gift-cart-bar').click();
  await expect(page).toHaveURL(/\/registry\/checkout\?owner=1&registry=bunda-demo$/);
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  if (expected.parcel) {
    await expect(page.getByRole('heading', { name: 'Dikirim ke orang tua' })).toBeVisible();
    await expect(page.getByTestId('ship-to')).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Tanpa pengiriman' })).toBeVisible();
    await expect(page.getByTestId('ship-to')).toHaveCount(0);
    await expect(page.getByText(/^Patungan Rp\s/)).toBeVisible();
  }
  // The giver never picks or types an address for a registry gift.
  await expect(page.getByRole('link', { name: 'Tambah alamat' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ganti' })).toHaveCount(0);
  // The full price, shipping included, before paying.
  await expect(page.getByTestId('buy-shipping')).toHaveText(rupiah(expected.shipping));
  await expect(page.getByTestId('buy-total')).toHaveText(rupiah(expected.total));
  await page.getByLabel('BCA Virtual Account').check();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const orderId = /\/payment\/(\d+)$/.exec(page.url())![1]!;
  // The price she pays is the price she saw.
  await expect(page.getByTestId('payment-total')).toHaveText(rupiah(expected.total));
  // Issue 28: the page shows how to pay and until when; the gateway (control route) settles it, the page reads it.
  await expect(page.getByTestId('payment-deadline')).toContainText(/^Bayar sebelum \S+, \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/);
  await expect(page.getByTestId('va-number')).toHaveText(/^\d{16}$/);
  await settlePayment(page.request, orderId);
  await page.getByRole('button', { name: 'Cek status pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment\/finish\?order=\d+$/);
  await expect(page.getByTestId('finish-total')).toHaveText(rupiah(expected.total));
  return orderId;
}

async function ownerLacakKado(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?from=${encodeURIComponent('/registry/ucapan')}`);
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByLabel('Email atau nomor HP').fill(OWNER.email);
  await form.getByLabel('Kata sandi').fill(OWNER.password);
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/registry\/ucapan$/);
  await waitForScreen(page);
  return { context, page };
}

test('a. a guest with no account reserves, buys and pays; the gift ships to the owner and reaches Selesai', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  // The whole journey runs under the server's Content-Security-Policy (docs/security.md): nothing is refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) refused.push(message.text());
  });
  const price = await giftPrice(page, 16);
  const home = await ownerAddress(page);

  // What is still needed and what others already took.
  await expect(giftCard(page, 17).getByText('Sudah dipilih pemberi lain')).toBeVisible();
  const gift = giftCard(page, 16);
  await expect(gift.getByTestId('gift-badge')).toHaveText('Tersedia');
  // 7b: each action says what it means before she commits.
  await expect(gift.getByText(/Reservasi: kado ditahan untukmu/)).toBeVisible();

  await gift.getByRole('button', { name: 'Reservasi' }).click();
  await sayWhoIAm(page, 'Nenek Ratna', '081277770001');
  await expect(toastText(page, 'Kado berhasil direservasi')).toBeVisible();
  await expect(gift.getByTestId('gift-badge')).toHaveText('Direservasi');
  await expect(gift.getByText('Reservasi kamu')).toBeVisible();
  // An unpaid hold lasts a day (decision 0185); she is told until when.
  await expect(gift.getByTestId('held-until')).toContainText(/^Ditahan untukmu sampai \d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB/);
  // No OTP wall, no registration form: she is still on the registry.
  await expect(page).toHaveURL(new RegExp(`${REGISTRY}$`));

  const orderId = await payGiftCart(page, { shipping: 18000, total: price + 18000, parcel: true });

  // The order ships to the owner: the courier's view of it carries the owner's primary address.
  const guestToken = (await context.cookies()).find((c) => c.name === 'kado_at')!.value;
  const mine = ((await (await page.request.get(`/api/v1/orders/${orderId}`, { headers: { authorization: `Bearer ${guestToken}` } })).json()) as { data: WireOrder }).data;
  expect(mine.status).toBe('paid');
  expect(mine.address).toBeNull();
  expect(mine.ship_to?.receiver_name).toBe(home.receiver_name);
  expect(mine.total).toBe(price + 18000);

  // Back on the registry, her gift says she gave it, not that someone else took it.
  await page.getByRole('link', { name: /^Kembali ke registry / }).click();
  await expect(page).toHaveURL(new RegExp(`${REGISTRY}$`));
  await expect(gift.getByTestId('gift-given')).toContainText('Kado dari kamu');
  await expect(gift.getByText('Sudah dipilih pemberi lain')).toHaveCount(0);
  await expect(gift.getByTestId('gift-badge')).toHaveText('Dikemas');
  await expectNoSeriousA11yViolations(page, 'registry after paying');

  // The owner follows it on Lacak Kado through the courier's steps.
  const owner = await ownerLacakKado(browser);
  const tracked = giftCard(owner.page, 16);
  await expect(tracked.getByTestId('gift-badge')).toHaveText('Dikemas');
  const accepted = await advanceGift(page, 16);
  expect(String(accepted.id)).toBe(orderId);
  expect(accepted.ship_to?.address).toBe(home.address);
  expect(accepted.ship_to?.receiver_phone).toBe(home.receiver_phone);
  await advanceGift(page, 16);
  await owner.page.reload();
  await expect(giftCard(owner.page, 16).getByTestId('gift-badge')).toHaveText('Dikirim');
  const delivered = await advanceGift(page, 16);
  expect(delivered.status).toBe('delivered');
  await owner.page.reload();
  await expect(giftCard(owner.page, 16).getByTestId('gift-badge')).toHaveText('Selesai');
  // And on the public page.
  await page.reload();
  await expect(giftCard(page, 16).getByTestId('gift-badge')).toHaveText('Selesai');
  expect(refused).toEqual([]);
  await owner.context.close();
  await context.close();
});

test("b. with the owner's address hidden, nothing the giver's browser receives holds the street or phone", async ({ browser }) => {
  // The owner hides her address.
  const owner = await ownerLacakKado(browser);
  await owner.page.goto('/registry/setting');
  await waitForScreen(owner.page);
  await owner.page.getByRole('combobox', { name: 'Alamat' }).selectOption('hidden');
  await expect(toastText(owner.page, 'Alamat disembunyikan dari pemberi kado')).toBeVisible();
  await expect(owner.page.getByTestId('address-visibility-hint')).toHaveText(/hanya melihat nama depan penerima dan kota/);
  const home = await ownerAddress(owner.page);
  // The receiver's name is the owner's public name here; her street, phone and postal code are what must not travel.
  const secrets = [home.address, home.receiver_phone, `"${home.postal_code}"`].filter((s) => s.trim().length >= 5);
  expect(secrets.length).toBe(3);

  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: { url: string; text: string }[] = [];
  page.on('response', (res: Response) => {
    void res.text().then((text) => bodies.push({ url: res.url(), text }), () => undefined);
  });
  await page.goto(REGISTRY);
  await waitForScreen(page);
  const firstName = home.receiver_name.split(/\s+/)[0]!;
  await expect(page.getByTestId('ship-to')).toContainText(`Dikirim ke ${firstName}`);

  const price = await giftPrice(page, 16);
  await giftCard(page, 16).getByRole('button', { name: 'Beli', exact: true }).click();
  await sayWhoIAm(page, 'Tante Wulan', 'wulan.tamu@contoh.id');
  await expect(toastText(page, 'Barang berhasil ditambahkan ke keranjang')).toBeVisible();
  await payGiftCart(page, { shipping: 18000, total: price + 18000, parcel: true });
  // Her order page and its tracking: still the masked line only.
  await page.goto(`/payment/${/order=(\d+)/.exec(page.url())![1]}`);
  await expect(page.getByTestId('ship-to')).toContainText(`Dikirim ke ${firstName}`);
  // Not 'networkidle': the app's late layers (service worker, update checks) keep the network busy on a slow host.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);

  expect(bodies.length).toBeGreaterThan(10);
  for (const secret of secrets) {
    const leaks = bodies.filter((b) => b.text.includes(secret)).map((b) => b.url);
    expect(leaks, `"${secret}" reached the giver's browser`).toEqual([]);
  }
  await owner.context.close();
  await context.close();
});

test('c. three guests chip in for one gift; the too-large part is refused, then the right amount; one order ships', async ({ browser }) => {
  const a = await freshGuest(browser, true);
  const price = await giftPrice(a.page, 1);
  const first = Math.floor(price / 3);
  const second = Math.floor(price / 3);
  const last = price - first - second;

  // Guest A chips in and pays: no address, no shipping, the line reads as a contribution.
  await giftCard(a.page, 1).getByRole('button', { name: 'Patungan' }).click();
  await sayWhoIAm(a.page, 'Om Dedi', '081277770002');
  const modalA = a.page.getByRole('dialog', { name: 'Patungan kado' });
  await modalA.getByLabel('Nominal (Rp)').fill(String(first));
  await modalA.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(toastText(a.page, 'Patungan berhasil ditambahkan ke keranjang')).toBeVisible();
  await payGiftCart(a.page, { shipping: 0, total: first, parcel: false });

  // Guest C opens the page now: she sees what is left after A.
  const c = await freshGuest(browser, true);
  await expect(giftCard(c.page, 1).getByTestId('gift-sharing')).toContainText(`Sisa ${rupiah(price - first)} lagi`);

  // Guest B chips in (in her cart, not paid yet).
  const b = await freshGuest(browser, true);
  await giftCard(b.page, 1).getByRole('button', { name: 'Patungan' }).click();
  await sayWhoIAm(b.page, 'Bude Ani', 'ani.tamu@contoh.id');
  const modalB = b.page.getByRole('dialog', { name: 'Patungan kado' });
  await modalB.getByLabel('Nominal (Rp)').fill(String(second));
  await modalB.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(toastText(b.page, 'Patungan berhasil ditambahkan ke keranjang')).toBeVisible();

  // C asks to give all that was left when she opened the page: refused, with the amount she may give.
  await giftCard(c.page, 1).getByRole('button', { name: 'Patungan' }).click();
  await sayWhoIAm(c.page, 'Kak Tari', '081277770003');
  const modalC = c.page.getByRole('dialog', { name: 'Patungan kado' });
  const field = modalC.getByLabel('Nominal (Rp)');
  await field.fill(String(price - first));
  await modalC.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(modalC.getByText(`Nominal maksimal ${rupiah(last).replace(' ', '')}`)).toBeVisible();
  await expect(field).toHaveValue(String(price - first)); // nothing she typed is lost
  await field.fill(String(last));
  await modalC.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(toastText(c.page, 'Patungan berhasil ditambahkan ke keranjang')).toBeVisible();

  await payGiftCart(b.page, { shipping: 0, total: second, parcel: false });
  await payGiftCart(c.page, { shipping: 0, total: last, parcel: false });

  // Fully funded: one order ships to the owner, through the courier's steps to Selesai.
  const o1 = await advanceGift(a.page, 1);
  const o2 = await advanceGift(a.page, 1);
  const o3 = await advanceGift(a.page, 1);
  expect(new Set([o1.id, o2.id, o3.id]).size).toBe(1);
  expect(o3.status).toBe('delivered');
  expect(o3.shipping_cost).toBe(0);
  expect(o3.items.every((i) => i.contribution === null && i.gift_product_id === 1)).toBe(true);
  const owner = await ownerLacakKado(browser);
  await showAllGifts(owner.page);
  await expect(giftCard(owner.page, 1).getByTestId('gift-badge')).toHaveText('Selesai');
  await a.page.goto(REGISTRY);
  await showAllGifts(a.page);
  await expect(giftCard(a.page, 1).getByTestId('gift-given')).toContainText('Kado dari kamu');
  for (const x of [a, b, c, owner]) await x.context.close();
});

test('d. two guests race for the last unit: exactly one gets it, the other is told plainly and sees the list refreshed', async ({ browser }) => {
  const one = await freshGuest(browser);
  const two = await freshGuest(browser);
  await giftCard(one.page, 16).getByRole('button', { name: 'Beli', exact: true }).click();
  await giftCard(two.page, 16).getByRole('button', { name: 'Beli', exact: true }).click();
  for (const [page, name, contact] of [[one.page, 'Mbak Yuni', 'yuni@contoh.id'], [two.page, 'Mas Bayu', '081277770004']] as const) {
    const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
    await who.getByLabel('Nama').fill(name);
    await who.getByLabel('Email atau nomor HP').fill(contact);
  }
  await Promise.all([one, two].map(({ page }) => page.getByRole('dialog', { name: 'Siapa nama kamu?' }).getByRole('button', { name: 'Lanjutkan' }).click()));
  const count = async (text: string) => (await toastText(one.page, text).count()) + (await toastText(two.page, text).count());
  await expect.poll(() => count('Barang berhasil ditambahkan ke keranjang')).toBe(1);
  await expect.poll(() => count('baru saja dipilih pemberi lain')).toBe(1);
  const loser = (await toastText(one.page, 'baru saja dipilih pemberi lain').count()) === 1 ? one.page : two.page;
  await expect(giftCard(loser, 16).getByTestId('gift-badge')).toHaveText('Di Keranjang');
  await expect(giftCard(loser, 16).getByText('Sudah dipilih pemberi lain')).toBeVisible();
  // She is signed in as a guest already: her next gift needs no second form.
  await giftCard(loser, 15).getByRole('button', { name: 'Reservasi' }).click();
  await expect(toastText(loser, 'Kado berhasil direservasi')).toBeVisible();
  await one.context.close();
  await two.context.close();
});

test('e. one unit of three; the booked cart survives reload, back and the address routes', async ({ browser }) => {
  const { context, page } = await freshGuest(browser);
  const gift = giftCard(page, 15);
  await expect(gift.getByTestId('gift-units')).toHaveText('3 dari 3 lagi');
  await gift.getByRole('button', { name: 'Beli', exact: true }).click();
  await sayWhoIAm(page, 'Eyang Putri', '081277770005');
  await expect(toastText(page, 'Barang berhasil ditambahkan ke keranjang')).toBeVisible();
  // She took one unit; the gift still asks for two more.
  await expect(gift.getByTestId('gift-units')).toHaveText('2 dari 3 lagi');
  await expect(gift.getByRole('button', { name: 'Beli', exact: true })).toBeVisible();

  await page.getByTestId('gift-cart-bar').click();
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  const lines = page.getByTestId('buy-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('1 ×');

  await page.reload();
  await expect(lines).toHaveCount(1);
  for (const path of ['/address/search-pinpoint', '/address/pinpoint', '/address/add?from=%2Fbuy&to=%2Fbuy']) {
    await page.goto(path);
    await page.goBack();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(lines).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Dikirim ke orang tua' })).toBeVisible();
  await context.close();
});
