import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForScreen } from './helpers';

// Issue 16 item 4, "Done when" 3 (decisions 0224, 0225): offline, the registry opens from the kept copy with its
// date; a reservation queued offline is sent on reconnect; a queued one for a gift taken meanwhile is refused plainly.
// The service worker is on (it keeps the copy); nothing here intercepts the network.

const REGISTRY = '/registry/bunda-demo';
const giftCard = (page: Page, id: string) => page.locator(`[data-gift-id="${id}"]`);
const toastText = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

async function sayWhoIAm(page: Page, name: string, contact: string): Promise<void> {
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill(name);
  await who.getByLabel('Email atau nomor HP').fill(contact);
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
}

/** Ids of the gifts on the page that a giver can still reserve (single: only those wanted once). */
async function freeGiftIds(page: Page, single: boolean): Promise<string[]> {
  const open = page.locator('[data-gift-id]').filter({ has: page.getByRole('button', { name: 'Reservasi', exact: true }) });
  const free = single ? open.filter({ hasText: /Jumlah: 1(?!\d)/ }) : open;
  await expect(free.first()).toBeVisible();
  return free.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-gift-id') ?? ''));
}

async function openRegistry(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(REGISTRY);
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: "Sari's Baby Registry", level: 2 })).toBeVisible();
  return { context, page };
}

test('offline: the registry opens from the kept copy with its date; queued reservations are sent on reconnect, one taken meanwhile is refused plainly', async ({ browser }) => {
  const a = await openRegistry(browser);
  await a.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const [wanted, contested] = await freeGiftIds(a.page, true);
  const first = (await freeGiftIds(a.page, false)).find((id) => id !== wanted && id !== contested);
  expect(contested).toBeTruthy();
  expect(first).toBeTruthy();

  // Online, the guest says who she is with a first reservation; the page she sees is kept.
  await giftCard(a.page, first!).getByRole('button', { name: 'Reservasi', exact: true }).click();
  await sayWhoIAm(a.page, 'Tante Rina', '081277770011');
  await expect(toastText(a.page, 'Kado berhasil direservasi')).toBeVisible();
  await a.page.reload();
  await waitForScreen(a.page);
  await expect(a.page.getByTestId('kept-copy')).toHaveCount(0);
  await expect(a.page.locator('[data-gift-id]').first()).toBeVisible();

  // The signal drops: the page opens from the kept copy and says when it was kept.
  await a.context.setOffline(true);
  await a.page.reload();
  await waitForScreen(a.page);
  await expect(a.page.getByRole('heading', { name: "Sari's Baby Registry", level: 2 })).toBeVisible();
  await expect(a.page.getByTestId('kept-copy')).toContainText(/^Terakhir diperbarui \d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB/);
  await expect(a.page.getByText('Kamu sedang offline. Periksa koneksi internetmu.')).toBeVisible();

  // Two reservations made offline wait, shown as pending.
  for (const id of [wanted!, contested!]) {
    await giftCard(a.page, id).getByRole('button', { name: 'Reservasi', exact: true }).click();
    await expect(giftCard(a.page, id).getByTestId('gift-queued')).toHaveText('Menunggu koneksi: reservasimu akan dikirim otomatis saat online.');
  }
  await expect(toastText(a.page, 'Reservasi disimpan dan akan dikirim saat koneksi kembali').first()).toBeVisible();
  await a.page.screenshot({ path: test.info().outputPath('registry-offline.png') });
  await expectNoSeriousA11yViolations(a.page, 'registry offline');

  // Meanwhile another guest, online, takes one of them.
  const b = await openRegistry(browser);
  await giftCard(b.page, contested!).getByRole('button', { name: 'Reservasi', exact: true }).click();
  await sayWhoIAm(b.page, 'Om Budi', '081277770012');
  await expect(toastText(b.page, 'Kado berhasil direservasi')).toBeVisible();

  // The connection returns: one goes through, the other is refused plainly and nothing else changes.
  await a.context.setOffline(false);
  await expect(giftCard(a.page, wanted!).getByText('Reservasi kamu')).toBeVisible();
  await expect(toastText(a.page, /Reservasi .+ sudah terkirim\./)).toBeVisible();
  const refused = a.page.getByTestId('queued-refused');
  await expect(refused).toContainText(/^Maaf, .+ sudah dipilih pemberi lain saat kamu offline\. Reservasimu tidak dikirim dan tidak ada yang berubah\./);
  await expect(giftCard(a.page, contested!).getByText('Sudah dipilih pemberi lain', { exact: true })).toBeVisible();
  await expect(giftCard(a.page, contested!).getByTestId('gift-refused')).toHaveText('Reservasimu saat offline tidak dikirim: kado ini sudah dipilih pemberi lain.');
  await giftCard(a.page, contested!).scrollIntoViewIfNeeded();
  await expect(a.page.getByTestId('gift-queued')).toHaveCount(0);
  await a.page.screenshot({ path: test.info().outputPath('registry-refused.png') });
  await refused.getByRole('button', { name: 'Mengerti' }).click();
  await expect(refused).toHaveCount(0);

  // The other guest still holds hers.
  await b.page.reload();
  await expect(giftCard(b.page, contested!).getByText('Reservasi kamu')).toBeVisible();
  await a.context.close();
  await b.context.close();
});
