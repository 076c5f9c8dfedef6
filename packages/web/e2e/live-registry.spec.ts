import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, waitForScreen } from './helpers';

// Issue 16 "Done when" 1 and 2: live no-double-gifting, with two and three browser contexts (decision 0260).

const REGISTRY = '/registry/bunda-demo';
const SHOTS = process.env.SHOTS_DIR;

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

const giftCard = (page: Page, id: string) => page.locator(`[data-gift-id="${id}"]`);

async function openGuest(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(REGISTRY);
  await waitForScreen(page);
  // The page is live: its change stream is open.
  await expect(page.locator('[aria-labelledby="registry-gifts-title"]')).toHaveAttribute('data-live', 'on');
  return { context, page };
}

/** The first gift on the page that anyone may still reserve (one unit, no patungan running). */
async function firstOpenGift(page: Page): Promise<string> {
  const card = page.locator('[data-gift-id]').filter({ has: page.getByRole('button', { name: 'Reservasi', exact: true }) }).filter({ hasNotText: 'lagi' }).first();
  await expect(card).toBeVisible();
  return (await card.getAttribute('data-gift-id'))!;
}

async function sayWhoIAm(page: Page, name: string, contact: string): Promise<void> {
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill(name);
  await who.getByLabel('Email atau nomor HP').fill(contact);
}

test('Guest A reserves; guest B\'s open page shows it taken within 2 s, without a reload; the owner\'s Lacak Kado too', async ({ browser }) => {
  const a = await openGuest(browser);
  const b = await openGuest(browser);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await loginAs(owner, 'ibu.demo@kado.test');
  await owner.goto('/registry/ucapan');
  await waitForScreen(owner);
  await expect(owner.locator('[aria-labelledby="track-gifts-title"]')).toHaveAttribute('data-live', 'on');

  const id = await firstOpenGift(a.page);
  await expect(giftCard(b.page, id).getByRole('button', { name: 'Reservasi', exact: true })).toBeVisible();
  const ownerCard = giftCard(owner, id);
  await expect(ownerCard).toBeVisible();
  const reservedBadge = ownerCard.locator('.gift-badge').filter({ hasText: 'Direservasi' });
  await expect(reservedBadge).toHaveCount(0);
  // B's page must not load again: a marker on its window would vanish with a reload.
  await b.page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));

  await giftCard(a.page, id).getByRole('button', { name: 'Reservasi', exact: true }).click();
  await sayWhoIAm(a.page, 'Tante Ani', '081299990001');
  await a.page.getByRole('dialog', { name: 'Siapa nama kamu?' }).getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(a.page.locator('.toast').filter({ hasText: 'Kado berhasil direservasi' })).toBeVisible();
  const reservedAt = Date.now();

  await expect(giftCard(b.page, id).getByText('Sudah dipilih pemberi lain')).toBeVisible({ timeout: 2000 });
  await expect(giftCard(b.page, id).getByRole('button', { name: 'Reservasi', exact: true })).toHaveCount(0);
  await expect(reservedBadge).toHaveCount(1, { timeout: 2000 });
  expect(Date.now() - reservedAt).toBeLessThan(2000);
  expect(await b.page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);

  if (SHOTS) await giftCard(b.page, id).screenshot({ path: `${SHOTS}/live-guest-b-taken.png` });
  if (SHOTS) await b.page.screenshot({ path: `${SHOTS}/live-guest-b.png` });

  // A cancels: B sees it free again, still without a reload.
  await giftCard(a.page, id).getByRole('button', { name: 'Batalkan' }).click();
  await expect(giftCard(b.page, id).getByRole('button', { name: 'Reservasi', exact: true })).toBeVisible({ timeout: 2000 });
  await expect(reservedBadge).toHaveCount(0, { timeout: 2000 });
  await expectNoSeriousA11yViolations(b.page);
  await Promise.all([a.context.close(), b.context.close(), ownerContext.close()]);
});

test('Both guests reserve the last item at once: one wins, the other sees the message and the updated list', async ({ browser }) => {
  const a = await openGuest(browser);
  const b = await openGuest(browser);
  const id = await firstOpenGift(a.page);

  // Both had typed a greeting meanwhile: the loser's must still be there after she lost.
  const greeting = 'Semoga sehat selalu, Dedek!';
  for (const page of [a.page, b.page]) await page.getByRole('textbox', { name: 'Ucapan' }).fill(greeting);

  for (const [page, name, phone] of [[a.page, 'Tante Ani', '081299990011'], [b.page, 'Om Budi', '081299990012']] as const) {
    await giftCard(page, id).getByRole('button', { name: 'Reservasi', exact: true }).click();
    await sayWhoIAm(page, name, phone);
  }
  const submit = (page: Page) => page.getByRole('dialog', { name: 'Siapa nama kamu?' }).getByRole('button', { name: 'Lanjutkan' }).click();
  await Promise.all([submit(a.page), submit(b.page)]);

  const won = (page: Page) => page.locator('.toast').filter({ hasText: 'Kado berhasil direservasi' });
  await expect.poll(async () => (await won(a.page).count()) + (await won(b.page).count()), { timeout: 5000 }).toBe(1);
  const [winner, loser] = (await won(a.page).count()) === 1 ? [a.page, b.page] : [b.page, a.page];

  const lost = giftCard(loser, id);
  await expect(lost.getByTestId('gift-lost-race')).toHaveText('Kado ini baru saja dipilih pemberi lain. Daftar sudah diperbarui, silakan pilih kado lain.');
  await expect(lost.getByText('Sudah dipilih pemberi lain')).toBeVisible();
  await expect(loser.locator('.toast').filter({ hasText: 'Kado ini baru saja dipilih pemberi lain.' })).toBeVisible();
  await expect(lost.getByRole('button', { name: 'Reservasi', exact: true })).toHaveCount(0);
  await expect(giftCard(winner, id).getByRole('button', { name: 'Batalkan' })).toBeVisible();
  // Nothing the loser typed is lost.
  await expect(loser.getByRole('textbox', { name: 'Ucapan' })).toHaveValue(greeting);
  if (SHOTS) await loser.screenshot({ path: `${SHOTS}/live-race-loser.png` });
  await expectNoSeriousA11yViolations(loser);
  await Promise.all([a.context.close(), b.context.close()]);
});
