import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

// Issue 31, "the registry jumps": a walk at 390 px saw the gift list move down about 250 px some 1.6 s after load, as
// something above it appeared, after Lighthouse's CLS window. The 250 px jump itself was not reproduced (guest, owner
// and a signed-in giver; first load, reload and a returning visit with the service worker's kept copy; pictures slowed
// to 1.5 s; the network throttled by CDP to 300-5000 ms latency and 100-200 kB/s with the CPU 4x slower). One late
// insertion above the list was found: the gift cart bar (last test). These journeys record every layout shift of the
// page for 5 s after load and where the gift list's top is, and fail on a shift or on a list that moves.

const REGISTRY = '/registry/bunda-demo';
const WATCH_MS = 5_000;

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

interface Shift { readonly at: number; readonly value: number; readonly sources: readonly string[] }

/** Records layout shifts from the document's start (buffered), with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'}.${(s.node as Element | undefined)?.className ?? ''} y ${s.previousRect.y} -> ${s.currentRect.y}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Pictures answer 1.5 s late, as on a weak signal (the walk's case: the list moved while they loaded). */
async function slowPictures(page: Page): Promise<void> {
  await page.route(/\.(svg|png|jpe?g|webp)(\?|$)|\/api\/images\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

/** Opens (or reloads) the registry and watches it settle: its shifts, and the gift list's top at first sight and at the end. */
async function watch(page: Page, open: () => Promise<unknown>): Promise<{ shifts: Shift[]; firstTop: number; lastTop: number }> {
  await open();
  const list = page.getByTestId('gift-card').first();
  await list.waitFor({ state: 'visible' });
  // The first sight may be the server's copy of the page, which the app's own render replaces (decision 0510): the
  // list is measured wherever it is then, and must not have moved by the end.
  const top = async (): Promise<number> => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const box = await list.boundingBox();
      if (box) return box.y;
      await page.waitForTimeout(50);
    }
    throw new Error('the gift list is not on screen');
  };
  const firstTop = await top();
  await page.waitForTimeout(WATCH_MS);
  const lastTop = await top();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { shifts, firstTop, lastTop };
}

for (const who of ['a guest', 'the owner'] as const) {
  test(`the registry does not jump for ${who} at 390 px, first load and reload, pictures slow`, async ({ page }) => {
    if (who === 'the owner') await loginAs(page, 'ibu.demo@kado.test');
    await recordShifts(page);
    await slowPictures(page);
    for (const [label, open] of [['load', () => page.goto(REGISTRY)], ['reload', () => page.reload()]] as const) {
      const { shifts, firstTop, lastTop } = await watch(page, open);
      expect(shifts, `${label}: layout shifts`).toEqual([]);
      expect(lastTop, `${label}: the gift list's top`).toBe(firstTop);
    }
  });
}

// The one late insertion above the list found (2026-11-28): a giver with a registry gift in her cart sees 'Lihat
// Keranjang Kado' once her gift cart is read, after the registry is on screen. On a slow connection that read comes
// late (here held back 2 s), and the bar appeared above the gifts and pushed them down. It now floats at the bottom.
test('the registry does not jump when the gift cart is read late for a giver with a gift in her cart', async ({ page }) => {
  await page.goto(REGISTRY);
  await page.getByTestId('gift-card').first().waitFor({ state: 'visible' });
  const gift = page.locator('[data-gift-id="16"]');
  await gift.getByRole('button', { name: 'Beli', exact: true }).click();
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill('Tante Mira');
  await who.getByLabel('Email atau nomor HP').fill('mira.tamu@contoh.id');
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByTestId('gift-cart-bar')).toBeVisible();

  await recordShifts(page);
  await page.route(/\/api\/v1\/carts(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const { shifts, firstTop, lastTop } = await watch(page, () => page.reload());
  await expect(page.getByTestId('gift-cart-bar')).toBeVisible();
  expect(shifts, 'layout shifts').toEqual([]);
  expect(lastTop, "the gift list's top").toBe(firstTop);
});
