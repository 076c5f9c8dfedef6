import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForScreen } from './helpers';

// Issue 14 item 5: the app server facing a portal over a real network hop. The fake portal runs as its own process
// on its own port (the mock server of packages/fake-portal, decision 0231); a second app server, started with
// PORTAL_URL, proxies /api and takes its page data from there (decision 0230). The build is the one the
// configuration's web server made.

const BASE_PORT = Number(process.env.PORT ?? 4173);
const PORTAL_PORT = BASE_PORT + 1;
const APP_PORT = BASE_PORT + 2;
const APP = `http://localhost:${APP_PORT}`;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const WEB = fileURLToPath(new URL('..', import.meta.url));
const FAKE_PORTAL = fileURLToPath(new URL('../../fake-portal', import.meta.url));

const children: ChildProcess[] = [];
let portalLog = '';

function start(cwd: string, args: string[], env: Record<string, string>, onOutput?: (text: string) => void): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  children.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then((res) => res.status < 500, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

let portal: ChildProcess;

test.beforeAll(async () => {
  // Without KADO_CONTROL_ROUTES inherited from the configuration's web server: this portal has none.
  const clean = { KADO_CONTROL_ROUTES: '' };
  portal = start(
    FAKE_PORTAL,
    ['node_modules/tsx/dist/cli.mjs', 'src/server.ts', '--port', String(PORTAL_PORT), '--public-origin', APP],
    clean,
    (text) => {
      portalLog += text;
    },
  );
  await waitFor(`${PORTAL}/api/v1/categories`, portal);
  const app = start(WEB, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'server/tsconfig.tsx.json', 'server/serve.ts'], {
    ...clean,
    PORT: String(APP_PORT),
    PORTAL_URL: `${PORTAL}/api`,
    PORTAL_TIMEOUT_MS: '10000',
  });
  await waitFor(`${APP}/`, app);
});

test.afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

test.use({ baseURL: APP });

test('a guest reserves a gift through an app server whose portal is another process on another port', async ({ page, request }) => {
  // The registry came from the separate portal (its log names the call).
  await page.goto('/registry/bunda-demo');
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: "Sari's Baby Registry", level: 2 })).toBeVisible();
  expect(portalLog).toMatch(/^GET \/api\/\S*bunda-demo\S* 200 \d+ms$/m);

  const gift = page.locator('[data-gift-id="16"]');
  await expect(gift.getByTestId('gift-badge')).toHaveText('Tersedia');
  // Images come over the same hop: the portal names them on the app's origin, the app proxies them.
  const image = await request.get('/api/images/products/1.svg');
  expect(image.status()).toBe(200);

  const giftOnPortal = async () => {
    const direct = await request.get(`${PORTAL}/api/v2/gift-products/show/16`);
    expect(direct.status()).toBe(200);
    return JSON.stringify(((await direct.json()) as { data: unknown }).data);
  };
  const before = await giftOnPortal();
  const linesBefore = portalLog.split('\n').length;
  await gift.getByRole('button', { name: 'Reservasi' }).click();
  const who = page.getByRole('dialog', { name: 'Siapa nama kamu?' });
  await who.getByLabel('Nama').fill('Nenek Ratna');
  await who.getByLabel('Email atau nomor HP').fill('081277770001');
  await who.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Kado berhasil direservasi' })).toBeVisible();
  await expect(gift.getByTestId('gift-badge')).toHaveText('Direservasi');
  // The guest sign-up and the reservation were calls to the other process.
  const during = portalLog.split('\n').slice(linesBefore - 1).join('\n');
  expect(during).toMatch(/^POST \/api\/\S+ 20[01] \d+ms$/m);

  // The portal itself, asked directly on its own port, holds the reservation.
  expect(await giftOnPortal()).not.toBe(before);

  // A reload shows it again, from the portal (nothing was kept by the app server).
  await page.reload();
  await waitForScreen(page);
  await expect(page.locator('[data-gift-id="16"]').getByTestId('gift-badge')).toHaveText('Direservasi');

  // The app server mounts no control routes of its own with PORTAL_URL, and this portal has none either.
  expect((await request.post('/api/__control/reset', { data: {} })).status()).toBe(404);

  // With the portal gone, a call gets the proxy's clear JSON answer rather than a hang.
  portal.kill('SIGTERM');
  await expect.poll(() => portal.exitCode !== null || portal.signalCode !== null).toBe(true);
  const gone = await request.get('/api/v1/categories');
  expect(gone.status()).toBe(502);
  expect(((await gone.json()) as { message: string }).message).toMatch(/tidak dapat dihubungi/);
});
