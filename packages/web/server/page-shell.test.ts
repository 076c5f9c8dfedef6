// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from './app';
import { escapeHtml, GENERIC_SHELL, shellHtml } from './page-shell';

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
    const shell = shellHtml({ ...GENERIC_SHELL, title: '</h1><script>alert(1)</script>', lines: ['<b>x</b>'], items: ['<i>y</i>'] });
    expect(shell).not.toContain('<script>');
    expect(shell).not.toContain('<b>');
    expect(shell).not.toContain('<i>');
  });
});
