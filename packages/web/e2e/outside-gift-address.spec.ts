import { expect, test, type Browser, type Page } from '@playwright/test';
import { dismissAddressPrompt, expectNoSeriousA11yViolations, waitForScreen } from './helpers';

// Issue 31, a gift bought on another shop (decision 0530): the guest who holds bunda-demo's TikTok gift (12) sees the
// owner's full address and phone, copies it in one tap for the shop's form; another guest still sees the area only.

const STREET = 'Jl. Melawai Raya No. 12, RT 02/RW 04';
const PHONE = '081234567801';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

const giftCard = (page: Page, id: number) => page.locator(`[data-gift-id="${id}"]`);

async function guestAt(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await waitForScreen(page);
  return { context, page };
}

test('the guest who holds an outside-shop gift sees the full address, copies it, and no one else sees it', async ({ browser, baseURL }) => {
  const holder = await guestAt(browser, baseURL!, '/registry/bunda-demo');
  const page = holder.page;
  const gift = giftCard(page, 12);
  await expect(gift.getByTestId('gift-badge')).toHaveText('Tersedia');
  await gift.getByRole('button', { name: 'Reservasi' }).click();
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill('Kak Dewi');
  await who.getByLabel('Email atau nomor HP').fill('dewi.tamu@contoh.id');
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Kado berhasil direservasi' })).toBeVisible();
  await dismissAddressPrompt(page);
  await gift.getByRole('button', { name: /^Beli di / }).click();
  await expect(page).toHaveURL(/\/registry\/external-checkout\/12\?registry=bunda-demo$/);
  await expect(page).not.toHaveURL(/\/login/);
  const shipTo = page.getByTestId('ship-to');
  await expect(shipTo).toContainText(STREET);
  await expect(shipTo).toContainText(PHONE);
  await expect(shipTo).toContainText('Alamat lengkap ini hanya tampil untukmu selama kamu memegang kado ini.');
  await expectNoSeriousA11yViolations(page, '/registry/external-checkout/12 (holder)');
  await page.getByRole('button', { name: 'Salin alamat' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Alamat berhasil disalin' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(STREET);
  expect(copied).toContain(PHONE);

  // Another guest sees the registry's address at the area level only: the street and phone are the holder's alone.
  const other = await guestAt(browser, baseURL!, '/registry/bunda-demo');
  await expect(giftCard(other.page, 12).getByTestId('gift-badge')).toHaveText('Direservasi');
  await expect(other.page.getByTestId('ship-to').first()).toBeVisible();
  await expect(other.page.getByText(STREET)).toHaveCount(0);
  await expect(other.page.getByText(PHONE)).toHaveCount(0);

  // She lets it go: back on its checkout, the street is gone, and reserving there shows it again.
  await page.goto('/registry/bunda-demo');
  await waitForScreen(page);
  await giftCard(page, 12).getByRole('button', { name: 'Batalkan Reservasi' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Reservasi berhasil dibatalkan' })).toBeVisible();
  await page.goto('/registry/external-checkout/12?registry=bunda-demo');
  await expect(page.getByTestId('ship-to')).toBeVisible();
  await expect(page.getByTestId('ship-to')).not.toContainText(STREET);
  await page.getByTestId('reserve-for-address').getByRole('button', { name: 'Reservasi untuk melihat alamat' }).click();
  await expect(page.getByTestId('ship-to')).toContainText(STREET);
  await holder.context.close();
  await other.context.close();
});
