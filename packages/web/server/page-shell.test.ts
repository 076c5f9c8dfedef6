// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { renderFirstScreen } from '../src/entry-server';
import { createServer } from './test-app';
import { LIGHT_SHELL } from './page-shell';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const html = { accept: 'text/html' };
/** The inside of #root as sent, up to the page data element. */
const rootOf = (page: string) => page.slice(page.indexOf('<div id="root"'), page.indexOf('<script type="application/json"') > 0 ? page.indexOf('<script type="application/json"') : undefined);
const PRODUCT_PATH = '/babynesia/piring-hisap-silikon-kayu-babynesia';

describe('the page\'s first screen in the HTML (issue 15, decision 0510)', () => {
  const app = createServer({ dist: fakeDist(), render: renderFirstScreen });

  it('a registry link shows the registry name, its first lines and its gifts before any script runs', async () => {
    const page = await (await app.request('/registry/bunda-demo', { headers: html })).text();
    const root = rootOf(page);
    expect(root).toContain('Sari&#x27;s Baby Registry');
    expect(root).toContain('Terima kasih sudah mampir ke registry kami!');
    expect(root.match(/class="product-image"/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(root).not.toMatch(/<script/);
    // Inert until the browser hydrates it (decision 0540): no tap on a button the scripts do not yet serve.
    expect(root).toMatch(/^<div id="root" data-server-rendered="" inert>/);
  });

  it('a registry link\'s HTML holds the greeting form\'s texts but no form field: its fields come with the scripts (issue 32)', async () => {
    const root = rootOf(await (await app.request('/registry/bunda-demo', { headers: html })).text());
    // Chromium lays the whole page out to read its form fields once the HTML is parsed, before the style sheet comes.
    expect(root).toContain('Kirim ucapan');
    expect(root).toContain('Ucapan');
    expect(root).not.toMatch(/<(input|textarea|select)\b/);
  });

  it('a registry link paints its cover and the owner photo with the HTML, the cover first (decision 0305)', async () => {
    const root = rootOf(await (await app.request('/registry/bunda-demo', { headers: html })).text());
    expect(root).toMatch(/<img class="registry-cover__bg" src="\/api\/images\/[^"]+" alt="" width="480" height="160" fetchPriority="high"\/>/);
    expect(root).toMatch(/<img class="registry-cover__photo" src="\/api\/images\/[^"]+" alt="" width="64" height="64"\/>/);
    // The thumbnails the gift cards ask for (spec §9: 300x300 at quality 80), with their size reserved.
    expect(root).toMatch(/<img class="product-image" src="[^"]+\?w=300&amp;h=300&amp;q=80"[^>]* width="88" height="88"/);
  });

  it('a product page shows the product name, its price and its first photo with the HTML (decision 0305)', async () => {
    const product = rootOf(await (await app.request(PRODUCT_PATH, { headers: html })).text());
    expect(product).toContain('Piring Hisap Silikon Kayu BabyNesia');
    expect(product).toMatch(/Rp\s?[\d.]+/);
    expect(product).toMatch(/<img[^>]+src="\/api\/images\/products\/\d+\.png[^"]*"[^>]*fetchPriority="high"/);
  });

  it('a personal page (the cart), a form (sign-in) and a visitor with a session get the light shell: the browser renders them', async () => {
    const cart = await (await app.request('/cart', { headers: html })).text();
    expect(cart).toContain(`<div id="root">${LIGHT_SHELL}</div>`);
    const login = await (await app.request('/login', { headers: html })).text();
    expect(login).toContain(`<div id="root">${LIGHT_SHELL}</div>`);
    const signedIn = await (await app.request('/registry/bunda-demo', { headers: { ...html, cookie: 'kado_at=token' } })).text();
    expect(signedIn).toContain(`<div id="root">${LIGHT_SHELL}</div>`);
    expect(LIGHT_SHELL).not.toMatch(/<script|style=/);
  });

  it('escapes every text it takes from the portal', async () => {
    const portal = createFakePortal();
    const hostile = createServer({
      dist: fakeDist(),
      render: renderFirstScreen,
      portal: async (request) => {
        const answer = await portal.fetch(request);
        if (!new URL(request.url).pathname.endsWith('/v1/products/slug')) return answer;
        const body = (await answer.text()).replace('Piring Hisap Silikon Kayu BabyNesia', '</h1><script>alert(1)</script><img src=x onerror=alert(2)>');
        return new Response(body, { status: answer.status, headers: answer.headers });
      },
    });
    const root = rootOf(await (await hostile.request(PRODUCT_PATH, { headers: html })).text());
    expect(root).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(root).not.toContain('<script>');
    expect(root).not.toContain('<img src=x');
  });
});
