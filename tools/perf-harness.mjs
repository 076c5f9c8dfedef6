// What tools/budget.mjs and tools/profile-main-thread.mjs share: the app's build, the floor's build (tools/floor/),
// and the app server with the floor under /__floor/, optionally pinned to CPU cores (`taskset`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = join(ROOT, 'packages/web');
export const DIST = join(WEB, 'dist');
export const FLOOR = join(ROOT, 'tools/floor');
/** Where the app server answers the floor (packages/web/server/floor.ts). */
export const FLOOR_PATH = '/__floor';
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const webRequire = createRequire(join(WEB, 'package.json'));

/** The pages measured: the home page (issue 4), a product page (issue 6) and a public registry (issue 15). */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/babynesia/piring-hisap-silikon-kayu-babynesia' },
  { name: 'registry', path: '/registry/bunda-demo' },
];
export const FLOOR_PAGE = { name: 'floor', path: `${FLOOR_PATH}/` };

export function run(cmd, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds the app into packages/web/dist unless `reuse` and a build is there; `extraArgs` go to `vite build`. */
export async function buildApp({ reuse = false, extraArgs = [] } = {}) {
  if (reuse && existsSync(join(DIST, '.vite/manifest.json'))) return;
  console.log('building the app');
  await run(process.execPath, [join(WEB, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn', ...extraArgs], { cwd: WEB });
}

/**
 * Builds tools/floor (the smallest real app on the stack, issue 15) with the web package's Vite config, under the
 * base /__floor/ (the app server serves it there when KADO_FLOOR_DIR is set). Bare imports resolve as from
 * packages/web/src, else from packages/http/src (valibot reaches the product through @kado/http).
 */
export async function buildFloor(outDir, { sourcemap = false } = {}) {
  const vite = await import(pathToFileURL(webRequire.resolve('vite')).href);
  const importers = [join(WEB, 'src/main.tsx'), join(ROOT, 'packages/http/src/index.ts')];
  await vite.build({
    configFile: join(WEB, 'vite.config.ts'),
    root: FLOOR,
    base: `${FLOOR_PATH}/`,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap },
    plugins: [
      {
        name: 'kado-floor-resolve',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!importer || !importer.startsWith(FLOOR) || source.startsWith('.') || source.startsWith('/')) return null;
          for (const from of importers) {
            const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
            if (resolved) return resolved;
          }
          return null;
        },
      },
    ],
  });
}

/**
 * Starts the app server (the fake portal in-process) with the floor under /__floor/. `cores` ('1') pins it and every
 * process it starts to those CPU cores with taskset.
 */
export function startServer({ port, floorDir, cores }) {
  const args = [join(WEB, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'server/tsconfig.tsx.json', 'server/serve.ts'];
  const [cmd, argv] = cores ? ['taskset', ['-c', cores, process.execPath, ...args]] : [process.execPath, args];
  return spawn(cmd, argv, {
    cwd: WEB,
    env: { ...process.env, PORT: String(port), KADO_FLOOR_DIR: floorDir, KADO_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a server started by startServer and waits for it to exit. */
export function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
}

export async function waitForServer(url, child) {
  for (let i = 0; i < 150; i += 1) {
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

export async function launchChromium(options = {}) {
  const playwright = await import(pathToFileURL(webRequire.resolve('@playwright/test')).href);
  const chromium = playwright.chromium ?? playwright.default.chromium;
  return chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'], ...options });
}

/** Runs `use` with a Chromium of its own, closed afterwards whatever happens. */
export async function withChromium(use) {
  const browser = await launchChromium();
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};
