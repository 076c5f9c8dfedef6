// @vitest-environment node
// Issue 29 item 1: one JSON line per request, the request id in, out and on to the portal, and nothing personal in
// the log (decision 0440).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalProxy } from './portal';
import { requestIdFrom } from './observability';
import { startNodeServer, startUpstream, type Running } from './test-node-server';

const SECRETS = {
  password: 'Rahasia123!xyz',
  token: 'tok-e2b9c4f1aa77',
  refresh: 'refresh-5d2c9e0b',
  cookie: 'cookie-77aa19bd',
  otp: '987123',
  phone: '081298765432',
  phoneIntl: '+6281311122233',
  email: 'ibu.rahasia@kado.test',
  street: 'Jl. Melati Wangi No. 12',
  name: 'Sari Kusumawati',
};

describe('the request log (embedded portal)', () => {
  let app: Running;
  beforeAll(async () => {
    app = await startNodeServer();
  });
  afterAll(() => app.stop());

  it('writes one JSON line per request: time, id, method, route pattern, status, duration, bytes, the portal calls', async () => {
    const page = await fetch(`${app.base}/registry/bunda-demo`, { headers: { accept: 'text/html' } });
    await page.text();
    const api = await fetch(`${app.base}/api/v2/gift-products/bunda-demo?page=1&limit=10`);
    await api.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = app.lines().filter((line) => line['msg'] === 'request');
    const pageLine = lines.find((line) => line['route'] === '/registry/:username/:product?');
    const apiLine = lines.find((line) => line['route'] === '/api/v2/gift-products/:username' || String(line['route']).startsWith('/api/v2/gift-products/:'));
    expect(pageLine).toMatchObject({ level: 'info', method: 'GET', status: 200, reqId: page.headers.get('x-request-id') });
    expect(typeof pageLine?.['time']).toBe('string');
    expect(pageLine?.['ms']).toBeGreaterThanOrEqual(0);
    expect(pageLine?.['bytes']).toBeGreaterThan(100);
    // The page's data came from the portal: the calls are listed by their pattern, with status and latency.
    const calls = pageLine?.['portal'] as { call: string; status: number; ms: number }[];
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => /^GET \/api\/v\d\//.test(call.call) && !call.call.includes('bunda-demo') && call.status === 200 && call.ms >= 0)).toBe(true);
    expect(apiLine).toMatchObject({ method: 'GET', status: 200, portal: [{ status: 200 }] });
    expect(app.log()).not.toContain('bunda-demo');
  });

  it('takes a sane X-Request-Id, makes one otherwise, and sends it back on every answer', async () => {
    const given = 'edge-4f1c2b9a7d3e5f60';
    const kept = await fetch(`${app.base}/`, { headers: { accept: 'text/html', 'x-request-id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);
    for (const path of ['/api/v1/categories', '/assets/missing.js', '/healthz', '/tidak-ada.js']) {
      const res = await fetch(`${app.base}${path}`, { headers: { 'x-request-id': SECRETS.phoneIntl } });
      const id = res.headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(SECRETS.phoneIntl);
    }
    expect(requestIdFrom('0812987654')).not.toBe('0812987654');
    expect(requestIdFrom('ibu@kado.test-0123456789')).not.toContain('@');
    expect(requestIdFrom('a'.repeat(129))).toHaveLength(36);
    expect(requestIdFrom('01HZX3K5M9Q7R2T4V6W8Y0A1B2')).toBe('01HZX3K5M9Q7R2T4V6W8Y0A1B2');
  });

  it('never logs a token, cookie, password, OTP, phone number, e-mail or street address fed in', async () => {
    const auth = { authorization: `Bearer ${SECRETS.token}`, cookie: `kado_at=${SECRETS.cookie}; kado_rt=${SECRETS.refresh}`, 'content-type': 'application/json' };
    const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) => {
      const res = await fetch(`${app.base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      await res.arrayBuffer();
    };
    await send('POST', '/api/v1/login', { email: SECRETS.email, password: SECRETS.password });
    await send('POST', '/api/v1/login', { email: SECRETS.phone, password: SECRETS.password });
    await send('POST', '/api/v1/verify-otp', { otp: SECRETS.otp, phone: SECRETS.phoneIntl });
    await send('POST', '/api/v1/reset-password', { email: SECRETS.email, otp: SECRETS.otp, password: SECRETS.password, password_confirmation: SECRETS.password });
    await send('POST', '/api/v1/register-guest', { name: SECRETS.name, phone: SECRETS.phone });
    await send('POST', '/api/v1/profile/user-address', { receiver_name: SECRETS.name, phone: SECRETS.phone, address: SECRETS.street });
    await send('POST', '/api/v1/refresh-token', { refresh_token: SECRETS.refresh });
    await send('GET', `/api/v1/autocomplete?q=${encodeURIComponent(SECRETS.phone)}&email=${encodeURIComponent(SECRETS.email)}`);
    await send('GET', `/registry/${SECRETS.phone}?token=${SECRETS.token}`, undefined, { ...auth, accept: 'text/html' });
    await send('GET', `/reset-password?otp=${SECRETS.otp}&email=${encodeURIComponent(SECRETS.email)}`, undefined, { ...auth, accept: 'text/html' });
    await send('POST', '/rum', { release: SECRETS.token, events: [{ type: 'error', kind: 'uncaught', route: SECRETS.street, name: SECRETS.email, message: SECRETS.password }, { type: 'vital', name: 'LCP', value: 1200, route: SECRETS.phone }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = app.log();
    // The requests are there, by pattern: the test reads a log that has them.
    expect(app.lines().filter((line) => line['route'] === '/api/v1/login')).toHaveLength(2);
    expect(log).toContain('"route":"/api/v1/verify-otp"');
    expect(log).toContain('"route":"/registry/:username/:product?"');
    expect(log).toContain('"msg":"field data"');
    for (const [what, secret] of Object.entries(SECRETS)) {
      expect(log, what).not.toContain(secret);
      expect(log, what).not.toContain(encodeURIComponent(secret));
    }
    // No header is logged at all (the routes named reset-password are patterns, not values).
    expect(log).not.toMatch(/authorization|cookie|Bearer|x-guest-id/i);
  });
});

describe('the request id on its way to the portal (PORTAL_URL)', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: Running;
  beforeAll(async () => {
    upstream = await startUpstream();
    app = await startNodeServer({ portal: createPortalProxy({ portalUrl: `${upstream.base}/api` }) });
  });
  afterAll(async () => {
    await app.stop();
    await upstream.stop();
  });

  it('forwards the request id the answer carries, for an API call and for a page’s data', async () => {
    const res = await fetch(`${app.base}/api/v1/categories`, { headers: { 'x-request-id': 'lb-0f9e8d7c6b5a4321' } });
    await res.text();
    expect(res.headers.get('x-request-id')).toBe('lb-0f9e8d7c6b5a4321');
    expect(upstream.seen.at(-1)?.headers['x-request-id']).toBe('lb-0f9e8d7c6b5a4321');
    const page = await fetch(`${app.base}/`, { headers: { accept: 'text/html' } });
    await page.text();
    const id = page.headers.get('x-request-id');
    expect(upstream.seen.some((seen) => seen.headers['x-request-id'] === id)).toBe(true);
  });
});
