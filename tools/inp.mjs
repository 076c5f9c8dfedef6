// INP of three taps under 4x CPU throttling (issue 32), measured in Debian chromium through Playwright with the
// web-vitals library (6.x, its IIFE build injected before the page's own scripts): Reservasi on the public registry,
// add to cart on a product page, the search popup on /. Each tap is one fresh page: load it throttled, wait until the
// control is on screen and the boot has settled, tap it (a touch, as on a phone), wait for what the tap shows, and
// read the INP web-vitals reports (reportAllChanges; interactions of 16 ms and more are observed). The host's
// benchmark index (Lighthouse's own, computed unthrottled in a blank page) is taken before and after.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, webRequire } from './perf-harness.mjs';

export const INP_BUDGET_MS = 200;
export const INP_THROTTLE = 4;

/** The three taps: where, what to tap, what shows that the tap was answered. */
export const TAPS = [
  {
    name: 'Reservasi on /registry/bunda-demo',
    path: '/registry/bunda-demo',
    target: (page) => page.locator('[data-gift-id]').getByRole('button', { name: 'Reservasi', exact: true }).first(),
    answered: (page) => page.getByRole('dialog').first(),
  },
  {
    name: 'add to cart on the product page',
    // The budget's Lighthouse product is sold out (its cart button is disabled): the first 'botol' product in stock.
    path: productInStock,
    // A guest is sent to sign in: the tap that adds is a signed-in shopper's (a demo giver of the fake portal).
    account: 'maya@kado.test',
    target: (page) => page.getByRole('button', { name: 'Tambah ke keranjang' }).first(),
    answered: (page) => page.locator('.toast', { hasText: 'Barang berhasil ditambahkan ke keranjang' }).first(),
  },
  {
    name: 'search popup on /',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Cari Kebutuhan, Baby Registry..' }).first(),
    answered: (page) => page.getByRole('dialog').first(),
  },
];

/**
 * Signs `email` in as the app does (decision 0423): the login goes through the app server asking for a cookie session,
 * and the context's own request client keeps the cookies it sets (the tokens HttpOnly, the markers the app reads).
 */
async function signIn(context, baseUrl, email) {
  const res = await context.request.post(`${baseUrl}/api/v1/login`, { headers: { 'x-kado-session': 'cookie' }, data: { email, password: 'Rahasia123!' } });
  if (!res.ok()) throw new Error(`sign-in of ${email} answered ${res.status()}`);
  const names = (await context.cookies(baseUrl)).map((c) => c.name);
  if (!names.includes('kado_at')) throw new Error(`sign-in of ${email} set no session cookie (${names.join(', ')})`);
}

/** A product page with stock, found through the portal API as the e2e journeys do (shop.spec.ts). */
async function productInStock(baseUrl) {
  const api = async (path) => ((await (await fetch(`${baseUrl}/api/${path}`)).json()).data);
  for (const p of (await api('v5/products?keyword=botol&limit=10')).rows) {
    const d = await api(`v2/products/${p.id}`);
    if (d.variants.some((v) => v.stock > 5)) return `/${d.merchant.slug}/${d.slug}`;
  }
  throw new Error('no product in stock');
}

/** Lighthouse's benchmark index of this host right now (its computeBenchmarkIndex, run unthrottled). */
export async function benchmarkIndex(browser) {
  const lighthouse = dirname(webRequire.resolve('lighthouse/package.json'));
  const { pageFunctions } = await import(pathToFileURL(join(lighthouse, 'core/lib/page-functions.js')).href);
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

async function tapOnce(browser, baseUrl, tap, vitalsScript) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block',
  });
  try {
    await context.addInitScript({
      content: `${vitalsScript}
        window.__inp = [];
        webVitals.onINP((m) => window.__inp.push({ value: m.value, target: m.attribution?.interactionTarget ?? '', input: m.attribution?.inputDelay ?? 0, processing: m.attribution?.processingDuration ?? 0, presentation: m.attribution?.presentationDelay ?? 0 }), { reportAllChanges: true, durationThreshold: 16 });`,
    });
    if (tap.account) await signIn(context, baseUrl, tap.account);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_THROTTLE });
    const path = typeof tap.path === 'function' ? await tap.path(baseUrl) : tap.path;
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
    const target = tap.target(page);
    await target.waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForFunction((el) => el && !el.disabled, await target.elementHandle(), { timeout: 60_000 });
    // The boot's last tasks and the first page's effects: a phone's user taps when she sees the button, but a tap
    // that lands during the boot measures the boot, not the tap. Two idle callbacks in a row mark a settled page.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 })));
    await target.tap();
    await tap.answered(page).waitFor({ state: 'visible', timeout: 60_000 });
    // The next frame after the answer, so the interaction's paint is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    const reports = await page.evaluate(() => window.__inp);
    const last = reports[reports.length - 1];
    // No report: no interaction of 16 ms or more was observed, so INP is under 16 ms.
    return last ? { ...last, path } : { path, value: 0, target: '', input: 0, processing: 0, presentation: 0, belowThreshold: true };
  } finally {
    await context.close();
  }
}

/** Each tap `runs` times (fresh page each time); medians, with the benchmark index before and after. */
export async function measureInp(browser, baseUrl, { runs = 3, log = console.log } = {}) {
  const vitalsScript = readFileSync(join(dirname(webRequire.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');
  const before = await benchmarkIndex(browser);
  const results = [];
  for (const tap of TAPS) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      log(`inp: ${tap.name}, run ${i + 1}/${runs}`);
      try {
        samples.push(await tapOnce(browser, baseUrl, tap, vitalsScript));
      } catch (error) {
        log(`inp: ${tap.name}, run ${i + 1} measured nothing: ${error.message.split('\n')[0]}`);
      }
    }
    const values = samples.map((s) => s.value);
    results.push({ ...tap, samples, median: median(values) });
  }
  const after = await benchmarkIndex(browser);
  return { taps: results, benchmarkIndex: { before, after }, throttle: INP_THROTTLE, runs };
}
