import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, waitForScreen } from './helpers';

// Issue 18 item 1: an installable, offline-first app (decisions 0220-0223). The service worker is on here, as for a
// shopper; journeys that intercept the network with page.route block it (decision 0220).

const PRODUCT = '/bunda-sehat/popok-celana-lembut-bunda-sehat';
const OFFLINE = 'Kamu sedang offline. Periksa koneksi internetmu.';
const WORKER_FILE = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the app is installable: a manifest with its fields, PNG icons that load, and no installability error', async ({ page, request }) => {
  await page.goto('/');
  await waitForScreen(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: 'Kado', short_name: 'Kado', lang: 'id', start_url: '/', display: 'standalone', theme_color: '#2563a6', background_color: '#ffffff' });
  expect(manifest.description).toContain('bayi');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable'), `maskable ${size}`).toBe(true);
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'any'), `any ${size}`).toBe(true);
  }
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body()).join('x')).toBe(icon.sizes);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touch!)).body())).toEqual([180, 180]);

  // Chromium's own installability check (what Lighthouse's installable audit reads).
  expect(await controlled(page)).toMatch(/\/sw\.js$/);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chromium never installs; that is the only error allowed.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test('after one visit the app opens offline: / and a visited product page, with the offline notice', async ({ page, context }) => {
  await page.goto('/');
  await waitForScreen(page);
  await controlled(page);
  await page.goto(PRODUCT);
  await waitForScreen(page);
  const title = (await page.locator('main h1').first().textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(page.locator('main img').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await waitForScreen(page);
  await expect(page.locator('main#main')).toHaveAttribute('data-route', 'home');
  await expect(page.getByText(OFFLINE)).toBeVisible();

  await page.goto(PRODUCT);
  await waitForScreen(page);
  await expect(page.locator('main#main')).toHaveAttribute('data-route', 'product');
  await expect(page.locator('main h1').first()).toHaveText(title);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  // Its image comes from the kept copy too.
  await expect.poll(() => page.locator('main img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('offline-product.png') });
  await expectNoSeriousA11yViolations(page, 'offline product');

  // A page never opened: the app shell still opens, with the notice (the banner; the page's own data, read by its
  // route's loader, may say the same in its error state beside it).
  await page.goto('/faqs');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
});

test('a new version waits for the user: "Versi baru tersedia", and "Muat ulang" reloads on it', async ({ page }) => {
  await page.goto('/');
  await waitForScreen(page);
  const first = await controlled(page);
  const original = readFileSync(WORKER_FILE, 'utf8');
  try {
    // A deploy: the server now has another service worker at the same URL.
    writeFileSync(WORKER_FILE, `${original}\n// another version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Versi baru tersedia');
    // Nothing took over without consent: the new worker waits, the old one still controls the page.
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    await page.screenshot({ path: test.info().outputPath('update-prompt.png') });
    await expectNoSeriousA11yViolations(page, 'update prompt');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Muat ulang' }).click();
    await reloaded;
    await waitForScreen(page);
    expect(await controlled(page)).toBe(first);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(prompt).toHaveCount(0);
  } finally {
    writeFileSync(WORKER_FILE, original);
  }
});

test('the push opt-in asks for notification permission only when tapped', async ({ page }) => {
  // Playwright cannot answer the browser's permission prompt: this stands in for the user's "Izinkan".
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { permissionCalls: calls });
    Notification.requestPermission = async () => {
      calls.push('asked');
      return 'granted';
    };
  });
  await loginAs(page, 'ibu.demo@kado.test');
  await page.goto('/profile');
  await waitForScreen(page);
  const optIn = page.getByTestId('push-opt-in');
  await optIn.scrollIntoViewIfNeeded();
  await expect(optIn.getByRole('button', { name: 'Aktifkan notifikasi' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { permissionCalls: string[] }).permissionCalls)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('push-opt-in.png') });
  await expectNoSeriousA11yViolations(page, 'profile with push opt-in');

  await optIn.getByRole('button', { name: 'Aktifkan notifikasi' }).click();
  await expect(optIn.getByRole('status')).toHaveText('Notifikasi aktif di perangkat ini.');
  expect(await page.evaluate(() => (window as unknown as { permissionCalls: string[] }).permissionCalls)).toEqual(['asked']);
  await expect(optIn.getByRole('button', { name: 'Aktifkan notifikasi' })).toHaveCount(0);
});
