// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from './test-app';

// Issue 30 item 8: HSTS from the app server when it is told it is reached over TLS, on every answer.
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'assets', 'index-x.js'), 'console.log(1)');
  return dist;
}

describe('Strict-Transport-Security', () => {
  it('behind TLS: two years with the subdomains on pages, assets, the portal and a 404', async () => {
    const app = createServer({ dist: fakeDist(), csp: { hsts: true } });
    for (const path of ['/', '/registry/bunda-demo', '/assets/index-x.js', '/api/v1/categories', '/tidak-ada.js']) {
      const res = await app.request(path, { headers: { accept: path.endsWith('.js') ? '*/*' : 'text/html' } });
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('not told of TLS (plain http on a laptop): no HSTS, which would lock the browser out of http', async () => {
    const app = createServer({ dist: fakeDist() });
    expect((await app.request('/', { headers: { accept: 'text/html' } })).headers.get('strict-transport-security')).toBeNull();
  });
});
