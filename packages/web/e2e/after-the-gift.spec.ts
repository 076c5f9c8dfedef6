import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations, ownerAt, waitForScreen } from './helpers';

// The journeys intercept the portal with page.route, which cannot see what a service worker answers (decision 0220).
test.use({ serviceWorkers: 'block' });

// Issue 16 "Done when" 4 and 5, and item 6: surprise mode, proof of an outside purchase, the thank-you list.
// Decisions 0265-0267. Each test uses fresh browser contexts: the owner's, and a guest's with no account.

const REGISTRY = '/registry/bunda-demo';
const LAMP = 12; // 'Lampu Tidur Bulan', an external TikTok gift nobody has taken in the seed

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

const toastText = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
const giftCard = (page: Page, id: number) => page.locator(`[data-gift-id="${id}"]`);

/** With SHOTS=1, a 390 px screenshot for a human look (in /tmp, never in the repository). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/after-the-gift/${name}.png`, fullPage: true });
}

/** The Jakarta calendar day `days` after now, as a date input takes it. */
function jakartaDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A guest with no account reserves the lamp, buys it at TikTok and marks it bought. */
async function guestBuysLamp(browser: Browser, name: string, phone: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(REGISTRY);
  await waitForScreen(page);
  const gift = giftCard(page, LAMP);
  await gift.getByRole('button', { name: 'Reservasi' }).click();
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill(name);
  await who.getByLabel('Email atau nomor HP').fill(phone);
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(toastText(page, 'Kado berhasil direservasi')).toBeVisible();
  await gift.getByRole('button', { name: 'Beli di TikTok' }).click();
  await expect(page).toHaveURL(new RegExp(`/registry/external-checkout/${LAMP}\\?registry=bunda-demo$`));
  await page.getByRole('button', { name: 'Saya sudah membeli' }).click();
  // It asks first (issue 31: one tap marked the gift bought for every other giver).
  await page.getByRole('dialog', { name: /^Sudah membeli kado ini di / }).getByRole('button', { name: 'Ya, sudah dibeli' }).click();
  await expect(toastText(page, 'Terima kasih! Kado ditandai sudah dibeli')).toBeVisible();
  await expect(page).toHaveURL(/\/registry\/bunda-demo$/);
  await expect(giftCard(page, LAMP).getByTestId('gift-given')).toBeVisible();
  return { context, page };
}

/** Every JSON answer of the portal the page receives, as text. */
function recordAnswers(page: Page): { url: string; body: string }[] {
  const answers: { url: string; body: string }[] = [];
  page.on('response', (res: Response) => {
    if (!new URL(res.url()).pathname.startsWith('/api/')) return;
    void res.text().then((body) => answers.push({ url: res.url(), body }), () => undefined);
  });
  return answers;
}

test('Surprise mode hides the givers\' names from the owner until the reveal date (clock moved in the test), then shows them', async ({ browser }) => {
  const reveal = jakartaDay(2);
  const owner = await ownerAt(browser, '/registry/setting');
  const card = owner.page.getByRole('form', { name: 'Mode kejutan' });
  await expect(card.getByTestId('surprise-status')).toHaveText('Mode kejutan tidak aktif: kamu melihat semua nama pemberi.');
  // The due date (HPL) is her default reveal day; she picks an earlier one.
  await expect(card.getByLabel('Perkiraan lahir (HPL)')).not.toHaveValue('');
  await card.getByLabel('Rahasiakan nama pemberi kado').check();
  await card.getByLabel('Buka kejutan pada').fill(jakartaDay(-3));
  await card.getByRole('button', { name: 'Simpan mode kejutan' }).click();
  await expect(card.getByText('Tanggal buka kejutan tidak boleh sebelum hari ini')).toBeVisible();
  await card.getByLabel('Buka kejutan pada').fill(reveal);
  await card.getByRole('button', { name: 'Simpan mode kejutan' }).click();
  await expect(toastText(owner.page, 'Mode kejutan disimpan')).toBeVisible();
  await expect(card.getByTestId('surprise-status')).toHaveText(/^Kejutan dibuka pada \d{1,2} \w+ \d{4}\.$/);
  // The gift list under it is asked again: the names it showed are gone at once.
  await expect(giftCard(owner.page, 10)).toContainText('Baby Monitor Kamera WiFi');
  await expect(owner.page.locator('main')).not.toContainText(/Oleh (Tante Rina|Om Budi|Kak Lina)/);
  await expectNoSeriousA11yViolations(owner.page, '/registry/setting (surprise)');
  await card.scrollIntoViewIfNeeded();
  await shot(owner.page, 'surprise-settings');

  // A guest gives meanwhile; guests still see what is taken.
  const guest = await guestBuysLamp(browser, 'Bu Kinanti', '081298765432');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(REGISTRY);
  await waitForScreen(otherPage);
  await expect(giftCard(otherPage, LAMP).getByTestId('gift-badge')).toHaveText('Dibeli');

  // Lacak Kado in surprise mode: counts only, no names, and none in what the browser receives.
  const answers = recordAnswers(owner.page);
  await owner.page.goto('/registry/ucapan');
  await waitForScreen(owner.page);
  const banner = owner.page.getByTestId('surprise-banner');
  await expect(banner).toContainText(/\d+ kado sudah dipilih/);
  await expect(banner).toContainText('Nama pemberi dirahasiakan sampai');
  await expect(owner.page.getByTestId('thank-you-hidden')).toBeVisible();
  await expect(giftCard(owner.page, LAMP).getByTestId('gift-badge')).toHaveText('Dibeli');
  await expect(owner.page.locator('main')).not.toContainText('Bu Kinanti');
  await expect(owner.page.locator('main')).not.toContainText(/Oleh (Tante Rina|Om Budi|Kak Lina)/);
  await expect.poll(() => answers.some((a) => a.url.includes('/v2/gifts/thank-you'))).toBe(true);
  await expect.poll(() => answers.some((a) => a.url.includes('/v2/gift-products/bunda-demo'))).toBe(true);
  for (const a of answers) {
    expect(a.body, a.url).not.toContain('Kinanti');
    // Greetings keep their writers' names (words to her), never which gift they gave; every gift answer is nameless.
    if (!a.url.includes('/greetings')) for (const giver of ['Tante Rina', 'Om Budi', 'Kak Lina']) expect(a.body, a.url).not.toContain(giver);
  }
  await expectNoSeriousA11yViolations(owner.page, '/registry/ucapan (surprise)');
  await shot(owner.page, 'lacak-kado-surprise');

  // Two days later (the portal's clock moved): the surprise opens.
  const moved = await owner.page.request.post('/api/__control/clock', { data: { advance_days: 2 } });
  expect(moved.status(), await moved.text()).toBe(200);
  await owner.page.reload();
  await waitForScreen(owner.page);
  await expect(owner.page.getByTestId('surprise-banner')).toHaveCount(0);
  const kinanti = owner.page.getByTestId('thank-you-giver').filter({ hasText: 'Bu Kinanti' });
  await expect(kinanti).toContainText('Lampu Tidur Bulan');
  await expect(giftCard(owner.page, 8)).toContainText('Oleh Tante Rina');
  const wa = kinanti.getByRole('link', { name: 'Kirim ucapan terima kasih ke Bu Kinanti lewat WhatsApp' });
  await expect(wa).toHaveAttribute('rel', 'noopener noreferrer');
  const href = (await wa.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/6281298765432?text=')).toBe(true);
  expect(decodeURIComponent(href.split('text=')[1]!)).toBe('Halo Bu Kinanti, terima kasih banyak atas kado Lampu Tidur Bulan untuk si kecil. Kami sangat senang menerimanya. Semoga kebaikanmu dibalas berlipat ganda. Salam hangat, Sari');
  await expectNoSeriousA11yViolations(owner.page, '/registry/ucapan (revealed)');
  await kinanti.scrollIntoViewIfNeeded();
  await shot(owner.page, 'lacak-kado-revealed');

  // 'Sudah berterima kasih' is kept by the portal (the box follows its answer, so a click, then the state).
  await kinanti.getByLabel('Sudah berterima kasih').click();
  await expect(kinanti.getByLabel('Sudah berterima kasih')).toBeChecked();
  await expect(kinanti).toHaveAttribute('data-thanked', 'true');
  await owner.page.reload();
  await waitForScreen(owner.page);
  await expect(owner.page.getByTestId('thank-you-giver').filter({ hasText: 'Bu Kinanti' }).getByLabel('Sudah berterima kasih')).toBeChecked();
  await Promise.all([owner.context.close(), guest.context.close(), other.close()]);
});

test('A resi added by a guest shows the courier\'s steps to the owner; a wrong resi clears the log with a message', async ({ browser }) => {
  const guest = await guestBuysLamp(browser, 'Bu Laras', '081298760001');
  await giftCard(guest.page, LAMP).getByRole('link', { name: 'Sudah dikirim? Tambahkan resi' }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/registry/external-checkout/${LAMP}\\?registry=bunda-demo$`));
  const form = guest.page.getByRole('form', { name: 'Sudah dikirim? Tambahkan resi' });
  await form.getByLabel('Kurir').selectOption('jnt');
  await form.getByLabel('Nomor resi').fill('JP12');
  await form.getByRole('button', { name: 'Simpan resi' }).click();
  await expect(form.getByText('Nomor resi harus 8 sampai 30 karakter')).toBeVisible();
  await expect(form.getByLabel('Nomor resi')).toHaveValue('JP12');
  await form.getByLabel('Nomor resi').fill('jp 1234 5678 90');
  await form.getByRole('button', { name: 'Simpan resi' }).click();
  await expect(toastText(guest.page, 'Resi tersimpan. Orang tua bisa melihat pengirimannya.')).toBeVisible();
  await expect(form.getByTestId('resi-saved')).toHaveText('Resi tersimpan: J&T Express JP1234567890');
  await expectNoSeriousA11yViolations(guest.page, '/registry/external-checkout/{id} (resi)');
  await form.scrollIntoViewIfNeeded();
  await shot(guest.page, 'resi-form');

  // The seller hands it to the courier (the fake courier's control route).
  const step = async () => {
    const res = await guest.page.request.post('/api/__control/parcels/advance', { data: { courier: 'jnt', awb: 'JP1234567890' } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await step();
  await step();

  const owner = await ownerAt(browser, '/registry/ucapan');
  const parcel = owner.page.getByTestId('external-parcel').filter({ hasText: 'Lampu Tidur Bulan' });
  await expect(parcel).toContainText('Resi J&T Express JP1234567890');
  const steps = parcel.getByTestId('parcel-step');
  await expect(steps.nth(2)).toHaveAttribute('data-reached', 'true');
  await expect(steps.nth(3)).toHaveAttribute('data-reached', 'false');
  await expect(parcel.getByTestId('parcel-history').locator('li')).toHaveCount(2);
  await expect(giftCard(owner.page, LAMP).getByTestId('gift-badge')).toHaveText('Dibeli');
  await expectNoSeriousA11yViolations(owner.page, '/registry/ucapan (parcel)');
  await parcel.scrollIntoViewIfNeeded();
  await shot(owner.page, 'lacak-kado-parcel');

  // Delivered: the gift is done.
  await step();
  await owner.page.reload();
  await waitForScreen(owner.page);
  await expect(giftCard(owner.page, LAMP).getByTestId('gift-badge')).toHaveText('Selesai');
  await expect(owner.page.getByTestId('external-parcel').getByTestId('parcel-step').nth(3)).toHaveAttribute('data-reached', 'true');

  // The guest corrects it to a resi the courier does not know: the log clears with a clear message.
  await form.getByLabel('Kurir').selectOption('jne');
  await form.getByLabel('Nomor resi').fill('SALAH12345');
  await form.getByRole('button', { name: 'Perbarui resi' }).click();
  await expect(form.getByTestId('resi-saved')).toHaveText('Resi tersimpan: JNE SALAH12345');
  await owner.page.reload();
  await waitForScreen(owner.page);
  const wrong = owner.page.getByTestId('external-parcel').filter({ hasText: 'Lampu Tidur Bulan' });
  await expect(wrong.getByText('Kurir belum mengenali resi ini. Bisa jadi nomor resinya salah; minta pemberi memeriksanya.')).toBeVisible();
  await expect(wrong.getByTestId('parcel-history')).toHaveCount(0);
  await expect(giftCard(owner.page, LAMP).getByTestId('gift-badge')).toHaveText('Dibeli');

  // And the spec's own rule: a tracking answer with the error flag clears a log already shown.
  await owner.page.route('**/api/v1/track?**', (route) => route.fulfill({ json: { data: { error: true, status: 'not_found', courier: 'jne', awb: 'X', history: [{ date: '2026-11-20T00:00:00.000Z', description: 'stale' }] } } }));
  await wrong.getByRole('button', { name: 'Perbarui' }).click();
  await expect(wrong.getByText('stale')).toHaveCount(0);
  await Promise.all([owner.context.close(), guest.context.close()]);
});
