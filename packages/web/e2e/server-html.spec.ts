import { expect, test, type Browser } from '@playwright/test';
import { waitForScreen } from './helpers';

// Issue 27 (decision 0510): the server's HTML is the page. Loaded with JavaScript off, the HTML of the public pages
// holds at least 80% of the words a person sees once the page has loaded with it on; and the app's first render in the
// browser logs no hydration error.

const PAGES = ['/', '/bunda-sehat/popok-celana-lembut-bunda-sehat', '/registry/bunda-demo', '/categories', '/artikel'];

/** The words a person sees in the page's body (its rendered text), as a multiset. */
async function wordsOf(browser: Browser, path: string, javaScriptEnabled: boolean): Promise<Map<string, number>> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  if (javaScriptEnabled) {
    await waitForScreen(page);
    // The idle steps of a long list (decision 0345) mount its rest once the page is idle. (A registry's change stream
    // stays open: the network is never idle there.)
    await page.waitForTimeout(3000);
  }
  const text = await page.evaluate(() => document.body.innerText);
  await context.close();
  const words = new Map<string, number>();
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) words.set(word, (words.get(word) ?? 0) + 1);
  return words;
}

/** The share of `seen`'s words (counted with repeats) that the HTML holds. */
function share(html: Map<string, number>, seen: Map<string, number>): { readonly held: number; readonly total: number } {
  let held = 0;
  let total = 0;
  for (const [word, count] of seen) {
    total += count;
    held += Math.min(count, html.get(word) ?? 0);
  }
  return { held, total };
}

for (const path of PAGES) {
  test(`${path}: the HTML holds at least 80% of the words the page shows`, async ({ browser }) => {
    const html = await wordsOf(browser, path, false);
    const seen = await wordsOf(browser, path, true);
    const { held, total } = share(html, seen);
    test.info().annotations.push({ type: 'words', description: `${held}/${total}` });
    expect(total).toBeGreaterThan(20);
    expect(held / total).toBeGreaterThanOrEqual(0.8);
  });
}

test('the first render in the browser logs no hydration error and no error at all on these pages', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of PAGES) {
    await page.goto(path);
    await waitForScreen(page);
    await page.waitForTimeout(1500);
  }
  expect(errors).toEqual([]);
});

test('the browser understands every security header of these pages (no warning about a policy it cannot parse)', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content-Security-Policy|Referrer-Policy|Cross-Origin/i.test(message.text())) warnings.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  for (const path of PAGES) {
    await page.goto(path);
    await waitForScreen(page);
  }
  expect(warnings).toEqual([]);
});
