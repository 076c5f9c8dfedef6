// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { devControlToken, isPortalPath } from './dev-portal';

// The developer loop (decision 0232): the dev server of vite.config.ts answers the app with Vite's client (hot
// reload) and the fake portal under /api, control routes included. The hot reload itself is the README's manual check.
describe('pnpm dev', () => {
  let server: ViteDevServer;
  let base: string;
  const said: string[] = [];
  beforeAll(async () => {
    const logger = createLogger('silent');
    logger.info = (message) => void said.push(message);
    server = await createServer({
      customLogger: logger,
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      root: fileURLToPath(new URL('..', import.meta.url)),
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves the page with the hot-reload client', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the fake portal under /api with the demo accounts', async () => {
    const categories = await fetch(`${base}/api/v1/categories`);
    expect(categories.status).toBe(200);
    expect(((await categories.json()) as { data: { rows: unknown[] } }).data.rows.length).toBeGreaterThan(0);
    const login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' }),
    });
    expect(login.status).toBe(200);
  }, 30_000);

  it("shows a private registry's cover to its owner: her <img> sends the token the app keeps in its marker cookie here (decision 0426)", async () => {
    const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' }) });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'sampul.png', { type: 'image/png' }));
    const uploaded = await fetch(`${base}/api/v1/profile/background-image/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const cover = ((await uploaded.json()) as { data: { background_url: string } }).data.background_url;
    const madePrivate = await fetch(`${base}/api/v2/gifts`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ is_public: false }) });
    expect(madePrivate.status).toBe(200);
    expect((await fetch(`${base}${cover}`, { headers: { cookie: `kado_as=${encodeURIComponent(token)}` } })).status).toBe(200);
    expect((await fetch(`${base}${cover}`)).status).toBe(404);
    expect((await fetch(`${base}${cover}`, { headers: { cookie: 'kado_as=cookie%3A0123456789ab' } })).status).toBe(404);
    const token24 = /X-Kado-Control-Token: (\S+)/.exec(said.find((message) => message.includes('X-Kado-Control-Token:')) ?? '')?.[1];
    expect((await fetch(`${base}/api/__control/reset`, { method: 'POST', headers: { 'x-kado-control-token': token24! } })).status).toBe(200);
  }, 30_000);

  it('opens the control routes only with the token it printed at start (decision 0447)', async () => {
    const line = said.find((message) => message.includes('X-Kado-Control-Token:'));
    const token = /X-Kado-Control-Token: (\S+)/.exec(line ?? '')?.[1];
    expect(token).toMatch(/^[\w-]{32}$/);
    const bare = await fetch(`${base}/api/__control/state`);
    expect(bare.status).toBe(403);
    expect(JSON.stringify(await bare.json())).not.toContain('@kado.test');
    expect((await fetch(`${base}/api/__control/reset`, { method: 'POST', headers: { 'x-kado-control-token': 'x'.repeat(32) } })).status).toBe(403);
    expect((await fetch(`${base}/api/__control/reset`, { method: 'POST', headers: { 'x-kado-control-token': token! } })).status).toBe(200);
  }, 30_000);

  it('takes KADO_CONTROL_TOKEN when given, refuses a short one, and makes a new random one otherwise', () => {
    expect(devControlToken({ KADO_CONTROL_TOKEN: 'a-long-enough-token-1' })).toBe('a-long-enough-token-1');
    expect(() => devControlToken({ KADO_CONTROL_TOKEN: 'short' })).toThrow(/16 characters/);
    expect(devControlToken({})).not.toBe(devControlToken({}));
  });

  it('routes only /api to the portal', () => {
    expect(isPortalPath('/api/v1/me')).toBe(true);
    expect(isPortalPath('/api')).toBe(true);
    expect(isPortalPath('/apis')).toBe(false);
    expect(isPortalPath('/registry/api')).toBe(false);
  });
});
