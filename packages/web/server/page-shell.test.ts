// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from './test-app';
import { GENERIC_SHELL, shellHtml } from './page-shell';
import { escapeHtml } from './escape-html';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const html = { accept: 'text/html' };
/** The inside of #root as sent (the shell), up to the page data element. */
const rootOf = (page: string) => page.slice(page.indexOf('<div id="root">'), page.indexOf('</div><script') > 0 ? page.indexOf('</div><script') : undefined);

describe('the light shell in the HTML (issue 15)', () => {
  const app = createServer({ dist: fakeDist() });

  it('a registry link shows the registry name, its first lines and its first gifts before any script runs', async () => {
    const page = await (await app.request('/registry/bunda-demo', { headers: html })).text();
    const root = rootOf(page);
    expect(root).toContain('<h1 class="navbar__title">Sari&#39;s Baby Registry</h1>');
    expect(root).toContain('Terima kasih sudah mampir ke registry kami!');
    expect(root.match(/class="page-shell__item"/g)).toHaveLength(3);
    expect(root).not.toMatch(/<script|style=/);
  });

  it('a registry link paints its cover, the owner photo and the first gifts\' thumbnails with the HTML (decision 0305)', async () => {
    const root = rootOf(await (await app.request('/registry/bunda-demo', { headers: html })).text());
    // The cover is the page's largest paint: the same address and size as the screen's, fetched first.
    expect(root).toMatch(/<img class="registry-cover__bg" src="\/api\/images\/[^"]+" alt="" width="480" height="160" fetchpriority="high">/);
    expect(root).toMatch(/<img class="registry-cover__photo" src="\/api\/images\/[^"]+" alt="" width="64" height="64">/);
    expect(root).toContain('<h2 class="registry-header__name">Sari&#39;s Baby Registry</h2>');
    // The thumbnails the gift cards ask for (spec §9: 300x300 at quality 80), with their size reserved.
    expect(root.match(/<img class="page-shell__thumb" src="[^"]+\?w=300&amp;h=300&amp;q=80" alt="" width="72" height="72"/g)).toHaveLength(3);
  });

  it('a product page paints its first photo with the HTML, as the gallery draws it (decision 0305)', async () => {
    const product = rootOf(await (await app.request('/babynesia/piring-hisap-silikon-kayu-babynesia', { headers: html })).text());
    expect(product).toMatch(/<ul class="gallery"><li><img src="\/api\/images\/products\/\d+\.png\?q=50" alt="" width="390" height="390" fetchpriority="high"><\/li><\/ul>/);
  });

  it('a product page shows the product name and price; any other page a header and skeletons', async () => {
    const product = rootOf(await (await app.request('/babynesia/piring-hisap-silikon-kayu-babynesia', { headers: html })).text());
    expect(product).toContain('Piring Hisap Silikon Kayu BabyNesia');
    expect(product).toMatch(/Rp\s?[\d.]+/);
    const cart = await (await app.request('/cart', { headers: html })).text();
    expect(cart).toContain('<div id="root"><div class="app-frame page-shell" aria-busy="true"><header class="navbar"><h1 class="navbar__title">Kado</h1>');
    expect(cart.match(/skeleton page-shell__block/g)).toHaveLength(2);
  });

  it('escapes every text it takes from the portal', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
    const shell = shellHtml({
      ...GENERIC_SHELL, title: '</h1><script>alert(1)</script>', lines: ['<b>x</b>'], items: ['<i>y</i>'],
      thumbs: ['x" onerror="alert(1)'], cover: { background: '"><script>', photo: null }, photo: '"><b>',
    });
    expect(shell).not.toContain('<script>');
    expect(shell).not.toContain('" onerror');
    expect(shell).toContain('src="&quot;&gt;&lt;script&gt;"');
    expect(shell).toContain('src="&quot;&gt;&lt;b&gt;"');
    expect(shell).not.toContain('<b>');
    expect(shell).not.toContain('<i>');
  });
});
