// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer, type PageAnswer, type PageRequest } from './app';
import { withPagesFirst } from './node-pages';
import { hasSession } from './page-data';
import { contentSecurityPolicy } from './security-headers';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kado</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-x.js', isEntry: true } }));
  return dist;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(listener: RequestListener): Promise<number> {
  const server = createHttpServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('hasSession', () => {
  it('finds the session cookie among others, and only as a cookie name', () => {
    expect(hasSession('a=1; kado_at=x')).toBe(true);
    expect(hasSession('kado_at=x')).toBe(true);
    expect(hasSession(undefined)).toBe(false);
    expect(hasSession('')).toBe(false);
    expect(hasSession('xkado_at=1; b=kado_at=2')).toBe(false);
  });
});

const pageRequest = (path: string, acceptEncoding = 'br, gzip'): PageRequest => ({
  method: 'GET',
  path,
  accept: 'text/html',
  acceptEncoding,
  cookie: undefined,
  origin: 'http://kado.test',
});

describe('answerPage', () => {
  it('answers a page of a known build at once, with the same ready answer (headers and bytes) while its data is unchanged', async () => {
    const { answerPage } = createAppServer({ dist: fakeDist() });
    // The first request reads the build (a promise) and the page's data (a stream whose rest follows it).
    const first = answerPage(pageRequest('/categories'));
    expect(first).toBeInstanceOf(Promise);
    const streamed = (await first) as PageAnswer;
    expect(streamed.body).toBeInstanceOf(ReadableStream);
    await new Response(streamed.body).arrayBuffer();
    const again = answerPage(pageRequest('/categories'));
    expect(again).not.toBeInstanceOf(Promise);
    const answer = again as PageAnswer;
    expect(answer.status).toBe(200);
    expect(answer.body).toBeInstanceOf(Uint8Array);
    expect(answer.headers['Content-Length']).toBe(String((answer.body as Uint8Array).byteLength));
    expect(answer.headers['Content-Encoding']).toBe('br');
    expect(answer.headers['Content-Security-Policy']).toBe(contentSecurityPolicy());
    expect(brotliDecompressSync(answer.body as Uint8Array).toString()).toContain('<div id="root"><div class="app-frame page-shell"');
    // Nothing is put together, compressed or copied per request: the very same answer object.
    expect(answerPage(pageRequest('/categories'))).toBe(answer);
    // Each encoding has its own answer.
    const gzip = answerPage(pageRequest('/categories', 'gzip')) as PageAnswer;
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(answerPage(pageRequest('/categories', 'gzip'))).toBe(gzip);
    expect(answerPage(pageRequest('/api/v1/categories'))).toBeNull();
  });
});

describe('withPagesFirst', () => {
  const rest: RequestListener = (req, res) => {
    res.writeHead(299, { 'Content-Type': 'text/plain' });
    res.end(`rest ${req.method} ${req.url}`);
  };

  it('sends a page in one answer with its headers, and passes everything that is not a page on', async () => {
    const { answerPage } = createAppServer({ dist: fakeDist() });
    const port = await listen(withPagesFirst(answerPage, rest, { passPrefix: '/__floor' }));
    const base = `http://127.0.0.1:${port}`;
    for (const round of ['streamed', 'whole']) {
      // Twice: the first answer waits for the build and the page's data (a stream), the second has them at hand.
      const page = await fetch(`${base}/categories?utm=wa`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const text = await page.text();
      expect(text).toContain('<div id="root"><div class="app-frame page-shell"');
      if (round === 'whole') expect(page.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      else expect(page.headers.get('transfer-encoding')).toBe('chunked');
    }
    const head = await fetch(`${base}/categories`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const [method, path] of [
      ['GET', '/api/v1/categories'],
      ['POST', '/categories'],
      ['GET', '/registry/bunda%20ani'],
      ['GET', '/__floor/'],
    ] as const) {
      const res = await fetch(`${base}${path}`, { method, headers: { accept: 'text/html' } });
      expect(res.status, `${method} ${path}`).toBe(299);
      expect(await res.text()).toBe(`rest ${method} ${path}`);
    }
  });

  it('answers 500 when the page answer fails, at once or later', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => void errors.push(error);
    try {
      for (const answerPage of [
        () => {
          throw new Error('at once');
        },
        () => Promise.reject(new Error('later')),
      ]) {
        const port = await listen(withPagesFirst(answerPage, rest));
        const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(500);
        expect(await res.text()).toBe('Internal Server Error');
      }
    } finally {
      console.error = original;
    }
    expect(errors.map((error) => (error as Error).message)).toEqual(['at once', 'later']);
  });
});
