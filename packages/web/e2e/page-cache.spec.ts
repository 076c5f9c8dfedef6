import { expect, test, type Page } from '@playwright/test';
import { sessionCookies, waitForScreen } from './helpers';

// Spec §2 page caching (issue 13): search, brand, product, collection, registry list-product and my-gift keep their
// loaded pages; coming back (browser back) shows the list where it was, without loading page 1 again.

test.beforeEach(async ({ request }) => {
  await request.post('/api/__control/reset');
});

/** Records every product list call the page sends (v5/products), with its page parameter. */
function recordProductPages(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/v5/products')) pages.push(url.searchParams.get('page') ?? '?');
  });
  return pages;
}

test('search: scrolled down to page 2, open a product, back: same items, same place, no new page 1', async ({ page }) => {
  const pages = recordProductPages(page);
  await page.goto('/search?keyword=popok');
  await waitForScreen(page);
  const grid = page.getByRole('list', { name: 'Produk' });
  await expect(grid.getByRole('listitem')).toHaveCount(10);
  await page.locator('.list-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(10);
  const loaded = await grid.getByRole('listitem').count();
  const names = await grid.getByRole('listitem').allInnerTexts();

  // Scroll so the twelfth product sits in view, then open it.
  const target = grid.getByRole('listitem').nth(11);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  await page.waitForTimeout(150);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(300);
  const requestsBefore = pages.length;
  await target.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/search/);
  await waitForScreen(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?keyword=popok$/);
  await expect(grid.getByRole('listitem')).toHaveCount(loaded);
  expect(await grid.getByRole('listitem').allInnerTexts()).toEqual(names);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 30);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThanOrEqual(30);
  await page.waitForTimeout(300);
  expect(pages.slice(requestsBefore), 'no product list page is loaded again on back').toEqual([]);
});

/** Logs the registry owner in through the portal and hands the tokens to the app's cookies. */
async function logIn(page: Page, baseURL: string, email = 'ibu.demo@kado.test'): Promise<void> {
  const res = await page.request.post('/api/v1/login', { data: { email, password: 'Rahasia123!' } });
  expect(res.ok()).toBe(true);
  const { access_token, refresh_token } = ((await res.json()) as { data: { access_token: string; refresh_token: string } }).data;
  await page.context().addCookies(sessionCookies(baseURL, access_token, refresh_token));
}

/** Closes the add-address prompt when the shell shows it (not what these journeys are about). */
async function dismissAddressPrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Satu langkah lagi!' });
  if (await prompt.isVisible().catch(() => false)) await page.keyboard.press('Escape');
}

test('registry list-product: two pages loaded, open a product, back: same products, same place, no page 1 again', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  const pages = recordProductPages(page);
  await page.goto('/registry/list-product');
  await waitForScreen(page);
  await dismissAddressPrompt(page);
  const cards = page.getByTestId('product-add');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
  const loaded = await cards.count();
  const names = await cards.getByRole('heading').allInnerTexts();
  const target = cards.nth(11);
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(150);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(300);
  const requestsBefore = pages.length;
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/registry\/pratinjau\/collection\/products\//);

  await page.goBack();
  await expect(page).toHaveURL(/\/registry\/list-product$/);
  await expect(cards).toHaveCount(loaded);
  expect(await cards.getByRole('heading').allInnerTexts()).toEqual(names);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 30);
  await page.waitForTimeout(300);
  expect(pages.slice(requestsBefore), 'no catalogue page is loaded again on back').toEqual([]);
});

test('collection: open a product of a collection, back: the collection shows at once, where it was, without a new request', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\/api\/v\d\/collections?\//.test(path) || /\/api\/v\d\/collections$/.test(path)) calls.push(path);
  });
  await page.goto('/collection');
  await waitForScreen(page);
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/collection\/\d+$/);
  const grid = page.getByRole('main').getByRole('list').last();
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const count = await grid.getByRole('listitem').count();
  const target = grid.getByRole('listitem').nth(Math.min(count - 1, 5));
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(150);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const before = calls.length;
  await target.getByRole('link').first().click();
  // The product's route loader may hold the navigation (its data, at most 800 ms): wait until the product page is in.
  await page.waitForURL((url) => !url.pathname.startsWith('/collection'));
  await waitForScreen(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/collection\/\d+$/);
  await expect(grid.getByRole('listitem')).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 30);
  await page.waitForTimeout(300);
  expect(calls.slice(before), 'the collection is not read again on back').toEqual([]);
});

test('my-gift: go to the registry settings and back: the registry card shows at once, without reading it again', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  const calls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.endsWith('/v2/gifts') || path.includes('/v2/gift-products/')) calls.push(`${req.method()} ${path}`);
  });
  await page.goto('/my-gift');
  await waitForScreen(page);
  await dismissAddressPrompt(page);
  const card = page.locator('#my-gift-name');
  await expect(card).toBeVisible();
  await expect(page.getByText(/^\d+\+? barang$/)).toBeVisible();
  await page.getByRole('link', { name: 'Lacak Kado' }).click();
  await expect(page).toHaveURL(/\/registry\/ucapan$/);
  await waitForScreen(page);
  // Lacak Kado reads the registry itself; only what comes after its loads settled counts against the way back. It
  // keeps its change stream open, so the network is never idle: its loads have settled once it is live.
  await expect(page.locator('[aria-labelledby="track-gifts-title"]')).toHaveAttribute('data-live', 'on');
  await page.waitForTimeout(300);
  const afterLeave = calls.length;
  await page.goBack();
  await expect(page).toHaveURL(/\/my-gift$/);
  await expect(card).toBeVisible();
  await expect(page.getByText(/^\d+\+? barang$/)).toBeVisible();
  await page.waitForTimeout(400);
  expect(calls.slice(afterLeave), 'the registry and its gifts are not read again on back').toEqual([]);
});

test('brand: two pages of brands, open a brand page (full-page navigation), back: same brands, same place', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/v2/merchants')) calls.push(url.searchParams.get('page') ?? '?');
  });
  await page.goto('/brand');
  await waitForScreen(page);
  const tiles = page.locator('.merchant-list li');
  await expect.poll(() => tiles.count()).toBeGreaterThan(0);
  await page.locator('.list-footer, .od-footer').last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  // (The first page comes with the HTML, decision 0510: it may not be a call of its own.)
  await expect.poll(() => calls.includes('2'), 'the second page of brands was loaded').toBe(true);
  const loaded = await tiles.count();
  const names = await tiles.allInnerTexts();
  const target = tiles.nth(loaded - 1);
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(150);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const before = calls.length;
  await target.getByRole('button').click();
  await expect(page).toHaveURL(/\/product$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/brand$/);
  await expect(tiles).toHaveCount(loaded);
  expect(await tiles.allInnerTexts()).toEqual(names);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 30);
  await page.waitForTimeout(300);
  expect(calls.slice(before), 'no brand page is loaded again on back').toEqual([]);
});

test('product: scroll down the product page, open its reviews, back: the product shows where it was, not read again', async ({ page, request }) => {
  const list = (await (await request.get('/api/v5/products?page=1&limit=1&keyword=popok')).json()) as { data: { rows: { slug: string; merchant: { slug: string } }[] } };
  const first = list.data.rows[0]!;
  const calls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\/api\/v\d\/products\/(slug|\d+)$/.test(path) || path.includes('/products/slug')) calls.push(path);
  });
  await page.goto(`/${first.merchant.slug}/${first.slug}`);
  await waitForScreen(page);
  const reviews = page.getByRole('link', { name: /ulasan/i }).first();
  await reviews.scrollIntoViewIfNeeded();
  await page.waitForTimeout(150);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await reviews.click();
  await expect(page).toHaveURL(/\/review$/);
  await waitForScreen(page);
  await page.waitForTimeout(300);
  const before = calls.length;
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${first.slug}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 30);
  await page.waitForTimeout(300);
  expect(calls.slice(before), 'the product is not read again on back').toEqual([]);
});
