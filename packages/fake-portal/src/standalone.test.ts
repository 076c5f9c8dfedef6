import { describe, expect, it } from 'vitest';
import { absoluteImageUrls, createStandalonePortal } from './standalone';

const lines: string[] = [];
const { app } = createStandalonePortal({ publicOrigin: 'http://localhost:8787', corsOrigins: ['http://localhost:5173'], log: (line) => lines.push(line) });

describe('the fake portal as a mock server (decision 0231)', () => {
  it('makes image URLs absolute on its public origin', async () => {
    const res = await app.request('/api/v1/categories');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"image_url":"http://localhost:8787/api/images/categories/');
    expect(text).not.toContain('"/api/images/');
    // The image itself is served at that path.
    expect((await app.request('/api/images/categories/1.svg')).headers.get('content-type')).toContain('svg');
  });

  it('logs one line per call with method, path, status and time', async () => {
    lines.length = 0;
    await app.request('/api/v1/categories?limit=2');
    await app.request('/api/v1/tidak-ada');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/v1\/categories\?limit=2 200 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/api\/v1\/tidak-ada 404 \d+ms$/);
  });

  it('answers CORS for the configured origin only', async () => {
    const preflight = await app.request('/api/v1/login', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-guest-id' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-guest-id');
    const other = await app.request('/api/v1/categories', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('has control routes only when asked for', async () => {
    expect((await app.request('/api/__control/reset', { method: 'POST' })).status).toBe(404);
    const withControl = createStandalonePortal({ publicOrigin: 'http://localhost:1', controlRoutes: true, log: null });
    expect((await withControl.app.request('/api/__control/reset', { method: 'POST' })).status).toBe(200);
  });

  it('absoluteImageUrls leaves every other string alone', () => {
    expect(absoluteImageUrls({ a: ['/api/images/x/1.svg', '/api/v1/x', 'teks /api/images/'], n: 3, z: null }, 'https://p.example'))
      .toEqual({ a: ['https://p.example/api/images/x/1.svg', '/api/v1/x', 'teks /api/images/'], n: 3, z: null });
  });
});
