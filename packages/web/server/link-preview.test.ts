// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from './test-app';
import { absoluteUrl, withPreview } from './link-preview';
import { escapeHtml } from './escape-html';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Kado</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const html = { accept: 'text/html' };

/** The content of each meta tag of a page, by its property or name. */
function metaOf(page: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of page.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]!] = m[2]!;
  return out;
}

describe('link previews in the HTML (issue 16 "Done when" 6, decision 0261)', () => {
  it("the HTML of /registry/bunda-demo, fetched without a browser, carries the preview tags with the registry's name and an absolute image URL", async () => {
    const app = createServer({ dist: fakeDist(), publicOrigin: 'https://kado.test' });
    const page = await (await app.request('/registry/bunda-demo', { headers: html })).text();
    const meta = metaOf(page);
    expect(meta['og:title']).toBe('Sari&#39;s Baby Registry di Kado');
    expect(meta['og:description']).toContain('Sari Wulandari');
    // Issue 30 item 7 (it was the owner's SVG photo, which the big crawlers do not show): a sized raster card.
    expect(meta['og:image']).toBe('https://kado.test/preview-image/registry/bunda-demo.png');
    expect(meta['og:url']).toBe('https://kado.test/registry/bunda-demo');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(page).toContain('<title>Sari&#39;s Baby Registry di Kado</title>');
  });

  it("a private registry's HTML carries no names, no gifts and no photo", async () => {
    const app = createServer({ dist: fakeDist() });
    const page = await (await app.request('/registry/lestari-privat', { headers: html })).text();
    const meta = metaOf(page);
    expect(meta['og:title']).toBe('Registry privat di Kado');
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
    expect(page).not.toMatch(/Lestari/);
    expect(page).not.toContain('/api/images/');
    // An unknown username reads the same: nobody learns which usernames exist.
    const unknown = metaOf(await (await app.request('/registry/tidak-ada-siapa-siapa', { headers: html })).text());
    expect(unknown['og:title']).toBe(meta['og:title']);
  });

  it('escapes a name holding quotes, < and & (no tag, no attribute break-out)', async () => {
    const app = createServer({ dist: fakeDist() });
    const login = await app.request('/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' }) });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const name = `Kado "Arka" <script>alert(1)</script> & 'Kirana'`;
    const saved = await app.request('/api/v2/gifts', { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name }) });
    expect(saved.status).toBe(200);
    const page = await (await app.request('/registry/bunda-demo', { headers: html })).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(metaOf(page)['og:title']).toBe('Kado &quot;Arka&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Kirana&#39; di Kado');
  });

  it("a gift's own page previews the gift and its picture; a product page its product", async () => {
    const app = createServer({ dist: fakeDist(), publicOrigin: 'https://kado.test' });
    const gift = ((await (await app.request('/api/v2/gift-products/show/16')).json()) as { data: { product: { name: string } } }).data;
    const meta = metaOf(await (await app.request('/registry/bunda-demo/16', { headers: html })).text());
    expect(meta['og:title']).toBe(`${gift.product.name} · Sari&#39;s Baby Registry`);
    expect(meta['og:image']).toBe('https://kado.test/preview-image/gift/bunda-demo.16.png');
    expect(meta['og:url']).toBe('https://kado.test/registry/bunda-demo/16');

    const product = ((await (await app.request('/api/v2/products/1')).json()) as { data: { name: string; slug: string; merchant: { slug: string } } }).data;
    const productMeta = metaOf(await (await app.request(`/${product.merchant.slug}/${product.slug}`, { headers: html })).text());
    expect(productMeta['og:title']).toBe(escapeHtml(product.name));
    expect(productMeta['og:image']).toBe(`https://kado.test/preview-image/product/${product.slug}.png`);
  });

  it('issue 30 item 7: the preview card is a PNG of 1200x630 under 300 kB, its size and type in the tags; the origin is the configured one, never Host', async () => {
    const app = createServer({ dist: fakeDist(), publicOrigin: 'https://kado.example.id' });
    for (const path of ['/registry/bunda-demo', '/registry/bunda-demo/16', '/bunda-sehat/popok-celana-lembut-bunda-sehat']) {
      const page = await (await app.request(`http://penyerang.example${path}`, { headers: { ...html, host: 'penyerang.example' } })).text();
      const meta = metaOf(page);
      expect(page).not.toContain('penyerang.example');
      expect(meta['og:url']).toBe(`https://kado.example.id${path}`);
      expect(meta['og:image']).toMatch(/^https:\/\/kado\.example\.id\/preview-image\/(registry|gift|product)\/[^/]+\.png$/);
      expect([meta['og:image:type'], meta['og:image:width'], meta['og:image:height']]).toEqual(['image/png', '1200', '630']);
      const image = await app.request(new URL(meta['og:image']!).pathname);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(300 * 1024);
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    }
  });

  it('leaves other pages as they are', async () => {
    const app = createServer({ dist: fakeDist() });
    const page = await (await app.request('/login', { headers: html })).text();
    expect(page).not.toContain('og:title');
    expect(page).toContain('<title>Kado</title>');
  });
});

describe('preview helpers', () => {
  it('absoluteUrl keeps http(s) only', () => {
    expect(absoluteUrl('/api/images/users/1.svg', 'https://kado.test')).toBe('https://kado.test/api/images/users/1.svg');
    expect(absoluteUrl('javascript:alert(1)', 'https://kado.test')).toBeNull();
    expect(absoluteUrl('data:image/png;base64,AAAA', 'https://kado.test')).toBeNull();
    expect(absoluteUrl(null, 'https://kado.test')).toBeNull();
  });
  it('withPreview treats $& in a title as text', () => {
    const out = withPreview('<head><title>Kado</title></head>', { title: 'A $& B', description: 'd', image: null, url: 'https://kado.test/' });
    expect(out).toContain('<title>A $&amp; B</title>');
  });
});
