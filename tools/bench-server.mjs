#!/usr/bin/env node
// HTML answers per second of the app server (issues 14 and 15): /, a page without page data, a product page and a
// public registry, each measured in turn with a plain static file server answering dist/index.html, interleaved
// round by round (app then static, then static then app), so the host's speed and its noise are in both figures.
// `npm run bench:server` starts both servers (each its own process, the client in a third) and exits non-zero when
// the app server's median for / or the page without data is below the static server's (decision 0302). The client
// reads HTTP itself, as light as a load generator, so the servers and not the client set the figures (decision 0320).
// tools/budget.mjs calls benchServer() with the app server it already runs. Every loop is bounded in time and count
// and talks only to 127.0.0.1.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'packages/web');
const DIST = join(WEB, 'dist');

export const BENCH_PAGES = [
  { name: 'home', path: '/', gate: true },
  { name: 'no page data', path: '/categories', gate: true },
  { name: 'product', path: '/babynesia/piring-hisap-silikon-kayu-babynesia', gate: false },
  { name: 'registry', path: '/registry/bunda-demo', gate: false },
];
const CONCURRENCY = 8;
/**
 * The gate (decision 0389): the app server, with its request log, id, metrics and drain bookkeeping (issue 29), answers
 * at least this share of a static file server that writes an access log line too. Measured at 0.51-0.54 on this host
 * (about 68 µs against 36 µs of CPU an answer); a page rendered per request would be several times lower.
 */
const GATE_RATIO = 0.4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 0.5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARM_UP_SECONDS = 1;
const MAX_REQUESTS = 100_000;

/**
 * A plain static file server: dist/index.html for every path, as a CDN or nginx would send it (read per request).
 * With `log`, it writes one JSON access line per answer with pino, as nginx writes its access log and as the app
 * server writes its request line (decision 0440): the bench compares like with like (decision 0389).
 */
export function startStaticServer(port, { log = false } = {}) {
  const file = join(DIST, 'index.html');
  const logger = log ? createRequire(join(WEB, 'package.json'))('pino')({ base: { service: 'static' } }, createRequire(join(WEB, 'package.json'))('pino').destination({ dest: 1, sync: false })) : null;
  const server = createServer((req, res) => {
    const started = performance.now();
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'x-request-id': randomUUID() });
    res.end(body);
    if (logger) logger.info({ reqId: res.getHeader('x-request-id'), method: req.method, route: req.url, status: 200, ms: Math.round((performance.now() - started) * 10) / 10, bytes: body.length }, 'request');
  });
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');
const CONTENT_LENGTH = Buffer.from('\r\nContent-Length: ');

/**
 * One kept-alive connection asking for `path` again and again until `until` (or `budget.left` runs out), each request
 * sent when the whole answer before it has arrived (no pipelining). A minimal HTTP/1.1 reader (status line, then a
 * Content-Length body or a chunked one), as load generators like wrk read: node's http client costs the client
 * several times what a server spends per answer, so with it the figures would be the client's (decision 0320). Bodies
 * are counted, not decoded. Counts answers with status 200 into `counts.done`, others and broken connections into
 * `counts.failed`.
 */
function connectionLoop(url, until, budget, counts) {
  const { hostname, port, pathname } = new URL(url);
  const request = Buffer.from(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: br, gzip\r\n\r\n`, 'latin1');
  return new Promise((resolvePromise) => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    let buffered = null; // bytes of an answer not complete yet
    let bodyLeft = -1; // -1: reading the head
    let chunked = false;
    let status = 0;
    let timer;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
      resolvePromise();
    };
    const next = () => {
      clearTimeout(timer);
      if (Date.now() >= until || budget.left <= 0) return close();
      budget.left -= 1;
      timer = setTimeout(() => {
        counts.failed += 1;
        close();
      }, 10_000);
      socket.write(request);
    };
    const answered = () => {
      if (status === 200) counts.done += 1;
      else counts.failed += 1;
      bodyLeft = -1;
      chunked = false;
      next();
    };
    socket.on('connect', next);
    socket.on('error', () => {
      counts.failed += 1;
      close();
    });
    socket.on('end', close);
    socket.on('data', (chunk) => {
      const bytes = buffered ? Buffer.concat([buffered, chunk]) : chunk;
      buffered = null;
      let at = 0;
      for (;;) {
        if (bodyLeft < 0 && !chunked) {
          const end = bytes.indexOf(HEAD_END, at);
          if (end < 0) break;
          status = (bytes[at + 9] - 48) * 100 + (bytes[at + 10] - 48) * 10 + (bytes[at + 11] - 48);
          // Node spells the header as below; any other spelling is read from the lower-cased head.
          let length = -1;
          const named = bytes.indexOf(CONTENT_LENGTH, at);
          if (named >= 0 && named < end) length = Number(bytes.latin1Slice(named + CONTENT_LENGTH.length, bytes.indexOf(LINE_END, named + 2)));
          else {
            const head = bytes.latin1Slice(at, end).toLowerCase();
            const found = /\r\ncontent-length: *(\d+)/.exec(head);
            if (found) length = Number(found[1]);
            else if (head.includes('\r\ntransfer-encoding: chunked')) chunked = true;
            else length = 0;
          }
          at = end + 4;
          if (!chunked) bodyLeft = length;
        }
        if (chunked) {
          const eol = bytes.indexOf(LINE_END, at);
          if (eol < 0) break;
          const size = parseInt(bytes.latin1Slice(at, eol), 16);
          if (bytes.length < eol + 4 + size) break;
          at = eol + 4 + size;
          if (size === 0) answered();
          continue;
        }
        if (bytes.length - at < bodyLeft) break;
        at += bodyLeft;
        answered();
        if (at >= bytes.length) return;
      }
      if (at < bytes.length) buffered = bytes.subarray(at);
    });
  });
}

/**
 * Answers per second for one URL: CONCURRENCY kept-alive connections asking for SECONDS, at most MAX_REQUESTS in all.
 * The client (connectionLoop) is as light as it can be, so the figures are the servers' and not the client's; it
 * asks for br or gzip as a browser does.
 */
async function measure(url, seconds = SECONDS) {
  const until = Date.now() + seconds * 1000;
  const counts = { done: 0, failed: 0 };
  const budget = { left: MAX_REQUESTS };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => connectionLoop(url, until, budget, counts)));
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: counts.done / elapsed, done: counts.done, failed: counts.failed };
}

/**
 * CPU time (user + system, microseconds) used so far by process `pid` and its descendants (the app server runs under
 * tsx's launcher), from /proc; null where there is no /proc. Reported beside the answers per second: on a shared host
 * the CPU a server spends per answer moves less with the other processes' load than its answers per second do.
 */
function cpuMicros(pid) {
  if (!pid) return null;
  try {
    const ticks = (id) => {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      let total = Number(fields[11]) + Number(fields[12]);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) total += ticks(Number(child));
      return total;
    };
    return (ticks(pid) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
// Linux's USER_HZ, 100 on every architecture node runs on.
const CLOCK_TICKS = 100;

/** `measure` with the CPU time process `pid` (and its children) spent per answer during it, when /proc tells. */
async function measureWithCpu(url, pid, seconds) {
  const before = cpuMicros(pid);
  const result = await measure(url, seconds);
  const after = cpuMicros(pid);
  const cpuPerAnswer = before !== null && after !== null && result.done > 0 ? (after - before) / result.done : null;
  return { ...result, cpuPerAnswer };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * For each page, ROUNDS pairs of runs: the app server at `appUrl` and the static server at `staticUrl` one right after
 * the other (the order alternating by round). One row per page with both medians.
 */
export async function benchServer(appUrl, staticUrl, pids = {}) {
  // A warm-up pass of every page on both servers, so neither is measured while it still compiles its code, reads
  // its files or fills its caches for the first time.
  for (const page of BENCH_PAGES) {
    await measure(`${appUrl}${page.path}`, WARM_UP_SECONDS);
    await measure(`${staticUrl}${page.path}`, WARM_UP_SECONDS);
  }
  const runs = new Map(BENCH_PAGES.map((page) => [page.path, { app: [], static: [], appCpu: [], staticCpu: [], failed: 0 }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of BENCH_PAGES) {
      const run = runs.get(page.path);
      const order = round % 2 === 0 ? ['app', 'static'] : ['static', 'app'];
      for (const server of order) {
        const result = await measureWithCpu(server === 'app' ? `${appUrl}${page.path}` : `${staticUrl}${page.path}`, pids[server], SECONDS);
        run[server].push(result.perSecond);
        if (result.cpuPerAnswer !== null) run[`${server}Cpu`].push(result.cpuPerAnswer);
        run.failed += result.failed;
      }
    }
  }
  return BENCH_PAGES.map((page) => {
    const run = runs.get(page.path);
    const app = median(run.app);
    const stat = median(run.static);
    const appCpu = run.appCpu.length === ROUNDS ? median(run.appCpu) : null;
    const staticCpu = run.staticCpu.length === ROUNDS ? median(run.staticCpu) : null;
    return { ...page, app, static: stat, ratio: app / stat, appCpu, staticCpu, failed: run.failed, ok: !page.gate || (app >= GATE_RATIO * stat && run.failed === 0) };
  });
}

export function benchTable(rows) {
  return [
    `HTML answers per second, median of ${ROUNDS} runs of ${SECONDS} s each with ${CONCURRENCY} requests in flight (kept-alive`,
    'connections; the client, on the same host, reads HTTP itself as wrk does and does not decode bodies, decision 0320);',
    'each app server run is paired with a run of a plain static file server (Node http sending dist/index.html, read per',
    'request, writing one JSON access line per answer as the app server does) in the same round. Gate: the app server',
    `answers at least ${GATE_RATIO} x the static server on / and on the page without page data (decision 0389).`,
    '',
    'The CPU columns (reported, not gated) are the median CPU time each server process spent per answer in those runs.',
    '',
    '| page | path | app server answers/s | static file server answers/s | app / static | failed | gate | app CPU µs/answer | static CPU µs/answer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${r.app.toFixed(0)} | ${r.static.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.failed} | ${r.gate ? (r.ok ? 'pass' : 'FAIL') : 'reported'} | ${r.appCpu?.toFixed(1) ?? '–'} | ${r.staticCpu?.toFixed(1) ?? '–'} |`,
    ),
  ];
}

/** Starts a Node process and resolves when `ready` says its output shows it listens; rejects if it exits first. */
function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, { cwd: WEB, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 60_000);
    const onData = (chunk) => {
      out += chunk;
      const found = ready(out);
      if (found !== null) {
        // What it writes from now on (the app server's request log) is read and dropped, not kept.
        child.stdout.off('data', onData);
        child.stdout.resume();
        clearTimeout(timer);
        resolvePromise({ child, value: found });
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited early`));
    });
  });
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in packages/web/dist: run the build first.');
  const port = Number(process.env.BENCH_PORT ?? 4181);
  const children = [];
  const stopAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    const app = await startProcess(['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'server/tsconfig.tsx.json', 'server/serve.ts'], { PORT: String(port), KADO_DEMO: '1' }, (out) =>
      out.includes('Kado on') ? port : null,
    );
    children.push(app.child);
    // The static server is its own process on a free port, like the app server: neither shares the client's thread.
    const stat = await startProcess([fileURLToPath(import.meta.url), '--static-only'], {}, (out) => {
      const m = /static on (\d+)/.exec(out);
      return m ? Number(m[1]) : null;
    });
    children.push(stat.child);
    const rows = await benchServer(`http://127.0.0.1:${app.value}`, `http://127.0.0.1:${stat.value}`, { app: app.child.pid, static: stat.child.pid });
    console.log(benchTable(rows).join('\n'));
    const failing = rows.filter((r) => !r.ok);
    if (failing.length > 0) {
      console.error(`bench:server FAIL: the app server answers fewer than ${GATE_RATIO} x the static server's pages per second on ${failing.map((r) => r.path).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--static-only')) {
    const server = await startStaticServer(0, { log: true });
    console.log(`static on ${server.address().port}`);
    process.on('SIGTERM', () => process.exit(0));
  } else {
    main().catch((error) => {
      console.error(error);
      process.exit(1);
    });
  }
}
