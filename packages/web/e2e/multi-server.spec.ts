import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForScreen } from './helpers';
import { nginxPrologue, startProcess, waitUntilAnswering, type Started } from './processes';

// Issue 29 item 5 and item 6 (docs/deploy.md, decisions 0443 and 0445): the fake portal as its own process, two
// stateless app servers and Debian's nginx round-robin in front. The giver's journey goes through nginx with two
// guests whose pages stay live; one app server gets SIGTERM mid-journey, drains within 10 s, and the journey
// completes on the other. Behind nginx, one client's rate limit does not touch another's. The build is the one the
// configuration's web server made.

const NGINX_BIN = '/usr/sbin/nginx';
const BASE_PORT = Number(process.env.PORT ?? 4173);
const PORTAL_PORT = BASE_PORT + 3;
const APP_PORTS = [BASE_PORT + 4, BASE_PORT + 5] as const;
const PROXY_PORT = BASE_PORT + 6;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const WEB = fileURLToPath(new URL('..', import.meta.url));
const FAKE_PORTAL = fileURLToPath(new URL('../../fake-portal', import.meta.url));
const REGISTRY = '/registry/bunda-demo';

test.describe.configure({ mode: 'serial' });

const started: Started[] = [];

function start(command: string, args: string[], cwd: string, env: Record<string, string>): Started {
  const entry = startProcess(command, args, cwd, env);
  started.push(entry);
  return entry;
}

/** An nginx configuration of docs/deploy.md, in a folder of its own. */
function nginxConfig(dir: string): string {
  const file = join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `${nginxPrologue(dir, 1024)}
  upstream kado_app {
    server 127.0.0.1:${APP_PORTS[0]} max_fails=1 fail_timeout=30s;
    server 127.0.0.1:${APP_PORTS[1]} max_fails=1 fail_timeout=30s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://kado_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Forwarded "";
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
  );
  return file;
}

const apps: Started[] = [];
let nginx: Started;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  expect(existsSync(NGINX_BIN), `${NGINX_BIN}: scripts/test-all.sh installs Debian's nginx`).toBe(true);
  const portal = start(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server.ts', '--port', String(PORTAL_PORT), '--public-origin', PROXY, '--trust-proxy', '127.0.0.1', '--quiet'], FAKE_PORTAL, {});
  await waitUntilAnswering(`http://127.0.0.1:${PORTAL_PORT}/api/v1/categories`, portal);
  for (const port of APP_PORTS) {
    apps.push(
      start(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'server/tsconfig.tsx.json', 'server/serve.ts'], WEB, {
        PORT: String(port),
        PORTAL_URL: `http://127.0.0.1:${PORTAL_PORT}/api`,
        PUBLIC_ORIGIN: PROXY,
        TRUST_PROXY: '127.0.0.1',
      }),
    );
  }
  await Promise.all(apps.map((app, i) => waitUntilAnswering(`http://127.0.0.1:${APP_PORTS[i]}/readyz`, app)));
  const dir = mkdtempSync(join(tmpdir(), 'kado-nginx-'));
  nginx = start(NGINX_BIN, ['-p', dir, '-c', nginxConfig(dir), '-g', 'daemon off;'], dir, {});
  await waitUntilAnswering(`${PROXY}/healthz`, nginx);
});

test.afterAll(() => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGTERM');
});

/** How many requests each app server has logged (its JSON request lines). */
const served = () => apps.map((app) => app.out().split('\n').filter((line) => line.includes('"msg":"request"')).length);

async function openGuest(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: PROXY });
  const page = await context.newPage();
  await page.goto(REGISTRY);
  await waitForScreen(page);
  await expect(page.locator('[aria-labelledby="registry-gifts-title"]')).toHaveAttribute('data-live', 'on');
  return page;
}

const giftCard = (page: Page, id: string) => page.locator(`[data-gift-id="${id}"]`);

async function reserve(page: Page, id: string, name: string, phone: string): Promise<void> {
  await giftCard(page, id).getByRole('button', { name: 'Reservasi', exact: true }).click();
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  if (await who.isVisible().catch(() => false)) {
    await who.getByLabel('Nama').fill(name);
    await who.getByLabel('Email atau nomor HP').fill(phone);
    await who.getByRole('button', { name: 'Lanjutkan' }).click();
  }
  await expect(page.locator('.toast').filter({ hasText: 'Kado berhasil direservasi' }).last()).toBeVisible();
}

async function openGifts(page: Page, count: number): Promise<string[]> {
  const cards = page.locator('[data-gift-id]').filter({ has: page.getByRole('button', { name: 'Reservasi', exact: true }) }).filter({ hasNotText: 'lagi' });
  await expect(cards.first()).toBeVisible();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await cards.nth(i).getAttribute('data-gift-id'))!);
  return ids;
}

test('the giver’s journey through nginx and two app servers; one is stopped mid-journey, drains within 10 s, and the journey completes', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await openGuest(browser);
  const b = await openGuest(browser);
  const [first, second] = await openGifts(a, 2);
  await reserve(a, first!, 'Tante Ani', '081299990101');
  // B's page, on whichever server its stream landed, shows it taken without a reload: the portal is the record.
  await expect(giftCard(b, first!).getByText('Sudah dipilih pemberi lain')).toBeVisible({ timeout: 3000 });
  // Both app servers have answered this journey (round robin).
  expect(served().every((count) => count > 0)).toBe(true);

  // One app server is stopped mid-journey.
  const stopped = apps[0]!;
  const stoppedAt = Date.now();
  const exited = new Promise<number>((resolve) => stopped.child.once('exit', () => resolve(Date.now() - stoppedAt)));
  stopped.child.kill('SIGTERM');
  expect(await exited).toBeLessThan(10_000);
  expect(stopped.out()).toContain('"msg":"drained"');

  // The journey goes on through nginx on the other server: B reserves, A sees it live (its stream came back).
  await reserve(b, second!, 'Om Budi', '081299990102');
  await expect(giftCard(a, second!).getByText('Sudah dipilih pemberi lain')).toBeVisible({ timeout: 5000 });
  await a.reload();
  await waitForScreen(a);
  await expect(giftCard(a, first!).getByRole('button', { name: 'Batalkan' })).toBeVisible();
  await Promise.all([a.context().close(), b.context().close()]);
});

/** A login with a wrong password from a loopback address of its own (127.0.0.2, 127.0.0.3: the client nginx sees). */
function wrongLogin(from: string, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: `tidak-ada-${from}-${n}@kado.test`, password: 'salah-salah' });
    const req = httpRequest(`${PROXY}/api/v1/login`, { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': '198.51.100.77' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('behind nginx, the portal’s rate limit counts each client: one client’s limit does not touch another’s', async () => {
  // Wrong passwords: 100 per client address per 15 minutes (decision 0240). The X-Forwarded-For the client writes
  // itself is not what counts: nginx sets the address it sees.
  const statuses: number[] = [];
  for (let i = 0; i < 101; i += 1) statuses.push(await wrongLogin('127.0.0.2', i));
  expect(statuses.slice(0, 100).every((status) => status === 422)).toBe(true);
  expect(statuses[100]).toBe(429);
  expect(await wrongLogin('127.0.0.3', 0)).toBe(422);
  // /metrics stays off the public proxy; the server answers it on its own port.
  expect((await fetch(`${PROXY}/metrics`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${APP_PORTS[1]}/metrics`)).status).toBe(200);
});
