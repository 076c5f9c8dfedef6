// @vitest-environment node
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildFiles } from './app';
import { createServer } from './test-app';
import { createPortalProxy, NO_PORTAL_MESSAGE, portalFromEnv, PROXY_MESSAGES, withoutHopByHop } from './portal';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-x.js', isEntry: true } }));
  return dist;
}

interface Seen { method: string; url: string; headers: IncomingMessage['headers']; body: string }

/** A stand-in portal on a loopback port: records each request; `/slow` answers after 2 s, `/stream` in three parts. */
function startUpstream(): Promise<{ server: Server; base: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url?.startsWith('/api/slow')) {
        const timer = setTimeout(() => res.end('{}'), 2000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (req.url?.startsWith('/api/stream')) {
        res.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive, x-secret-hop', 'x-secret-hop': '1', 'keep-alive': 'timeout=5' });
        let part = 0;
        const timer = setInterval(() => {
          part += 1;
          res.write(`part${part};`);
          if (part === 3) {
            clearInterval(timer);
            res.end();
          }
        }, 20);
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json', 'x-portal': 'yes' });
      res.end(JSON.stringify({ data: { method: req.method, url: req.url } }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }));
  });
}

describe('the portal seam with PORTAL_URL (decision 0230)', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => {
    upstream.server.closeAllConnections();
    upstream.server.close();
  });

  it('forwards /api/<rest> with the method, query and body, and answers with the portal’s status and body', async () => {
    const app = createServer({ dist: fakeDist(), portal: createPortalProxy({ portalUrl: `${upstream.base}/api` }) });
    const res = await app.request('/api/v1/carts?x=1&y=dua', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '13', authorization: 'Bearer t0k', 'x-guest-id': 'abcdef123456', cookie: 'kado_at=secret', connection: 'keep-alive, x-drop-me', 'x-drop-me': '1', 'proxy-authorization': 'Basic x' },
      body: JSON.stringify({ gift_id: 3 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-portal')).toBe('yes');
    expect(await res.json()).toEqual({ data: { method: 'POST', url: '/api/v1/carts?x=1&y=dua' } });
    const seen = upstream.seen.at(-1)!;
    expect(seen.body).toBe('{"gift_id":3}');
    expect(seen.headers['content-length']).toBe('13');
    expect(seen.headers['authorization']).toBe('Bearer t0k');
    expect(seen.headers['x-guest-id']).toBe('abcdef123456');
    // Hop-by-hop headers (and the ones Connection names) and the app's own cookies stay on this side.
    expect(seen.headers['x-drop-me']).toBeUndefined();
    expect(seen.headers['proxy-authorization']).toBeUndefined();
    expect(seen.headers['cookie']).toBeUndefined();
    expect(seen.headers['host']).toBe(new URL(upstream.base).host);
  });

  it('tells the portal the browser’s address (X-Forwarded-For), so its rate limits count clients, not this server', async () => {
    const proxy = createPortalProxy({ portalUrl: `${upstream.base}/api` });
    await proxy(new Request('http://kado.test/api/v1/login', { method: 'POST', body: '{}' }), { incoming: { socket: { remoteAddress: '203.0.113.7' } } });
    expect(upstream.seen.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.7');
    // Issue 29 item 6: what the client wrote itself is not passed on (decision 0443); a trusted proxy's is read by
    // the node server (forwarded.test.ts), which sets the address the portal sees.
    await proxy(new Request('http://kado.test/api/v1/login', { method: 'POST', body: '{}', headers: { 'x-forwarded-for': '198.51.100.1', forwarded: 'for=198.51.100.1' } }), { incoming: { socket: { remoteAddress: '203.0.113.7' } } });
    const seen = upstream.seen.at(-1)!.headers;
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['forwarded']).toBe('for=203.0.113.7;proto=http;host="kado.test"');
  });

  it('streams the portal’s answer and drops its hop-by-hop headers', async () => {
    const proxy = createPortalProxy({ portalUrl: `${upstream.base}/api/` });
    const res = await proxy(new Request('http://kado.test/api/stream'));
    expect(res.headers.get('x-secret-hop')).toBeNull();
    expect(res.headers.get('keep-alive')).toBeNull();
    expect(res.headers.get('connection')).toBeNull();
    const reader = res.body!.getReader();
    const first = await reader.read();
    // The first part arrives before the portal has finished: the body is not buffered.
    expect(new TextDecoder().decode(first.value)).toBe('part1;');
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest += new TextDecoder().decode(next.value);
    expect(rest).toBe('part2;part3;');
  });

  it('answers 504 with a JSON message when the portal is too slow, 502 when it cannot be reached', async () => {
    const app = createServer({ dist: fakeDist(), portal: createPortalProxy({ portalUrl: `${upstream.base}/api`, timeoutMs: 150 }) });
    const started = Date.now();
    const slow = await app.request('/api/slow');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(slow.status).toBe(504);
    expect(slow.headers.get('content-type')).toContain('application/json');
    expect(await slow.json()).toEqual({ message: PROXY_MESSAGES.timeout });

    const closed = createPortalProxy({ portalUrl: 'http://127.0.0.1:9/api' });
    const gone = await closed(new Request('http://kado.test/api/v1/me'));
    expect(gone.status).toBe(502);
    expect(await gone.json()).toEqual({ message: PROXY_MESSAGES.unreachable });
  });

  it('never forwards /api/__control/*: the demo’s control routes do not exist in production (issue 29 item 6)', async () => {
    const { portal } = portalFromEnv({ PORTAL_URL: `${upstream.base}/api`, KADO_CONTROL_ROUTES: '1', KADO_CONTROL_TOKEN: 'a-token-of-24-characters' });
    const before = upstream.seen.length;
    for (const path of ['/api/__control/reset', '/api/__control/state', '/api/__control']) {
      const res = await createServer({ dist: fakeDist(), portal }).request(path, { method: path.endsWith('state') ? 'GET' : 'POST', headers: { 'x-kado-control-token': 'a-token-of-24-characters' } });
      expect(res.status, path).toBe(404);
    }
    expect(upstream.seen.length).toBe(before);
    expect(portalFromEnv({ PORTAL_URL: `${upstream.base}/api`, KADO_CONTROL_ROUTES: '1' }).warnings).toHaveLength(1);
    expect(portalFromEnv({ PORTAL_URL: `${upstream.base}/api`, KADO_CONTROL_ROUTES: '1' }).controlToken).toBeNull();
  });

  it('page data comes over the same seam', async () => {
    const calls: string[] = [];
    const app = createServer({
      dist: fakeDist(),
      portal: async (request) => {
        calls.push(new URL(request.url).pathname);
        return new Response(JSON.stringify({ message: 'x' }), { status: 500, headers: { 'content-type': 'application/json' } });
      },
    });
    const page = await app.request('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    // The page's body follows its data (decision 0510: the render's loaders start after their stores' import).
    await page.text();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((path) => path.startsWith('/api/'))).toBe(true);
  });
});

describe('the embedded fake portal (no PORTAL_URL): the named demo mode only (decision 0442)', () => {
  it('refuses to start without PORTAL_URL unless the demo mode is named', () => {
    expect(() => portalFromEnv({})).toThrow(NO_PORTAL_MESSAGE);
    expect(() => portalFromEnv({ KADO_CONTROL_ROUTES: '1' })).toThrow(/no portal was named/);
    expect(NO_PORTAL_MESSAGE).toMatch(/PORTAL_URL=/);
    expect(NO_PORTAL_MESSAGE).toMatch(/KADO_DEMO=1/);
  });

  it('answers the API in-process and has no control routes by default', async () => {
    const app = createServer({ dist: fakeDist() });
    expect((await app.request('/api/v1/categories')).status).toBe(200);
    expect((await app.request('/api/__control/reset', { method: 'POST' })).status).toBe(404);
    const { portal, controlToken } = portalFromEnv({ KADO_DEMO: '1' });
    expect(controlToken).toBeNull();
    expect((await portal(new Request('http://kado.test/api/__control/reset', { method: 'POST' }))).status).toBe(404);
  });

  it('opens the control routes (KADO_CONTROL_ROUTES=1) only with the token made at start, still refusing cross-site calls', async () => {
    const choice = portalFromEnv({ KADO_DEMO: '1', KADO_CONTROL_ROUTES: '1' }, () => 'made-at-start-0123456789');
    expect(choice.controlToken).toBe('made-at-start-0123456789');
    const app = createServer({ dist: fakeDist(), portal: choice.portal });
    const token = { 'x-kado-control-token': 'made-at-start-0123456789' };
    expect((await app.request('/api/__control/reset', { method: 'POST', headers: token })).status).toBe(200);
    const without = await app.request('/api/__control/state');
    expect(without.status).toBe(403);
    expect(await without.json()).toEqual({ message: PROXY_MESSAGES.controlToken });
    expect((await app.request('/api/__control/state', { headers: { 'x-kado-control-token': 'made-at-start-0123456788' } })).status).toBe(403);
    expect((await app.request('/api/__control/state', { headers: { 'x-kado-control-token': 'short' } })).status).toBe(403);
    const cross = await app.request('/api/__control/reset', { method: 'POST', headers: { ...token, 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    // A token given at start is used as it is; a short one is refused.
    expect(portalFromEnv({ KADO_DEMO: '1', KADO_CONTROL_ROUTES: '1', KADO_CONTROL_TOKEN: 'given-by-the-operator-1' }).controlToken).toBe('given-by-the-operator-1');
    expect(() => portalFromEnv({ KADO_DEMO: '1', KADO_CONTROL_ROUTES: '1', KADO_CONTROL_TOKEN: 'short' })).toThrow(/16/);
    // Two starts without a given token never share one.
    expect(portalFromEnv({ KADO_DEMO: '1', KADO_CONTROL_ROUTES: '1' }).controlToken).not.toBe(portalFromEnv({ KADO_DEMO: '1', KADO_CONTROL_ROUTES: '1' }).controlToken);
  });

  it('refuses a PORTAL_URL that is not http(s)', () => {
    expect(() => portalFromEnv({ PORTAL_URL: 'file:///etc/passwd' })).toThrow(/http/);
  });
});

describe('withoutHopByHop', () => {
  it('drops the connection headers and the ones Connection names', () => {
    const out = withoutHopByHop(new Headers({ connection: 'close, x-a', 'x-a': '1', te: 'trailers', 'transfer-encoding': 'chunked', upgrade: 'h2c', 'x-b': '2' }));
    expect([...out.keys()]).toEqual(['x-b']);
  });
});

describe('build files', () => {
  it('reads index.html and the manifest once per build, not per request', async () => {
    const dist = fakeDist();
    const reads: string[] = [];
    const page = createBuildFiles(dist, (path) => {
      reads.push(path);
      return readFile(path, 'utf8');
    });
    for (let i = 0; i < 5; i += 1) expect(await page('/')).toContain('<div id="root"></div>');
    expect(reads).toHaveLength(2);
    // A new build (new content, new time) is read once more.
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div><!-- v2 --></body></html>');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'index.html'), later, later);
    expect(await page('/cart')).toContain('v2');
    expect(await page('/')).toContain('v2');
    expect(reads).toHaveLength(4);
  });
});
