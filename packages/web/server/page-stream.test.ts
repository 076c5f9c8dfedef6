// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { createServer } from './test-app';
import { pickEncoding, splitPage, streamedPage } from './page-stream';

const INDEX =
  '<!doctype html>\n<html lang="id">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Kado</title>\n    <script type="module" crossorigin src="/assets/index-x.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-x.js', isEntry: true } }));
  return dist;
}

const utf8 = new TextDecoder();

describe('splitPage', () => {
  it('sends everything of the head but the title first; the title goes with the rest, so a preview can replace it', () => {
    const { head, tail } = splitPage(INDEX);
    expect(head).toContain('<meta charset="UTF-8" />');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-x.js"></script>');
    expect(head).not.toContain('<title>');
    expect(head).not.toContain('</head>');
    expect(tail.trimStart().startsWith('<title>Kado</title>')).toBe(true);
    expect(tail).toContain('</head>');
    expect(tail).toContain('<div id="root"></div>');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
  });
});

describe('streamedPage', () => {
  for (const encoding of ['gzip', 'br'] as const) {
    it(`${encoding}: the head can be read (and decoded) before the rest exists`, async () => {
      let finish!: (text: string) => void;
      const rest = new Promise<string>((resolve) => {
        finish = resolve;
      });
      const reader = streamedPage('<head>HEAD', rest, encoding).getReader();
      // The compressor may send its header as a chunk of its own: read until the flushed head is there.
      const chunks: Uint8Array[] = [];
      const decoded = () => {
        const bytes = Buffer.concat(chunks);
        return (
          encoding === 'gzip'
            ? gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })
            : brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
        ).toString('utf8');
      };
      for (let i = 0; i < 5 && (chunks.length === 0 || decoded() === ''); i += 1) chunks.push((await reader.read()).value!);
      expect(decoded()).toBe('<head>HEAD');
      finish('</head><body>REST</body>');
      for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
      const all = Buffer.concat(chunks);
      const whole = encoding === 'gzip' ? gunzipSync(all) : brotliDecompressSync(all);
      expect(whole.toString('utf8')).toBe('<head>HEAD</head><body>REST</body>');
    });
  }
});

describe('a page whose data is late (decision 0301)', () => {
  it('sends its head and preloads before the portal answers, then the data and the rest of the page', async () => {
    const portal = createFakePortal();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = createServer({
      dist: fakeDist(),
      portal: async (request) => {
        await held;
        return portal.fetch(request);
      },
      pageDataWaitMs: 10_000,
    });
    const res = await app.request('/registry/bunda-demo', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const reader = res.body!.getReader();
    const first = utf8.decode((await reader.read()).value);
    expect(first).toContain('<script type="module" crossorigin src="/assets/index-x.js"></script>');
    expect(first).not.toContain('</head>');
    release();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += utf8.decode(r.value);
    expect(rest).toContain('<meta property="og:title" content="Sari&#39;s Baby Registry di Kado">');
    expect(rest).toContain('<script type="application/json" id="kado-answers">');
    // The registry's name in its first screen, as React escapes it (decision 0510).
    expect(rest).toContain('Sari&#x27;s Baby Registry</h2>');
    expect(rest).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>[^<]/);
  });

  it('a page is read from the portal once for many anonymous visitors; a write through /api makes the next one read again', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const reads: string[] = [];
    const app = createServer({
      dist: fakeDist(),
      portal: async (request) => {
        if (request.method === 'GET' && !request.url.includes('__control')) reads.push(new URL(request.url).pathname);
        return portal.fetch(request);
      },
    });
    const get = async () => (await app.request('/', { headers: { accept: 'text/html' } })).text();
    const first = await get();
    expect(first).toContain('id="kado-answers"');
    const afterFirst = reads.length;
    expect(afterFirst).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) expect(await get()).toBe(first);
    expect(reads.length).toBe(afterFirst);
    // A signed-in visitor gets nothing from the cache: her page carries no anonymous answers.
    const personal = await (await app.request('/', { headers: { accept: 'text/html', cookie: 'kado_at=token' } })).text();
    expect(personal).not.toContain('id="kado-answers"');
    expect((await app.request('/api/__control/reset', { method: 'POST' })).status).toBeLessThan(500);
    await get();
    expect(reads.length).toBeGreaterThan(afterFirst);
  });
});
