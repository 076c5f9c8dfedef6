// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from './test-app';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Kado</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

// Decision 0260: the registry change stream passes the app server as a stream, and the page may connect to it.
describe('the registry change stream through the app server', () => {
  const app = createServer({ dist: fakeDist() });

  it('arrives uncompressed and event by event, with a CSP that lets the page connect to it', async () => {
    const res = await app.request('/api/v1/registry/bunda-demo/events', { headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-transform');
    expect(res.headers.get('content-security-policy')).toMatch(/connect-src 'self'/);
    // The first event comes while the answer is still open: nothing holds it back until the end.
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
    expect(first?.value).toMatch(/^event: ready\n/);
    await reader.cancel();
  });

  it('answers the registry read with a validator and 304 through the server too', async () => {
    const first = await app.request('/api/v2/gift-products/bunda-demo?page=1&limit=10', { headers: { 'accept-encoding': 'gzip' } });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    const again = await app.request('/api/v2/gift-products/bunda-demo?page=1&limit=10', { headers: { 'if-none-match': tag!, 'accept-encoding': 'gzip' } });
    expect(again.status).toBe(304);
  });
});

// Issue 26: a stream lives as long as its page. When the browser closes the connection (a reload, a closed tab), the
// app server and the portal both let the stream go, and their counts return to zero.
describe('open change streams are counted and freed when their client goes', () => {
  it('counts each open stream and returns to zero when every client has gone', async () => {
    const { createServer: createHttpServer } = await import('node:http');
    const { request } = await import('node:http');
    const { getRequestListener } = await import('@hono/node-server');
    const { createFakePortal } = await import('@kado/fake-portal');
    const { createAppServer } = await import('./app');
    const fake = createFakePortal();
    const counts: number[] = [];
    const server = createAppServer({ dist: fakeDist(), portal: (req, env) => fake.fetch(req, env), onLiveStreams: (open) => counts.push(open) });
    const http = createHttpServer(getRequestListener(server.app.fetch));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
    const port = (http.address() as { port: number }).port;
    const open = () =>
      new Promise<import('node:http').ClientRequest>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/v1/registry/bunda-demo/events', headers: { accept: 'text/event-stream' } }, (res) => {
          res.once('data', () => resolve(req));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const clients = await Promise.all(Array.from({ length: 8 }, () => open()));
      expect(server.openLiveStreams()).toBe(8);
      expect(fake.openLiveStreams).toBe(8);
      for (const client of clients) client.destroy();
      const deadline = Date.now() + 5_000;
      while ((server.openLiveStreams() > 0 || fake.openLiveStreams > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(server.openLiveStreams()).toBe(0);
      expect(fake.openLiveStreams).toBe(0);
      expect(counts.at(-1)).toBe(0);
    } finally {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
