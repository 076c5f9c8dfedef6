// Load test of the reservation race (issue 17 item 7): `npm run load:reserve` (add `--write` to update
// docs/reliability.md). Starts the fake portal over HTTP on loopback, then in each of ROUNDS rounds resets it through
// the control route and lets GUESTS distinct guests reserve the same free gift at once. It checks exactly one winner
// (201) per round, every other answer a 409 with the portal's message, no 5xx, and reports p50/p99 latency.
// Figures go to reports/load-reserve.md (ignored); with --write also to docs/reliability.md between its markers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFakePortal } from '../packages/fake-portal/src/index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GUESTS = Number(process.env['LOAD_GUESTS'] ?? 50);
const ROUNDS = Number(process.env['LOAD_ROUNDS'] ?? 20);
const PORT = Number(process.env['LOAD_PORT'] ?? 4322);
const WRITE = process.argv.includes('--write');
const START = '<!-- load:reserve:start -->';
const END = '<!-- load:reserve:end -->';

/** The portal behind node's own HTTP server; the socket goes along so the rate limits see the client's address. */
async function startPortal(): Promise<{ url: string; stop: () => Promise<void>; portal: ReturnType<typeof createFakePortal> }> {
  const portal = createFakePortal({ controlRoutes: true });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void portal.fetch(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }), { incoming: req }).then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((done) => server.listen(PORT, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, portal, stop: () => new Promise((done) => server.close(() => done())) };
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const { url, stop, portal } = await startPortal();
  const latencies: number[] = [];
  const rounds: { winners: number; conflicts: number; other: Record<number, number>; serverErrors: number; wallMs: number }[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const reset = await fetch(`${url}/__control/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`reset answered ${reset.status}`);
      const gift = portal.state.gifts.find((g) => g.product_id !== null && g.external === null && g.reserved_by === null && !g.is_private && g.transaction_status === null && !g.payment_completed && !g.is_in_cart && g.quantity === 1);
      if (!gift) throw new Error('no free single gift in the seed');
      const body = JSON.stringify({ gift_product_id: gift.id, product_id: gift.product_id, sku_id: gift.sku_id, gift_registry_type: 'reserve', name: 'Tamu' });
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: GUESTS }, async (_, i) => {
        const t0 = performance.now();
        const res = await fetch(`${url}/v2/carts`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-guest-id': `loadguest${round}x${i}` }, body });
        const text = await res.text();
        latencies.push(performance.now() - t0);
        return { status: res.status, text };
      }));
      const wallMs = performance.now() - started;
      const winners = answers.filter((a) => a.status === 201).length;
      const conflicts = answers.filter((a) => a.status === 409 && a.text.includes('Kado ini sudah direservasi orang lain')).length;
      const other: Record<number, number> = {};
      for (const a of answers) if (a.status !== 201 && !(a.status === 409 && a.text.includes('Kado ini sudah direservasi orang lain'))) other[a.status] = (other[a.status] ?? 0) + 1;
      const holders = portal.state.gifts.filter((g) => g.group_id === gift.group_id && g.reserved_by !== null).length;
      if (holders !== 1) throw new Error(`round ${round + 1}: ${holders} holders of the gift`);
      rounds.push({ winners, conflicts, other, serverErrors: answers.filter((a) => a.status >= 500).length, wallMs });
    }
  } finally {
    await stop();
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const failedRounds = rounds.filter((r) => r.winners !== 1 || r.conflicts !== GUESTS - 1 || r.serverErrors > 0).length;
  const serverErrors = rounds.reduce((t, r) => t + r.serverErrors, 0);
  const others = rounds.flatMap((r) => Object.entries(r.other).map(([s, n]) => `${n} x ${s}`));
  const cpu = cpus();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    START,
    `Run of ${date} UTC: \`npm run load:reserve\` (tools/load-reserve.ts), the fake portal over HTTP on 127.0.0.1 in the same`,
    `Node process as the ${GUESTS} clients (global fetch), ${ROUNDS} rounds, a reset through \`POST /api/__control/reset\` before each.`,
    `Host: ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end (a machine shared with other work).`,
    '',
    '| figure | value |',
    '|---|---|',
    `| rounds x concurrent guests | ${ROUNDS} x ${GUESTS} (${ROUNDS * GUESTS} reservations tried) |`,
    `| rounds with exactly one winner and ${GUESTS - 1} x 409 'Kado ini sudah direservasi orang lain' | ${ROUNDS - failedRounds} of ${ROUNDS} |`,
    `| 5xx answers | ${serverErrors} |`,
    `| other answers | ${others.length === 0 ? 'none' : others.join(', ')} |`,
    `| latency p50 / p99 / max | ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))} / ${ms(sorted[sorted.length - 1]!)} |`,
    `| slowest round (all ${GUESTS} answered) | ${ms(Math.max(...rounds.map((r) => r.wallMs)))} |`,
    END,
  ].join('\n');

  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/load-reserve.md'), `${section}\n`);
  writeFileSync(join(ROOT, 'reports/load-reserve.json'), JSON.stringify({ guests: GUESTS, rounds, latenciesMs: sorted }, null, 2));
  if (WRITE) {
    const doc = join(ROOT, 'docs/reliability.md');
    const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
    if (!text.includes(START) || !text.includes(END)) throw new Error(`docs/reliability.md has no ${START} ... ${END} markers`);
    writeFileSync(doc, text.slice(0, text.indexOf(START)) + section + text.slice(text.indexOf(END) + END.length));
  }
  console.log(section);
  if (failedRounds > 0 || serverErrors > 0) {
    console.error(`load:reserve FAILED: ${failedRounds} rounds without exactly one winner, ${serverErrors} 5xx`);
    process.exitCode = 1;
  }
}

await main();
