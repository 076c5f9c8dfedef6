// How long a page takes to answer taps on a slow phone with a weak signal (issue 32, decision 0551), reported by
// `npm run budget` beside the floor's: Chromium's CPU slowed READY_THROTTLE times and Chrome's network emulation at
// READY_NETWORK (a delay per request, a narrow line), a fresh page each time, the pages and the floor interleaved. A
// page of the app answers taps once `#root[data-app="ready"]` is set (main.tsx: the hydration has committed and `inert`
// is gone); the floor once its screen has rendered. The time is taken in the page, by a MutationObserver set before any
// script of the page runs, from the navigation's start.
import { FLOOR_PAGE, PAGES, median } from './perf-harness.mjs';

export const READY_THROTTLE = 4;
/** Per request, not per round trip (Chrome's emulation): what a phone on a weak 3G or a crowded cell sees. */
export const READY_NETWORK = { latency: 400, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** What shows that a page answers taps. */
const APP_READY = '#root[data-app="ready"]';
const FLOOR_READY = 'main h2';

/** Runs in the page before its scripts: notes the first moment `selector` matches. */
function noteWhenReady(selector) {
  const note = () => {
    if (window.__readyAt === undefined && document.querySelector(selector)) window.__readyAt = performance.now();
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-app'] });
}

async function timeToReady(browser, url, selector) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: READY_THROTTLE });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...READY_NETWORK });
    await page.addInitScript(noteWhenReady, selector);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 60_000 });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { ready: window.__readyAt, fcp: fcp ? fcp.startTime : null, dcl: nav ? nav.domContentLoadedEventStart : null };
    });
  } finally {
    await context.close();
  }
}

/**
 * The median time to answer taps of each page of PAGES and of the floor (each page's rounds interleaved with the
 * floor's), with the first paint and DOMContentLoaded of the same loads.
 */
export async function measureReady(browser, baseUrl, { runs = 3, log = () => undefined } = {}) {
  const series = [...PAGES.map((p) => ({ ...p, selector: APP_READY })), { ...FLOOR_PAGE, selector: FLOOR_READY }].map((p) => ({ ...p, loads: [] }));
  for (let round = 0; round < runs; round += 1) {
    for (const s of series) {
      const load = await timeToReady(browser, `${baseUrl}${s.path}`, s.selector);
      s.loads.push(load);
      log(`ready ${s.path} round ${round + 1}: ${Math.round(load.ready)} ms`);
    }
  }
  const of = (loads, key) => median(loads.map((l) => l[key]).filter((v) => typeof v === 'number'));
  return series.map((s) => ({ name: s.name, path: s.path, ready: of(s.loads, 'ready'), fcp: of(s.loads, 'fcp'), dcl: of(s.loads, 'dcl'), runs: s.loads.map((l) => l.ready) }));
}
