#!/usr/bin/env node
// HTML answers per second of the app server (issue 15): /, a product page and a public registry, beside a plain
// static file server answering the same index.html from the same machine in the same run, so the host's speed is in
// both figures. `npm run bench:server` starts both servers itself; tools/budget.mjs calls benchServer() with the app
// server it already runs. Every loop is bounded in time and count and talks only to 127.0.0.1.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'packages/web');
const DIST = join(WEB, 'dist');

export const BENCH_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/babynesia/piring-hisap-silikon-kayu-babynesia' },
  { name: 'registry', path: '/registry/bunda-demo' },
];
const CONCURRENCY = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const MAX_REQUESTS = 20_000;

/** A plain static file server: dist/index.html for every path, as a CDN or nginx would send it. */
export function startStaticServer(port) {
  const file = join(DIST, 'index.html');
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': statSync(file).size });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

/** Answers per second for one URL: CONCURRENCY loops of GETs for SECONDS, at most MAX_REQUESTS in all. */
async function measure(url) {
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  const loop = async () => {
    while (Date.now() < until && done + failed < MAX_REQUESTS) {
      try {
        const res = await fetch(url, { headers: { accept: 'text/html' } });
        await res.arrayBuffer();
        if (res.ok) done += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: done / seconds, done, failed };
}

/** Measures each page on the app server at `appUrl`, then the static server at `staticUrl`, one after the other. */
export async function benchServer(appUrl, staticUrl) {
  // A warm-up pass, so neither server is measured while it still compiles or reads its files for the first time.
  for (const page of BENCH_PAGES) await fetch(`${appUrl}${page.path}`).then((r) => r.arrayBuffer());
  await fetch(`${staticUrl}/`).then((r) => r.arrayBuffer());
  const rows = [];
  for (const page of BENCH_PAGES) rows.push({ server: 'app server', ...page, ...(await measure(`${appUrl}${page.path}`)) });
  rows.push({ server: 'static file server (dist/index.html)', name: 'static', path: '/', ...(await measure(`${staticUrl}/`)) });
  return rows;
}

export function benchTable(rows) {
  return [
    `HTML answers per second, ${CONCURRENCY} requests in flight for ${SECONDS} s each, client on the same host.`,
    '',
    '| server | page | answers/s | answers | failed |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.server} | ${r.path} | ${r.perSecond.toFixed(0)} | ${r.done} | ${r.failed} |`),
  ];
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in packages/web/dist: run the build first.');
  const port = Number(process.env.BENCH_PORT ?? 4181);
  const app = spawn(process.execPath, [join(WEB, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'server/tsconfig.tsx.json', 'server/serve.ts'], {
    cwd: WEB,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const staticServer = await startStaticServer(port + 1);
  try {
    for (let i = 0; ; i += 1) {
      if (app.exitCode !== null) throw new Error('the app server exited early');
      if (i > 100) throw new Error('the app server did not answer');
      if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows = await benchServer(`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`);
    console.log(benchTable(rows).join('\n'));
  } finally {
    app.kill('SIGTERM');
    staticServer.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
