// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_MODE_HEADER } from '../src/platform/session-markers';
import { cookieValue, standIn } from './session-cookies';
import { createServer } from './test-app';

// Issue 30 item 1 (decision 0423): the tokens live in HttpOnly cookies the app server sets and reads; the script holds
// stand-ins; state-changing calls from another site are refused.
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const ORIGIN = 'https://kado.example.id';
const json = { 'content-type': 'application/json' };
const app = createServer({ dist: fakeDist(), publicOrigin: ORIGIN });
const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
  app.request(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : json), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
/** The Cookie header a browser would send back after these Set-Cookie lines. */
const jar = (res: Response, before = ''): string => {
  const cookies = new Map(before.split('; ').filter(Boolean).map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]));
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    const value = pair!.slice(pair!.indexOf('=') + 1);
    if (/Max-Age=0/.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
};
const login = (email = 'ibu.demo@kado.test') => call('/api/v1/login', { method: 'POST', headers: { [SESSION_MODE_HEADER]: 'cookie', origin: ORIGIN }, body: { email, password: 'Rahasia123!' } });

describe('the session lives in HttpOnly cookies the app server sets and reads', () => {
  it('a login of the app: tokens only in HttpOnly; Secure; SameSite=Lax cookies, the body holds stand-ins, no device token', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data['access_token']).toMatch(/^cookie:[0-9a-f]{12}$/);
    expect(body.data['refresh_token']).toMatch(/^cookie:[0-9a-f]{12}$/);
    expect(body.data['device_token']).toBeUndefined();
    const lines = res.headers.getSetCookie();
    for (const name of ['kado_at', 'kado_rt', 'kado_dev']) {
      const line = lines.find((l) => l.startsWith(`${name}=`))!;
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; SameSite=Lax/);
    }
    // What the script can read (the markers) is the stand-in, never the token.
    const access = cookieValue(jar(res), 'kado_at')!;
    expect(access).toMatch(/^[0-9a-f]{64}$/);
    expect(cookieValue(jar(res), 'kado_as')).toBe(standIn(access));
    expect(JSON.stringify(body)).not.toContain(access);
  });

  it("the server puts the cookie's token where the script sent a stand-in: calls, renewal, logout", async () => {
    const first = await login();
    let cookies = jar(first);
    const shown = ((await first.json()) as { data: { access_token: string; refresh_token: string } }).data;
    const me = await call('/api/v1/me', { headers: { authorization: `Bearer ${shown.access_token}`, cookie: cookies } });
    expect(me.status).toBe(200);
    // Renewal: the stand-in of the refresh token is enough; the new pair goes to cookies again.
    const renewed = await call('/api/v1/refresh-token', { method: 'POST', headers: { cookie: cookies, origin: ORIGIN }, body: { refresh_token: shown.refresh_token } });
    expect(renewed.status).toBe(200);
    const next = ((await renewed.json()) as { data: { access_token: string } }).data;
    expect(next.access_token).toMatch(/^cookie:/);
    cookies = jar(renewed, cookies);
    expect((await call('/api/v1/me', { headers: { authorization: `Bearer ${next.access_token}`, cookie: cookies } })).status).toBe(200);
    // Logout ends the session and clears its cookies.
    const out = await call('/api/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${next.access_token}`, cookie: cookies, origin: ORIGIN } });
    expect(out.status).toBe(200);
    const after = jar(out, cookies);
    expect(cookieValue(after, 'kado_at')).toBeNull();
    expect(cookieValue(after, 'kado_rt')).toBeNull();
    expect(cookieValue(after, 'kado_as')).toBeNull();
  });

  it('a device that signed in before is known at its next login (the device cookie goes along)', async () => {
    const first = await login();
    const device = cookieValue(jar(first), 'kado_dev')!;
    for (let i = 0; i < 8; i++) await call('/api/v1/login', { method: 'POST', body: { email: 'ibu.demo@kado.test', password: 'salah' } });
    expect((await login()).status).toBe(429);
    const again = await call('/api/v1/login', { method: 'POST', headers: { [SESSION_MODE_HEADER]: 'cookie', cookie: `kado_dev=${device}` }, body: { email: 'ibu.demo@kado.test', password: 'Rahasia123!' } });
    expect(again.status).toBe(200);
  });

  it('a call that is not the app (no session mode) gets the portal answer as it is', async () => {
    const res = await call('/api/v1/login', { method: 'POST', body: { email: 'baru@kado.test', password: 'Rahasia123!' } });
    expect(((await res.json()) as { data: { access_token: string } }).data.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('a state-changing call from another site is refused', () => {
  it('403 for a POST with a foreign Origin or a cross-site Sec-Fetch-Site; this site and the public origin pass; a GET passes', async () => {
    const cookies = jar(await login('lama@kado.test'));
    for (const headers of <Record<string, string>[]>[{ origin: 'https://penipu.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await call('/api/v1/logout', { method: 'POST', headers: { ...headers, cookie: cookies, authorization: 'Bearer cookie:x' } });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Permintaan dari situs lain ditolak');
    }
    expect((await call('/api/v1/me', { headers: { origin: 'https://penipu.example', cookie: cookies, authorization: 'Bearer cookie:x' } })).status).toBe(200);
    expect((await call('/api/v1/logout', { method: 'POST', headers: { origin: ORIGIN, cookie: cookies, authorization: 'Bearer cookie:x' } })).status).toBe(200);
  });
});
