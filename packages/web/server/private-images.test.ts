// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_MODE_HEADER } from '../src/platform/session-markers';
import { createServer } from './test-app';

// Issue 30 item 4 (decision 0426): the portal answers a private registry's pictures to their owner only; the page
// shows them with <img>, which sends no header, so the app server puts the owner's access cookie on an upload's
// request. Without the cookie, or with another account's, the picture does not exist.
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const ORIGIN = 'https://kado.example.id';
const app = createServer({ dist: fakeDist(), publicOrigin: ORIGIN });

/** Signs in as the app does (tokens to HttpOnly cookies): the Cookie header the browser sends back, and the stand-in. */
async function signIn(email: string): Promise<{ cookie: string; auth: string }> {
  const res = await app.request(`${ORIGIN}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, [SESSION_MODE_HEADER]: 'cookie' }, body: JSON.stringify({ email, password: 'Rahasia123!' }) });
  expect(res.status).toBe(200);
  const standIn = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
  return { cookie, auth: `Bearer ${standIn}` };
}

const picture = () => {
  const bytes = new Uint8Array(24);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return bytes;
};

describe("a private registry's pictures reach their owner through the app server, nobody else", () => {
  it('the cover of a registry made private: shown with the owner’s cookie only', async () => {
    const owner = await signIn('ibu.demo@kado.test');
    const form = new FormData();
    form.append('image', new File([picture()], 'sampul.png', { type: 'image/png' }));
    const uploaded = await app.request(`${ORIGIN}/api/v1/profile/background-image/upload`, { method: 'POST', headers: { origin: ORIGIN, authorization: owner.auth, cookie: owner.cookie }, body: form });
    expect(uploaded.status).toBe(200);
    const cover = ((await uploaded.json()) as { data: { background_url: string } }).data.background_url;
    const madePrivate = await app.request(`${ORIGIN}/api/v2/gifts`, { method: 'PUT', headers: { 'content-type': 'application/json', origin: ORIGIN, authorization: owner.auth, cookie: owner.cookie }, body: JSON.stringify({ is_public: false }) });
    expect(madePrivate.status).toBe(200);

    // What an <img> of the owner's page sends: her cookies, no Authorization header.
    const hers = await app.request(`${ORIGIN}${cover}`, { headers: { cookie: owner.cookie, 'sec-fetch-dest': 'image' } });
    expect(hers.status).toBe(200);
    expect(new Uint8Array(await hers.arrayBuffer())).toEqual(picture());
    expect((await app.request(`${ORIGIN}${cover}`)).status).toBe(404);
    const other = await signIn('lama@kado.test');
    expect((await app.request(`${ORIGIN}${cover}`, { headers: { cookie: other.cookie } })).status).toBe(404);
  });
});
