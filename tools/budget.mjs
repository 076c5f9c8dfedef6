#!/usr/bin/env node
// Performance budget of the app shell (issue 4). Run from the repo root: `npx -y pnpm@10.34.9 run budget`.
// 1. builds the app (or reuses dist/ with --reuse) and a "floor" page (tools/floor/) importing the same libraries
//    with the same Vite config; 2. measures gzip sizes: the floor, all JS that / loads before network idle (Debian
//    chromium via Playwright) and each lazy route chunk with the imports it adds; 3. runs Lighthouse 12 mobile on /
//    and on a product page (issue 6) against the started server; 4. writes docs/performance.md and exits non-zero
//    when a budget fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'packages/web');
const DIST = join(WEB, 'dist');
const FLOOR = join(ROOT, 'tools/floor');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BUDGET_PORT ?? 4179);
/** The pages Lighthouse measures: the home page (issue 4) and a product page of the seeded catalogue (issue 6). */
const LH_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/babynesia/piring-hisap-silikon-kayu-babynesia' },
];
const REUSE = process.argv.includes('--reuse');
// The test command measures Lighthouse and records it, but only the size budgets gate it: a simulated-throttling
// score moves with the machine's load, and a red CI for a noisy score would hide real failures (decision 0082).
const LH_ADVISORY = process.argv.includes('--lighthouse-advisory');
// Three runs per page (the median counts) when Lighthouse gates; one when it is only reported, to keep the test
// command well inside CI's time limit.
const RUNS = Number(process.env.LH_RUNS ?? (LH_ADVISORY ? 1 : 3));

const BUDGET = { homeRatio: 1.2, chunkKb: 35, performance: 95 };
const webRequire = createRequire(join(WEB, 'package.json'));
const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} kB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function run(cmd, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

async function buildApp() {
  if (REUSE && existsSync(join(DIST, '.vite/manifest.json'))) return;
  console.log('budget: building the app');
  await run(process.execPath, [join(WEB, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'], { cwd: WEB });
}

/** Builds tools/floor with the web package's Vite config; bare imports resolve as if from packages/web/src. */
async function buildFloor(outDir) {
  const vite = await import(pathToFileURL(webRequire.resolve('vite')).href);
  const webEntry = join(WEB, 'src/main.tsx');
  await vite.build({
    configFile: join(WEB, 'vite.config.ts'),
    root: FLOOR,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: 'kado-floor-resolve',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!importer || !importer.startsWith(FLOOR) || source.startsWith('.') || source.startsWith('/')) return null;
          return this.resolve(source, webEntry, { ...options, skipSelf: true });
        },
      },
    ],
  });
  return readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(join(outDir, 'assets', f)), 0);
}

function startServer() {
  const child = spawn(process.execPath, [join(WEB, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'server/tsconfig.tsx.json', 'server/serve.ts'], {
    cwd: WEB,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitForServer(url, child) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited early');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

/** All JS that / requests until the network is idle, mapped to dist files. */
async function homeScripts(baseUrl) {
  const playwright = await import(pathToFileURL(webRequire.resolve('@playwright/test')).href);
  const chromium = playwright.chromium ?? playwright.default.chromium;
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    // What the page itself loads: the service worker's precache (decision 0221) downloads after load, in the
    // background, and is not JS the page runs.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const scripts = new Set();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js') && res.ok()) scripts.add(path);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    return [...scripts].map((p) => join(DIST, p));
  } finally {
    await browser.close();
  }
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
  const loaded = new Set(loadedByHome.map((f) => relative(DIST, f)));
  return Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const added = [...staticClosure(k)].filter((d) => !loaded.has(manifest[d].file));
      const own = gzipSize(join(DIST, manifest[k].file));
      const total = added.reduce((sum, d) => sum + gzipSize(join(DIST, manifest[d].file)), 0);
      return { name: relative('src', k), own, total };
    })
    .sort((a, b) => b.total - a.total);
}

async function lighthouse(url) {
  const cli = join(dirname(webRequire.resolve('lighthouse/package.json')), 'cli/index.js');
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const out = join(tmpdir(), `kado-lh-${process.pid}-${i}.json`);
    // Lighthouse sometimes fails to record a trace on a loaded host (NO_NAVSTART, PROTOCOL_TIMEOUT): such a run
    // measured nothing, so it is tried again, up to three times, before the page counts as not measured.
    let report;
    for (let attempt = 1; attempt <= 3 && !report; attempt += 1) {
      try {
        await run(process.execPath, [cli, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: CHROME } });
        const parsed = JSON.parse(readFileSync(out, 'utf8'));
        if (parsed.runtimeError?.code) throw new Error(`Lighthouse runtime error ${parsed.runtimeError.code}`);
        report = parsed;
      } catch (error) {
        console.log(`budget: Lighthouse run ${i + 1} on ${url}, attempt ${attempt} measured nothing: ${error.message}`);
      } finally {
        rmSync(out, { force: true });
      }
    }
    if (!report) continue;
    results.push({
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: report.audits['largest-contentful-paint'].numericValue,
      fcp: report.audits['first-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      si: report.audits['speed-index'].numericValue,
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    });
  }
  if (results.length === 0) return { median: null, runs: [] };
  results.sort((a, b) => a.score - b.score);
  return { median: results[Math.floor(results.length / 2)], runs: results };
}

async function main() {
  await buildApp();
  const floorOut = mkdtempSync(join(tmpdir(), 'kado-floor-'));
  let floor;
  try {
    floor = await buildFloor(floorOut);
  } finally {
    rmSync(floorOut, { recursive: true, force: true });
  }

  const server = startServer();
  const baseUrl = `http://localhost:${PORT}`;
  let home;
  const lh = [];
  try {
    await waitForServer(`${baseUrl}/`, server);
    const files = await homeScripts(baseUrl);
    home = { paths: files, files: files.map((f) => ({ name: relative(DIST, f), gzip: gzipSize(f) })) };
    home.total = home.files.reduce((s, f) => s + f.gzip, 0);
    for (const page of LH_PAGES) lh.push({ ...page, ...(await lighthouse(`${baseUrl}${page.path}`)) });
  } finally {
    server.kill('SIGTERM');
  }

  const chunks = lazyChunks(home.paths);
  const ratio = home.total / floor;
  const worstChunk = chunks[0];
  const checks = [
    { name: `JS loaded by / ≤ ${BUDGET.homeRatio} × floor`, ok: ratio <= BUDGET.homeRatio, value: `${ratio.toFixed(2)} × (${fmt(home.total)} / ${fmt(floor)})` },
    { name: `each lazy route chunk (with the imports / did not load) ≤ ${BUDGET.chunkKb} kB gzip`, ok: chunks.every((c) => kb(c.total) <= BUDGET.chunkKb), value: worstChunk ? `largest ${worstChunk.name} ${fmt(worstChunk.total)}` : 'none' },
    ...lh.map((page) => ({
      name: `Lighthouse mobile performance on ${page.path} ≥ ${BUDGET.performance}`,
      ok: page.median !== null && page.median.score >= BUDGET.performance,
      value: page.median ? String(page.median.score) : 'not measured (Lighthouse recorded no trace)',
      advisory: LH_ADVISORY,
    })),
  ];

  const lines = [
    '# Performance budget',
    '',
    `Written by \`tools/budget.mjs\` (\`npx -y pnpm@10.34.9 run budget\`) on ${new Date().toISOString()}. Sizes are gzip level 9 of the built files.`,
    'The floor is `tools/floor/`: an empty page importing react, react-dom/client, react-router-dom, inversify, i18next, react-i18next, mobx, mobx-react-lite and ky, built with `packages/web/vite.config.ts`.',
    '',
    '## Budgets',
    '',
    '| budget | figure | result |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.value} | ${c.ok ? 'pass' : '**FAIL**'} |`),
    '',
    '## JavaScript that / loads before network idle',
    '',
    '| file | gzip |',
    '|---|---|',
    ...home.files.map((f) => `| ${f.name} | ${fmt(f.gzip)} |`),
    `| **total** | **${fmt(home.total)}** |`,
    `| floor | ${fmt(floor)} |`,
    '',
    ...lh.flatMap((page) => [
      `## Lighthouse 12 mobile on ${page.path} (simulated throttling, Debian chromium; median of ${page.runs.length})`,
      '',
      'The host\'s benchmark index is Lighthouse\'s own CPU score of this machine at the time of the run: the simulated',
      'throttling multiplies observed main-thread time by 4 whatever it is, so a busy or slow host scores lower.',
      '',
      '| run | performance | LCP | FCP | TBT | CLS | Speed Index | host benchmark index |',
      '|---|---|---|---|---|---|---|---|',
      ...page.runs.map((r, i) => `| ${r === page.median ? 'median' : i + 1} | ${r.score} | ${Math.round(r.lcp)} ms | ${Math.round(r.fcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.si)} ms | ${r.benchmarkIndex} |`),
      '',
    ]),
    '## Lazy route chunks',
    '',
    'Own size, and with the chunks it imports that / had not loaded (what visiting the route after / downloads).',
    '',
    '| route module | own gzip | with added imports |',
    '|---|---|---|',
    ...chunks.map((c) => `| ${c.name} | ${fmt(c.own)} | ${fmt(c.total)} |`),
    '',
  ];
  // The committed figures change only on purpose (`npm run budget` passes --write); every other run, `npm test`
  // included, reports to the ignored reports/ folder and leaves tracked files alone.
  const target = process.argv.includes('--write') ? 'docs/performance.md' : 'reports/performance.md';
  mkdirSync(join(ROOT, dirname(target)), { recursive: true });
  writeFileSync(join(ROOT, target), lines.join('\n'));
  for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}: ${c.value}`);
  for (const page of lh.filter((p) => p.median)) console.log(`${page.path}: LCP ${Math.round(page.median.lcp)} ms, TBT ${Math.round(page.median.tbt)} ms, CLS ${page.median.cls.toFixed(3)}`);
  console.log(`written to ${target}`);
  if (!checks.every((c) => c.ok || c.advisory)) process.exit(1);
  if (!checks.every((c) => c.ok)) console.log(`advisory budgets failed (reported, not gating): see ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
