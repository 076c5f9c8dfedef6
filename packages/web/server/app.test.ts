import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPagePath, withAnswers } from './app';
import { createServer } from './test-app';
import { contentSecurityPolicy } from './security-headers';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-x.js', isEntry: true } }));
  writeFileSync(join(dist, 'assets', 'index-x.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Kado"}');
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the app server (docs/security.md)', () => {
  const app = createServer({ dist: fakeDist() });

  it('sends the security headers on pages, assets and the portal', async () => {
    for (const path of ['/', '/registry/bunda-demo', '/assets/index-x.js', '/api/v1/categories']) {
      const res = await app.request(path, { headers: html });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    }
  });

  it('a page path with a dot in its last segment is a page (spec §2), a missing file is not', async () => {
    const page = await app.request('/registry/bunda.ani', { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root"[ >]/);
    expect((await app.request('/favicon.svg', { headers: html })).headers.get('content-type')).toContain('svg');
    expect((await app.request('/tidak-ada.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('/assets/<name without a dot> is a 404, never index.html cached for a year', async () => {
    const res = await app.request('/assets/tidakada', { headers: html });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect((await app.request('/assets/index-x.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('serves the service worker and the manifest with their types, never cached as immutable (decision 0222)', async () => {
    const worker = await app.request('/sw.js', { headers: { accept: '*/*', 'service-worker': 'script' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/manifest.webmanifest', { headers: { accept: '*/*' } });
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const icon = await app.request('/icons/icon-192.png', { headers: { accept: 'image/*' } });
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control') ?? '').not.toContain('immutable');
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('portal data with $ patterns goes into the page as it is', () => {
    const page = withAnswers('<body><div id="root"></div></body>', { 'GET v1/x': '{"name":"Promo $& $\' $` $$ hemat"}' });
    expect(page).toContain('Promo $& $\' $` $$ hemat');
    expect(page.indexOf('<div id="root"></div>')).toBe(6);
  });

  it('isPagePath keeps the portal, assets and the manifest out', () => {
    expect(isPagePath('/api/v1/me', '/x', 'text/html')).toBe(false);
    expect(isPagePath('/assets/abc', '/x', 'text/html')).toBe(false);
    expect(isPagePath('/.vite/manifest.json', '/x', 'text/html')).toBe(false);
    expect(isPagePath('/cart', '/x', undefined)).toBe(true);
  });

  it('allows a third party only when it is configured', () => {
    expect(contentSecurityPolicy()).not.toContain('google');
    const csp = contentSecurityPolicy({ googleSignIn: true, tagManager: true, mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png' });
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://tile.example.org');
  });
});
