import { expect, test } from '@playwright/test';
import { waitForScreen } from './helpers';

// Issue 29 item 3 (decision 0444): a real page view's web vitals and a client error go by sendBeacon to POST /rum
// when the page is hidden, and are counted in /metrics by route pattern; the field-data code loads after the page.

const REGISTRY_ROUTE = '/registry/:username/:product?';
const series = (text: string, name: string, labels: string): number => {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

test('a page view’s vitals and an uncaught error reach /metrics by route pattern, sent when the page is hidden', async ({ browser, request }) => {
  const metrics = async () => (await request.get('/metrics')).text();
  const before = await metrics();
  const ttfbBefore = series(before, 'kado_web_vitals_seconds_count', `name="TTFB",route="${REGISTRY_ROUTE}"`);
  const errorsBefore = series(before, 'kado_client_errors_total', `kind="uncaught",route="${REGISTRY_ROUTE}"`);

  const context = await browser.newContext();
  const page = await context.newPage();
  const scriptsBeforeLoad: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (req) => {
    if (!loaded && req.resourceType() === 'script') scriptsBeforeLoad.push(new URL(req.url()).pathname);
  });
  const fieldData = page.waitForResponse((res) => /\/assets\/field-data-[^/]+\.js$/.test(new URL(res.url()).pathname), { timeout: 30_000 });
  await page.goto('/registry/bunda-demo');
  await waitForScreen(page);
  await fieldData;
  // Not on the first screen's path: nothing of it was asked for before the load event.
  expect(scriptsBeforeLoad.some((path) => path.includes('field-data') || path.includes('web-vitals'))).toBe(false);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('Rahasia123! 081234567890');
    }, 0);
  });
  await page.waitForTimeout(200);
  // Closing the tab hides the page: the beacon leaves then.
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => series(await metrics(), 'kado_web_vitals_seconds_count', `name="TTFB",route="${REGISTRY_ROUTE}"`), { timeout: 10_000 }).toBeGreaterThan(ttfbBefore);
  const after = await metrics();
  expect(series(after, 'kado_client_errors_total', `kind="uncaught",route="${REGISTRY_ROUTE}"`)).toBe(errorsBefore + 1);
  expect(series(after, 'kado_web_vitals_seconds_count', `name="LCP",route="${REGISTRY_ROUTE}"`)).toBeGreaterThan(0);
  await context.close();
});
