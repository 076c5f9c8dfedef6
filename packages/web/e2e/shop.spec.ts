import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, logIn, waitForScreen } from './helpers';
// This file intercepts portal calls with page.route, which never sees a request the service worker answers (0220).
test.use({ serviceWorkers: 'block' });

// Shop journeys (issue 6, first half): search, product, reviews, paging, double submission.
// Each asserts what a shopper sees, against the started app and its fake portal.

interface WireVariant { sku_id: number; name: string; price: number; old_price: number | null; stock: number }
interface WireProduct { id: number; name: string; slug: string; merchant: { slug: string }; price: number; old_price: number | null; variants?: WireVariant[] }

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The discount the product page shows for its first variant in stock (spec §5: rounded, only when old > price). */
function shownDiscount(detail: WireProduct): number | null {
  const v = detail.variants?.find((x) => x.stock > 0) ?? detail.variants?.[0];
  if (!v || v.old_price === null || v.old_price <= v.price) return null;
  return Math.round(((v.old_price - v.price) / v.old_price) * 100);
}

async function openSearch(page: Page) {
  await page.goto('/');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Cari Kebutuhan, Baby Registry..' }).first().click();
  return page.getByRole('dialog', { name: 'Pencarian' });
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/__control/reset');
});

test('1. search "popok" in the popup: highlighted suggestions, open a product, its rounded discount', async ({ page, request }) => {
  const suggestions = await api<{ products: WireProduct[] }>(request, 'v1/autocomplete?filter[keyword]=popok&limit=5');
  const details = await Promise.all(suggestions.products.map((p) => api<WireProduct>(request, `v2/products/${p.id}`)));
  const target = details.find((d) => shownDiscount(d) !== null);
  expect(target, 'a discounted product among the popok suggestions').toBeDefined();

  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox').fill('popok');
  const products = dialog.getByRole('region', { name: 'Produk' });
  await expect(products.getByRole('link').first()).toBeVisible();
  // The typed keyword is highlighted in every suggestion.
  await expect(products.locator('mark').first()).toHaveText(/^popok$/i);
  expect(await products.getByRole('link').count()).toBeLessThanOrEqual(5);
  await expect(dialog.getByRole('button', { name: 'Cari "popok"' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'search popup');

  await products.getByRole('link', { name: new RegExp(target!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/${target!.merchant.slug}/${target!.slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: target!.name })).toBeVisible();
  const percent = shownDiscount(target!)!;
  const badge = page.locator('.price--large .discount-badge');
  await expect(badge).toContainText(`-${percent}%`);
  await expect(badge).toContainText(`Diskon ${percent} persen`);
  await expectNoSeriousA11yViolations(page, 'product page');
});

test('/search pages by 10 and loads the next page as the shopper scrolls; the keyword is highlighted', async ({ page }) => {
  await page.goto('/search?keyword=popok');
  await waitForScreen(page);
  const grid = page.getByRole('list', { name: 'Produk' });
  await expect(grid.getByRole('listitem')).toHaveCount(10);
  await expect(grid.locator('mark').first()).toHaveText(/^popok$/i);
  await expectNoSeriousA11yViolations(page, '/search');
  await page.locator('.list-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(10);
});

test('3. a helpful vote the portal rejects returns to its previous state with the spec message', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  // A product with reviews; a review the shopper has not voted on.
  const products = await api<{ rows: WireProduct[] }>(request, 'v5/products?sort=-sold_count&limit=50');
  let target: WireProduct | undefined;
  for (const p of products.rows) {
    const reviews = await api<{ rows: unknown[] }>(request, `v1/products/${p.id}/reviews?limit=1`);
    if (reviews.rows.length > 0) { target = p; break; }
  }
  expect(target).toBeDefined();

  await page.route('**/api/v1/reviews/*/helpfull', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server error' }) });
  });
  await page.goto(`/${target!.merchant.slug}/${target!.slug}/review`);
  await waitForScreen(page);
  const vote = page.getByRole('button', { name: /^Membantu \(\d+\)$/ }).first();
  await expect(vote).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product reviews');
  const before = Number((await vote.textContent())!.match(/\d+/)![0]);
  await expect(vote).toHaveAttribute('aria-pressed', 'false');

  await vote.click();
  // Applied at once…
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(vote).toHaveText(`Membantu (${before + 1})`);
  // …and put back with the spec's message when the portal rejects it.
  await expect(page.getByText('Terjadi kesalahan tak terduga')).toBeVisible();
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await expect(vote).toHaveText(`Membantu (${before})`);
});

test('4. a search answered out of order never shows the older results', async ({ page }) => {
  let released = false;
  await page.route('**/api/v1/autocomplete?**', async (route) => {
    const keyword = new URL(route.request().url()).searchParams.get('filter[keyword]');
    if (keyword === 'popok') {
      // The first answer comes late, after the newer keyword has been answered.
      await new Promise((r) => setTimeout(r, 2500));
      released = true;
      try {
        const response = await route.fetch();
        await route.fulfill({ response });
      } catch {
        // The app aborted this request: nothing to answer.
      }
      return;
    }
    await route.continue();
  });
  const dialog = await openSearch(page);
  const field = dialog.getByRole('searchbox');
  const first = page.waitForRequest((r) => r.url().includes('filter%5Bkeyword%5D=popok') || r.url().includes('filter[keyword]=popok'));
  await field.fill('popok');
  await first;
  await field.fill('botol');
  const products = dialog.getByRole('region', { name: 'Produk' });
  await expect(products.getByRole('link').first()).toContainText(/botol/i);
  await expect.poll(() => released, { timeout: 5000 }).toBe(true);
  await page.waitForTimeout(500);
  await expect(products.getByRole('link').first()).toContainText(/botol/i);
  await expect(dialog.getByText(/popok/i)).toHaveCount(0);
});

test('add to cart: ten quick taps give one request and one toast', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  const list = await api<{ rows: WireProduct[] }>(request, 'v5/products?keyword=botol&limit=10');
  const detail = (await Promise.all(list.rows.map((p) => api<WireProduct & { variants: WireVariant[] }>(request, `v2/products/${p.id}`))))
    .find((d) => d.variants.some((v) => v.stock > 5))!;
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/carts')) posts += 1;
  });
  await page.goto(`/${detail.merchant.slug}/${detail.slug}`);
  await waitForScreen(page);
  const add = page.getByRole('button', { name: 'Tambah ke keranjang' });
  await expect(add).toBeEnabled();
  await add.evaluate((button) => {
    for (let i = 0; i < 10; i += 1) (button as HTMLButtonElement).click();
  });
  await expect(page.getByText('Barang berhasil ditambahkan ke keranjang')).toBeVisible();
  await page.waitForTimeout(500);
  expect(posts).toBe(1);
  await expect(page.getByText('Barang berhasil ditambahkan ke keranjang')).toHaveCount(1);
});

test('/merchant-list shows merchants with an image only; a failed next page stops with a retry', async ({ page, request }) => {
  const first = await api<{ rows: { image_url: string | null }[] }>(request, 'v1/merchants?page=1&limit=10');
  const shownOnFirst = first.rows.filter((m) => m.image_url).length;
  expect(shownOnFirst).toBeLessThan(10); // the seed has merchants without an image on page 1
  let failNext = true;
  await page.route('**/api/v1/merchants?**', async (route) => {
    const p = new URL(route.request().url()).searchParams.get('page');
    if (p === '2' && failNext) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      return;
    }
    await route.continue();
  });
  await page.goto('/merchant-list');
  await waitForScreen(page);
  const tiles = page.locator('.merchant-list > li');
  await expect(tiles).toHaveCount(shownOnFirst);
  await expect(page.locator('.merchant-list img')).toHaveCount(shownOnFirst);
  await expectNoSeriousA11yViolations(page, '/merchant-list');
  await page.locator('.list-footer').scrollIntoViewIfNeeded();
  const retry = page.locator('.list-footer').getByRole('button', { name: 'Coba lagi' });
  await expect(retry).toBeVisible();
  await expect(tiles).toHaveCount(shownOnFirst);
  failNext = false;
  await retry.click();
  await expect.poll(() => tiles.count()).toBeGreaterThan(shownOnFirst);
  await expect(page.locator('.merchant-list > li:not(:has(img))')).toHaveCount(0);
});

test('home shows banners, categories, collections and, for a logged-in shopper, the last seen products', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  await page.goto('/');
  await waitForScreen(page);
  await expect(page.getByRole('region', { name: 'Promo pilihan' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kategori' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terakhir dilihat' })).toBeVisible();
  const firstBanner = page.getByRole('region', { name: 'Promo pilihan' }).locator('img').first();
  await expect(firstBanner).toHaveAttribute('loading', 'eager');
  await expectNoSeriousA11yViolations(page, '/');
});

test('a review is written with a star, is not public by default, and shows the success toast', async ({ page, context, request, baseURL }) => {
  await logIn(context, request, baseURL!);
  await page.goto('/review/transactions');
  await waitForScreen(page);
  await expectNoSeriousA11yViolations(page, '/review/transactions');
  await page.getByRole('link', { name: 'Tulis ulasan' }).first().click();
  await waitForScreen(page);
  const send = page.getByRole('button', { name: 'Kirim Ulasan' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Tampilkan ulasan ke publik' })).not.toBeChecked();
  await page.locator('.star-picker label').nth(3).click();
  await expect(page.getByRole('radio', { name: '4 bintang' })).toBeChecked();
  await page.getByLabel('Ulasan (opsional)').fill('Bahannya lembut dan pas.');
  await expectNoSeriousA11yViolations(page, '/review/{order}');
  await send.click();
  await expect(page.getByText('Berhasil mengirim ulasan')).toBeVisible();
});

test('favourite from the product page shows on /favorite; a guest is asked to log in first', async ({ page, context, request, baseURL }) => {
  const list = await api<{ rows: WireProduct[] }>(request, 'v5/products?keyword=gendongan&limit=1');
  const product = list.rows[0]!;
  await page.goto(`/${product.merchant.slug}/${product.slug}`);
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Tambah ke favorit' }).click();
  await expect(page).toHaveURL(/\/login\?from=/);

  await logIn(context, request, baseURL!);
  await page.goto(`/${product.merchant.slug}/${product.slug}`);
  await waitForScreen(page);
  const heart = page.getByRole('button', { name: 'Tambah ke favorit' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Hapus dari favorit' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorite');
  await waitForScreen(page);
  await expect(page.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/favorite');
});
