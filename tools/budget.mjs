#!/usr/bin/env node
// Performance budget (issues 4, 15 and 32). Run from the repo root: `npx -y pnpm@10.34.9 run budget`.
// 1. builds the app (or reuses dist/ with --reuse) and the floor (tools/floor/: the smallest real app on the same
//    stack, built with the same Vite config) into a folder of its own; 2. starts the app server with the floor under
//    /__floor/; 3. measures gzip sizes: the JS that / and the floor load before network idle (Debian chromium via
//    Playwright), the product's own modules on /, and each lazy route chunk with the imports it adds; 4. runs
//    Lighthouse 12 mobile on /, a product page and a public registry, each run followed by a run of the floor page on
//    the same server (page, floor, page, floor, ...), so the host's noise hits both, with each page's main-thread
//    work against the floor's; 5. the INP of three taps under 4x CPU throttling (tools/inp.mjs); 6. the app server's
//    bench; 7. Lighthouse again with the browser pinned to one core (taskset -c 0) and the server on the other
//    (taskset -c 1), interleaved with the floor (issue 32: a fast host with two free cores flatters main-thread work);
//    8. writes the report and exits non-zero when a budget fails.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchServer, benchTable, startStaticServer } from './bench-server.mjs';
import { INP_BUDGET_MS, INP_THROTTLE, measureInp } from './inp.mjs';
import { READY_NETWORK, READY_THROTTLE, measureReady } from './ready.mjs';
import {
  CHROME, DIST, FLOOR_PAGE, PAGES, ROOT, buildApp, buildFloor, withChromium, median, run, startServer, stopServer, waitForServer, webRequire,
} from './perf-harness.mjs';

const PORT = Number(process.env.BUDGET_PORT ?? 4179);
/** The pages Lighthouse measures: the home page (issue 4), a product page (issue 6) and a public registry (issue 15). */
const LH_PAGES = PAGES;
const REUSE = process.argv.includes('--reuse');
// The test command measures Lighthouse and records it, but only the size budgets gate it: a simulated-throttling
// score moves with the machine's load, and a red CI for a noisy score would hide real failures (decision 0082).
const LH_ADVISORY = process.argv.includes('--lighthouse-advisory');
// Three runs per page, each followed by a floor run, when Lighthouse gates; when it is only reported (npm test), one
// run per page and one floor run, to keep the test command well inside CI's time limit.
const RUNS = Number(process.env.LH_RUNS ?? (LH_ADVISORY ? 1 : 3));
/**
 * What a run measures (issue 32). `npm run budget` measures every part: the sizes, Lighthouse on both cores, the INP
 * of three taps, how long each page takes to answer taps on a slow phone with a weak signal (reported, decision
 * 0551), the app server's bench and Lighthouse again with the browser pinned to one core. The test command
 * (--lighthouse-advisory) takes the sizes and one advisory Lighthouse pass: the same app server bench is its own step
 * (`bench:server`, which gates), so it does not run a second time here (about a minute). `--only=inp,pinned`
 * (any of sizes, lighthouse, inp, ready, bench, pinned) runs some parts alone, to try them; such a run reports to reports/
 * and never writes docs/performance.md.
 */
const ALL_PARTS = ['sizes', 'lighthouse', 'inp', 'ready', 'bench', 'pinned'];
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',').filter(Boolean) ?? null;
if (ONLY && ONLY.some((p) => !ALL_PARTS.includes(p))) throw new Error(`--only takes ${ALL_PARTS.join(', ')}`);
const PARTS = new Set(ONLY ?? (LH_ADVISORY ? ['sizes', 'lighthouse'] : ALL_PARTS));
/** Loads of each page for the time to answer taps (a fresh page each). */
const READY_RUNS = Number(process.env.READY_RUNS ?? 3);
/** Runs of each tap for INP (a fresh page each). */
const INP_RUNS = Number(process.env.INP_RUNS ?? 3);

const BUDGET = { homeRatio: 1.205, chunkKb: 38.5, performance: 95, belowFloor: 3, cls: 0.02, mainThreadRatio: 2, belowFloorOneCore: 5, inpMs: INP_BUDGET_MS };
// JS on / <= 1.205 x the honest floor gates both commands for now (decision 0388; issue 32 wants 1.2 x; decision 0379: 189.7 kB against the floor's 158.3 kB, main
// at bbc5eb1, LH_RUNS=0 --reuse). While issue 15 was open the test command gated a ratchet at each day's figure
// (1.28 x down to 1.24 x, decision 0273) and reported 1.2 x as advisory; it is gone.
// Each lazy route chunk counts the chunks / did not load. Since each feature's stores load with its routes, in a chunk
// of their own (decision 0290), the largest (the public registry) adds 33.3 kB: the 38 kB budget (decision 0388) gates both commands
// and the ratchet of decision 0275 is gone.
const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} kB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** The JS files (URL paths) a page requests until the network is idle and `ready` shows. */
async function loadedScripts(browser, url, ready) {
  // What the page itself loads: the service worker's precache (decision 0221) downloads after load, in the
  // background, and is not JS the page runs.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const scripts = new Set();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js') && res.ok()) scripts.add(path);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    return [...scripts];
  } finally {
    await page.close();
  }
}

/**
 * The product's own code in the files / loads (everything outside node_modules and bundler helpers), module by
 * module, from the build's .vite/modules.json (vite.config.ts, moduleInfo). A module's gzip figure is its share of
 * its file's gzip size, in proportion to its rendered length: the shares of a file add up to the file.
 */
function ownModules(homeFiles) {
  const infoFile = join(DIST, '.vite/modules.json');
  if (!existsSync(infoFile)) return [];
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  const rows = [];
  for (const file of homeFiles) {
    const modules = info[file.name] ?? {};
    const total = Object.values(modules).reduce((sum, n) => sum + n, 0);
    for (const [id, length] of Object.entries(modules)) {
      if (id.includes('node_modules') || !/^packages\/[^/]+\/src\//.test(id)) continue;
      rows.push({ id, file: file.name, gzip: total > 0 ? (file.gzip * length) / total : 0 });
    }
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

/**
 * Each lazy route chunk (from the Vite manifest) with the JS a visit adds after / has loaded: its own file plus the
 * chunks it imports that / did not load. Libraries and stores shared with / are counted once, in the home figure.
 */
function lazyChunks(loadedByHome) {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
    return seen;
  };
  const loaded = new Set(loadedByHome);
  return Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && !loaded.has(manifest[k].file))
    .map((k) => {
      // A file counts once: a grouped chunk appears in the manifest under its entry and under its '_' key.
      const added = new Set([...staticClosure(k)].map((d) => manifest[d].file).filter((file) => !loaded.has(file)));
      const own = gzipSize(join(DIST, manifest[k].file));
      const total = [...added].reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0);
      return { name: relative('src', k), own, total };
    })
    .sort((a, b) => b.total - a.total);
}

/** One Lighthouse mobile run; null when it recorded nothing three times in a row. `cores` pins Lighthouse and its Chrome. */
async function lighthouseRun(url, { cores } = {}) {
  const cli = join(dirname(webRequire.resolve('lighthouse/package.json')), 'cli/index.js');
  const out = join(tmpdir(), `kado-lh-${process.pid}.json`);
  const args = [cli, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  // Lighthouse starts Chrome as its child: both keep the CPU affinity taskset gives the command.
  const [cmd, argv] = cores ? ['taskset', ['-c', cores, process.execPath, ...args]] : [process.execPath, args];
  // Lighthouse sometimes fails to record a trace on a loaded host (NO_NAVSTART, PROTOCOL_TIMEOUT): such a run
  // measured nothing, so it is tried again, up to three times, before it counts as not measured.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      await run(cmd, argv, { env: { ...process.env, CHROME_PATH: CHROME } });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (report.runtimeError?.code) throw new Error(`Lighthouse runtime error ${report.runtimeError.code}`);
      const work = report.audits['mainthread-work-breakdown'];
      return {
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        lcp: report.audits['largest-contentful-paint'].numericValue,
        fcp: report.audits['first-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        si: report.audits['speed-index'].numericValue,
        // Main-thread work as Lighthouse reports it (the observed time of every main-thread task, by kind of work).
        mainThread: work?.numericValue ?? null,
        scriptEval: work?.details?.items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? null,
        // The same work by kind (script evaluation, style and layout, rendering, parsing, garbage collection, other).
        work: Object.fromEntries((work?.details?.items ?? []).map((item) => [item.group, item.duration])),
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      };
    } catch (error) {
      console.log(`budget: Lighthouse on ${url}, attempt ${attempt} measured nothing: ${error.message}`);
    } finally {
      rmSync(out, { force: true });
    }
  }
  return null;
}

/**
 * A section of docs/performance.md written by hand, kept as it is by a budget run (at the end of the file, in the
 * order given); its heading alone with a note when there is none yet.
 */
function keptSection(heading, note) {
  const doc = join(ROOT, 'docs/performance.md');
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const start = text.search(new RegExp(`^## ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm'));
  if (start < 0) return [`## ${heading}`, '', note, ''];
  const rest = text.slice(start);
  const next = rest.slice(1).search(/^## /m);
  return [(next < 0 ? rest : rest.slice(0, next + 1)).trimEnd(), ''];
}
/** Where the main thread's time goes (issue 32): the profile's findings and what was done, written by hand. */
const PROFILE_HEADING = "Where the main thread's time goes";
/** How the app server answers pages, written by hand. */
const APP_SERVER_HEADING = 'App server';

/** Median figures of a list of runs (each metric on its own). */
function medians(runs) {
  if (runs.length === 0) return null;
  const of = (key) => median(runs.map((r) => r[key]));
  const groups = [...new Set(runs.flatMap((r) => Object.keys(r.work ?? {})))];
  return {
    score: of('score'), lcp: of('lcp'), fcp: of('fcp'), tbt: of('tbt'), cls: of('cls'), si: of('si'), mainThread: of('mainThread'),
    scriptEval: of('scriptEval'), benchmarkIndex: of('benchmarkIndex'),
    work: Object.fromEntries(groups.map((g) => [g, median(runs.map((r) => r.work?.[g] ?? 0))])),
  };
}

/**
 * Lighthouse on each page, interleaved with the floor: page, floor, page, floor, ... Each page is compared with the
 * floor runs taken between its own; in the advisory mode (one run each) the pages share one floor run, taken last.
 * `cores` pins every Lighthouse run (and its Chrome) to those cores.
 */
async function lighthouseSeries(baseUrl, { cores, label = 'both cores' } = {}) {
  const results = [];
  const allFloor = [];
  for (const [index, page] of LH_PAGES.entries()) {
    const runs = [];
    const floorRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      console.log(`budget: Lighthouse (${label}) ${page.path} run ${i + 1}/${RUNS}`);
      const result = await lighthouseRun(`${baseUrl}${page.path}`, { cores });
      if (result) runs.push(result);
      if (LH_ADVISORY && index < LH_PAGES.length - 1) continue;
      console.log(`budget: Lighthouse (${label}) floor run after ${page.path}`);
      const floorResult = await lighthouseRun(`${baseUrl}${FLOOR_PAGE.path}`, { cores });
      if (floorResult) floorRuns.push(floorResult);
    }
    allFloor.push(...floorRuns);
    results.push({ ...page, runs, floorRuns });
  }
  return results.map((page) => {
    const floorRuns = page.floorRuns.length > 0 ? page.floorRuns : allFloor;
    return { ...page, floorRuns, median: medians(page.runs), floor: medians(floorRuns) };
  });
}

/** The machine the figures come from: its CPU, and how busy it was (1-minute load average) when a step began. */
const HOST = { cpu: `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores`, load: [] };
const noteLoad = (step) => HOST.load.push(`${step} ${loadavg()[0].toFixed(1)}`);

async function main() {
  noteLoad('start');
  console.log(`budget: measuring ${[...PARTS].join(', ')}`);
  await buildApp({ reuse: REUSE });
  const floorDir = mkdtempSync(join(tmpdir(), 'kado-floor-'));
  let server = startServer({ port: PORT, floorDir });
  const baseUrl = `http://localhost:${PORT}`;
  let home;
  let floor;
  let lh = null;
  let pinned = null;
  let inp = null;
  let ready = null;
  let bench = null;
  try {
    await buildFloor(floorDir);
    await waitForServer(`${baseUrl}/`, server);
    if (PARTS.has('sizes')) {
      const [homePaths, floorPaths] = await withChromium(async (browser) => [
        await loadedScripts(browser, `${baseUrl}/`, 'main h1'),
        await loadedScripts(browser, `${baseUrl}${FLOOR_PAGE.path}`, 'main h2'),
      ]);
      const files = (paths, dir, strip) => paths.map((p) => ({ name: p.slice(strip.length + 1), gzip: gzipSize(join(dir, p.slice(strip.length))) }));
      home = { files: files(homePaths, DIST, '') };
      floor = { files: files(floorPaths, floorDir, FLOOR_PAGE.path.replace(/\/$/, '')) };
      home.total = home.files.reduce((s, f) => s + f.gzip, 0);
      floor.total = floor.files.reduce((s, f) => s + f.gzip, 0);
    }
    if (PARTS.has('lighthouse')) {
      noteLoad('Lighthouse');
      lh = await lighthouseSeries(baseUrl);
      noteLoad('end of Lighthouse');
    }
    if (PARTS.has('inp')) {
      noteLoad('INP');
      inp = await withChromium((browser) => measureInp(browser, baseUrl, { runs: INP_RUNS, log: (line) => console.log(`budget: ${line}`) }));
    }
    if (PARTS.has('ready')) {
      noteLoad('time to answer taps');
      ready = await withChromium((browser) => measureReady(browser, baseUrl, { runs: READY_RUNS, log: (line) => console.log(`budget: ${line}`) }));
    }
    if (PARTS.has('bench')) {
      // The app server's HTML answers per second beside a plain static file server, in the same run (issue 15).
      // Port 0: a free port the system picks, so the budget uses no port beside BUDGET_PORT.
      const staticServer = await startStaticServer(0);
      try {
        bench = await benchServer(`http://127.0.0.1:${PORT}`, `http://127.0.0.1:${staticServer.address().port}`);
      } finally {
        staticServer.close();
      }
    }
    if (PARTS.has('pinned')) {
      // The same pages on one core: the server (and the fake portal in it) moves to core 1, the browser to core 0.
      await stopServer(server);
      server = startServer({ port: PORT, floorDir, cores: '1' });
      await waitForServer(`${baseUrl}/`, server);
      noteLoad('one-core Lighthouse');
      pinned = await lighthouseSeries(baseUrl, { cores: '0', label: 'one core' });
      noteLoad('end of one-core Lighthouse');
    }
  } finally {
    await stopServer(server);
    rmSync(floorDir, { recursive: true, force: true });
  }

  const chunks = home ? lazyChunks(home.files.map((f) => f.name)) : [];
  const own = home ? ownModules(home.files) : [];
  const ownTotal = own.reduce((s, m) => s + m.gzip, 0);
  const ratio = home ? home.total / floor.total : null;
  const worstChunk = chunks[0];
  const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)} ms`);
  const sec = (v) => (v === null || v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
  const workRatio = (p) => (p.median?.mainThread && p.floor?.mainThread ? p.median.mainThread / p.floor.mainThread : null);
  const checks = [
    ...(home ? [
      { name: `JS loaded by / ≤ ${BUDGET.homeRatio} × floor`, ok: ratio <= BUDGET.homeRatio, value: `${ratio.toFixed(3)} × (${fmt(home.total)} / ${fmt(floor.total)})` },
      { name: `each lazy route chunk (with the imports / did not load) ≤ ${BUDGET.chunkKb} kB gzip`, ok: chunks.every((c) => kb(c.total) <= BUDGET.chunkKb), value: worstChunk ? `largest ${worstChunk.name} ${fmt(worstChunk.total)}` : 'none' },
    ] : []),
    ...(lh ?? []).flatMap((page) => [
      {
        name: `Lighthouse mobile performance on ${page.path} (both cores): median ≥ ${BUDGET.performance} and ≥ floor median − ${BUDGET.belowFloor}`,
        ok: page.median !== null && page.floor !== null && page.median.score >= BUDGET.performance && page.median.score >= page.floor.score - BUDGET.belowFloor,
        value: page.median ? `${page.median.score} (floor ${page.floor?.score ?? 'not measured'}; ${page.runs.length} runs)` : 'not measured (Lighthouse recorded no trace)',
        advisory: LH_ADVISORY,
      },
      {
        name: `Lighthouse main-thread work on ${page.path} (both cores): median ≤ ${BUDGET.mainThreadRatio} × the floor's`,
        ok: workRatio(page) !== null && workRatio(page) <= BUDGET.mainThreadRatio,
        value: workRatio(page) !== null
          ? `${workRatio(page).toFixed(2)} × (${sec(page.median.mainThread)} / ${sec(page.floor.mainThread)}); TBT ${ms(page.median.tbt)} (floor ${ms(page.floor.tbt)})`
          : 'not measured',
        advisory: LH_ADVISORY,
      },
      {
        name: `CLS on ${page.path} ≤ ${BUDGET.cls} on every run`,
        ok: page.runs.length > 0 && page.runs.every((r) => r.cls <= BUDGET.cls),
        value: page.runs.length > 0 ? `worst ${Math.max(...page.runs.map((r) => r.cls)).toFixed(3)}` : 'not measured',
        advisory: LH_ADVISORY,
      },
    ]),
    ...(pinned ?? []).map((page) => ({
      name: `Lighthouse mobile performance on ${page.path} (one core: browser taskset -c 0, server -c 1): median ≥ floor median − ${BUDGET.belowFloorOneCore}`,
      ok: page.median !== null && page.floor !== null && page.median.score >= page.floor.score - BUDGET.belowFloorOneCore,
      value: page.median
        ? `${page.median.score} (floor ${page.floor?.score ?? 'not measured'}; ${page.runs.length} runs); main thread ${sec(page.median.mainThread)} (floor ${sec(page.floor?.mainThread)}), TBT ${ms(page.median.tbt)} (floor ${ms(page.floor?.tbt)})`
        : 'not measured (Lighthouse recorded no trace)',
      advisory: LH_ADVISORY,
    })),
    ...(inp?.taps ?? []).map((tap) => ({
      name: `INP of ${tap.name} (${INP_THROTTLE}x CPU throttling, web-vitals): median ≤ ${BUDGET.inpMs} ms`,
      ok: tap.median !== null && tap.median <= BUDGET.inpMs,
      value: tap.median !== null
        ? `${Math.round(tap.median)} ms (runs ${tap.samples.map((x) => Math.round(x.value)).join(', ')} ms; host benchmark index ${inp.benchmarkIndex.before} before, ${inp.benchmarkIndex.after} after)`
        : 'not measured',
      advisory: LH_ADVISORY,
    })),
  ];

  const runRow = (label, r) => `| ${label} | ${r.score} | ${ms(r.lcp)} | ${ms(r.fcp)} | ${ms(r.tbt)} | ${sec(r.mainThread)} | ${r.cls.toFixed(3)} | ${ms(r.si)} | ${r.benchmarkIndex} |`;
  const mediansTable = (series) => [
    '| page | performance | LCP | FCP | TBT | main-thread work | CLS (worst run) | Speed Index | floor performance | floor LCP | floor TBT | floor main-thread work | work ÷ floor | host benchmark index (median; floor) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...series.map((p) => p.median
      ? `| ${p.path} | ${p.median.score} | ${ms(p.median.lcp)} | ${ms(p.median.fcp)} | ${ms(p.median.tbt)} | ${sec(p.median.mainThread)} | ${Math.max(...p.runs.map((r) => r.cls)).toFixed(3)} | ${ms(p.median.si)} | ${p.floor?.score ?? '–'} | ${ms(p.floor?.lcp)} | ${ms(p.floor?.tbt)} | ${sec(p.floor?.mainThread)} | ${workRatio(p)?.toFixed(2) ?? '–'} × | ${p.median.benchmarkIndex}; ${p.floor?.benchmarkIndex ?? '–'} |`
      : `| ${p.path} | not measured | | | | | | | | | | | | |`),
  ];
  // Lighthouse's kinds of main-thread work, in its order (core/lib/tracehouse/task-groups.js).
  const KINDS = [['scriptEvaluation', 'script evaluation'], ['styleLayout', 'style and layout'], ['paintCompositeRender', 'rendering'],
    ['scriptParseCompile', 'script parse and compile'], ['parseHTML', 'HTML and CSS parsing'], ['garbageCollection', 'garbage collection'], ['other', 'other']];
  const workTable = (series) => [
    '| page | ' + KINDS.map(([, label]) => label).join(' | ') + ' |',
    '|---|' + KINDS.map(() => '---').join('|') + '|',
    ...series.filter((p) => p.median).flatMap((p) => [
      `| ${p.path} | ${KINDS.map(([k]) => ms(p.median.work?.[k])).join(' | ')} |`,
      `| floor (after ${p.path}) | ${KINDS.map(([k]) => ms(p.floor?.work?.[k])).join(' | ')} |`,
    ]),
  ];
  const runsTables = (series, label) => series.flatMap((page) => [
    `## Lighthouse 12 mobile on ${page.path} and the floor, run by run (${label})`,
    '',
    '| run | performance | LCP | FCP | TBT | main-thread work | CLS | Speed Index | host benchmark index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...page.runs.map((r, i) => runRow(`page ${i + 1}`, r)),
    ...page.floorRuns.map((r, i) => runRow(`floor ${i + 1}`, r)),
    '',
  ]);
  const lines = [
    '# Performance budget',
    '',
    `Written by \`tools/budget.mjs\` (\`npx -y pnpm@10.34.9 run budget\`) on ${new Date().toISOString()}${ONLY ? ` (parts: ${[...PARTS].join(', ')})` : ''}. Sizes are gzip level 9 of the built files.`,
    'The floor is `tools/floor/`: the smallest real app on the same stack (a data router with one lazy route, an inversify',
    'container with one injected store, a MobX observer, i18next with react-i18next, ky and one valibot schema), built',
    'with `packages/web/vite.config.ts` and served by the same app server under `/__floor/` while the budget runs.',
    `Lighthouse: ${RUNS} run(s) per page${LH_ADVISORY ? ' (advisory: reported, not gating)' : ''}, each page run followed by a floor run on the same server,`,
    'once on both cores and once with the browser pinned to core 0 (`taskset -c 0`) and the server to core 1.',
    'The host benchmark index is Lighthouse\'s own CPU score of this machine during the run: simulated throttling',
    'multiplies observed main-thread time by 4 whatever it is, so a busy or slow host scores lower (the floor too).',
    'Main-thread work is Lighthouse\'s `mainthread-work-breakdown` (every main-thread task of the load, as observed).',
    `Host: ${HOST.cpu}, Node ${process.version}, Lighthouse 12 with Debian chromium; load average (1 min) at ${HOST.load.join(', ')}.`,
    '',
    '## Budgets',
    '',
    '| budget | figure | result |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.value} | ${c.ok ? 'pass' : c.advisory ? 'miss (advisory)' : '**FAIL**'} |`),
    '',
    ...(lh ? ['## Lighthouse medians beside the floor (both cores)', '', ...mediansTable(lh), '',
      '### Main-thread work by kind (medians, both cores)', '', ...workTable(lh), ''] : []),
    ...(pinned ? ['## Lighthouse medians beside the floor (one core: browser on core 0, server on core 1)', '', ...mediansTable(pinned), ''] : []),
    ...(inp ? [
      `## INP of three taps (${INP_THROTTLE}x CPU throttling, web-vitals 6, ${inp.runs} fresh pages each)`,
      '',
      `Host benchmark index (Lighthouse's, unthrottled): ${inp.benchmarkIndex.before} before the taps, ${inp.benchmarkIndex.after} after.`,
      'Each tap lands once the page has settled (two idle callbacks in a row after its button shows); the parts are',
      'web-vitals\' attribution of the median run: input delay, processing, presentation delay.',
      '',
      '| tap | page | INP median | runs | input delay | processing | presentation |',
      '|---|---|---|---|---|---|---|',
      ...inp.taps.map((t) => {
        const mid = [...t.samples].sort((a, b) => a.value - b.value)[Math.floor(t.samples.length / 2)];
        return `| ${t.name} | ${mid?.path ?? t.path} | ${t.median === null ? 'not measured' : ms(t.median)} | ${t.samples.map((x) => Math.round(x.value)).join(', ')} | ${ms(mid?.input)} | ${ms(mid?.processing)} | ${ms(mid?.presentation)} |`;
      }),
      '',
    ] : []),
    ...(ready ? [
      `## Time until the page answers taps (${READY_THROTTLE}x CPU, ${READY_NETWORK.latency} ms a request, ${(READY_NETWORK.downloadThroughput * 8 / 1024 / 1024).toFixed(1)} Mbit/s; reported)`,
      '',
      'A phone on a weak signal: Chrome\'s network emulation delays each request and narrows the line. The app\'s page',
      'answers taps once `#root[data-app="ready"]` is set (the hydration has committed), the floor once its screen has',
      `rendered; from the navigation's start, medians of ${READY_RUNS} fresh loads, the pages interleaved with the floor (decision 0551).`,
      '',
      '| page | answers taps | runs | first paint | DOMContentLoaded |',
      '|---|---|---|---|---|',
      ...ready.map((r) => `| ${r.path} | ${sec(r.ready)} | ${r.runs.map((v) => sec(v)).join(', ')} | ${sec(r.fcp)} | ${sec(r.dcl)} |`),
      '',
    ] : []),
    ...(home ? [
      '## JavaScript loaded before network idle',
      '',
      '| file | gzip |',
      '|---|---|',
      ...home.files.map((f) => `| / ${f.name} | ${fmt(f.gzip)} |`),
      `| **/ total** | **${fmt(home.total)}** |`,
      ...floor.files.map((f) => `| floor ${f.name} | ${fmt(f.gzip)} |`),
      `| **floor total** | **${fmt(floor.total)}** |`,
      '',
      `## The product's own code on / (${fmt(ownTotal)} of ${fmt(home.total)})`,
      '',
      'Every module outside node_modules in the files / loads, with its share of its file\'s gzip size (in proportion to',
      'its rendered length, from the build\'s module info). What / does not need for its first screen belongs in a lazy chunk.',
      '',
      '| module | file | gzip share |',
      '|---|---|---|',
      ...own.map((m) => `| ${m.id} | ${m.file} | ${fmt(m.gzip)} |`),
      '',
    ] : []),
    ...(lh ? runsTables(lh, 'both cores') : []),
    ...(pinned ? runsTables(pinned, 'one core') : []),
    ...(bench ? ['## The app server beside a static file server', '', ...benchTable(bench), ''] : []),
    ...(home ? [
      '## Lazy route chunks',
      '',
      'Own size, and with the chunks it imports that / had not loaded (what visiting the route after / downloads).',
      '',
      '| route module | own gzip | with added imports |',
      '|---|---|---|',
      ...chunks.map((c) => `| ${c.name} | ${fmt(c.own)} | ${fmt(c.total)} |`),
      '',
    ] : []),
  ];
  // The committed figures change only on purpose (`npm run budget` passes --write) and only from a run of every
  // part; every other run, `npm test` included, reports to the ignored reports/ folder and leaves tracked files alone.
  const target = process.argv.includes('--write') && !ONLY ? 'docs/performance.md' : 'reports/performance.md';
  mkdirSync(join(ROOT, dirname(target)), { recursive: true });
  const kept = [
    ...keptSection(PROFILE_HEADING, '(Written by hand: the main-thread profile and what was done about each cost; a budget run keeps this section.)'),
    ...keptSection(APP_SERVER_HEADING, '(Written by hand: how the app server answers pages; a budget run keeps this section.)'),
  ];
  writeFileSync(join(ROOT, target), [...lines, ...kept].join('\n'));
  for (const c of checks) console.log(`${c.ok ? 'pass' : c.advisory ? 'miss (advisory)' : 'FAIL'}  ${c.name}: ${c.value}`);
  for (const page of [...(lh ?? []), ...(pinned ?? [])].filter((p) => p.median)) {
    console.log(`${page.path}: LCP ${Math.round(page.median.lcp)} ms, TBT ${Math.round(page.median.tbt)} ms, main thread ${sec(page.median.mainThread)} (floor ${ms(page.floor?.lcp)}, ${ms(page.floor?.tbt)}, ${sec(page.floor?.mainThread)})`);
  }
  console.log(`written to ${target}`);
  if (!checks.every((c) => c.ok || c.advisory)) process.exit(1);
  if (!checks.every((c) => c.ok)) console.log(`advisory budgets failed (reported, not gating): see ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
