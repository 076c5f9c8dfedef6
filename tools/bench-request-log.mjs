#!/usr/bin/env node
// The request wrapper's cost (decision 0449): CPU microseconds per answer of the same page server bare, inside the app
// server's request wrapper, and inside it with one stdout write per log line (as before 0449). Each is its own process
// (packages/web/server/request-log-bench.ts); rounds alternate the order; the median of 8 rounds of 0.7 s each, 8
// kept-alive connections. Reads /proc for the CPU time, so Linux only. `npm run bench:request-log` (after a build).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../packages/web/', import.meta.url));
const MODES = (process.env.MODES ?? 'bare,wrapped,one-write-a-line').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 8);

const cpuMicros = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

function start(mode) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/request-log-bench.ts', mode], {
    cwd: WEB,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'server/tsconfig.tsx.json' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      const found = /listening on (\d+)/.exec(String(chunk));
      if (found) resolve({ child, port: Number(found[1]) });
    });
    child.on('exit', () => reject(new Error(`${mode} exited`)));
  });
}

async function load(port, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const until = Date.now() + ms;
  let done = 0;
  const one = () =>
    new Promise((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/categories', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          done += 1;
          resolve();
        });
      }).on('error', resolve);
    });
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (Date.now() < until) await one();
  }));
  agent.destroy();
  return done;
}

const servers = {};
try {
  for (const mode of MODES) servers[mode] = await start(mode);
  for (const mode of MODES) await load(servers[mode].port, 1_500);
  const runs = Object.fromEntries(MODES.map((mode) => [mode, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of round % 2 ? [...MODES].reverse() : MODES) {
      const before = cpuMicros(servers[mode].child.pid);
      const answers = await load(servers[mode].port, 700);
      runs[mode].push((cpuMicros(servers[mode].child.pid) - before) / answers);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bare = median(runs.bare);
  console.log('| server | CPU µs/answer (median) | beyond bare |\n|---|---|---|');
  for (const mode of MODES) console.log(`| ${mode} | ${median(runs[mode]).toFixed(1)} | ${(median(runs[mode]) - bare).toFixed(1)} |`);
} finally {
  for (const { child } of Object.values(servers)) child.kill('SIGTERM');
}
