// @vitest-environment node
// Issue 29 items 1, 2 and 5 on the node server: errors with their stack, /healthz, /readyz, /metrics, TRUST_PROXY,
// and the drain SIGTERM runs (decisions 0440, 0441, 0443, 0445).
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { createPortalProxy, embeddedPortal } from './portal';
import { fakeDist, startNodeServer, startUpstream, type Running } from './test-node-server';

describe('/healthz, /readyz and /metrics', () => {
  let app: Running;
  beforeAll(async () => {
    app = await startNodeServer({ metrics: createMetrics() });
  });
  afterAll(() => app.stop());

  it('/healthz: the process is alive, as JSON, never cached, never the app’s page', async () => {
    const res = await fetch(`${app.base}/healthz`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz: the build is there and the portal answers', async () => {
    const res = await fetch(`${app.base}/readyz`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', checks: { build: 'ok', portal: 'ok' } });
  });

  it('/metrics: request durations by route pattern and status, portal calls, the page cache, live streams, the process', async () => {
    for (let i = 0; i < 2; i += 1) await (await fetch(`${app.base}/registry/bunda-demo`, { headers: { accept: 'text/html' } })).text();
    await (await fetch(`${app.base}/api/v1/categories`)).text();
    app.node.metrics.liveStreams.inc();
    app.node.metrics.liveStreams.inc();
    app.node.metrics.liveStreams.dec();
    const res = await fetch(`${app.base}/metrics`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/registry\/:username\/:product\?",status="200"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/categories",status="200"\}/);
    expect(text).toMatch(/portal_call_duration_seconds_count\{call="GET \/api\/v2\/gifts\/:id",status="200"\} \d+/);
    expect(text).toMatch(/kado_page_cache_total\{source="content",result="miss"\} 1/);
    expect(text).toMatch(/kado_page_cache_total\{source="content",result="hit"\} 1/);
    expect(text).toMatch(/^kado_live_stream_connections 1$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).not.toContain('bunda-demo');
  });
});

describe('/readyz when something is missing', () => {
  it('503 with the failed check: no build, an unreachable portal, a slow one', async () => {
    const dist = fakeDist();
    const upstream = await startUpstream();
    const closed = await startNodeServer({ dist, portal: createPortalProxy({ portalUrl: 'http://127.0.0.1:9/api' }) });
    const slow = await startNodeServer({ dist, portal: async () => new Promise<Response>(() => undefined), portalTimeoutMs: 200 });
    try {
      const unreachable = await fetch(`${closed.base}/readyz`);
      expect(unreachable.status).toBe(503);
      expect(await unreachable.json()).toEqual({ status: 'unavailable', checks: { build: 'ok', portal: 'status 502' } });
      const late = await fetch(`${slow.base}/readyz`);
      expect(late.status).toBe(503);
      expect(await late.json()).toEqual({ status: 'unavailable', checks: { build: 'ok', portal: 'no answer within 200 ms' } });
      rmSync(`${dist}/index.html`);
      const noBuild = await fetch(`${closed.base}/readyz`);
      expect(((await noBuild.json()) as { checks: { build: string } }).checks.build).toBe('no build in dist/');
    } finally {
      await closed.stop();
      await slow.stop();
      await upstream.stop();
    }
  });
});

describe('errors', () => {
  it('a failure no route answers is one error line with its stack, and a 500', async () => {
    const app = await startNodeServer({
      portal: async () => {
        throw new TypeError('the portal adapter broke');
      },
    });
    try {
      const res = await fetch(`${app.base}/api/v1/categories`);
      expect(res.status).toBe(500);
      // The line is written when the answer has gone: on a busy host that can take more than a moment.
      const deadline = Date.now() + 3_000;
      while (!app.lines().some((entry) => entry['msg'] === 'request failed') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const line = app.lines().find((entry) => entry['msg'] === 'request failed');
      expect(line).toMatchObject({ level: 'error', route: '/api/v1/categories', status: 500, portal: [{ call: 'GET /api/v1/categories', status: 0 }] });
      const err = line?.['err'] as { type: string; message: string; stack: string };
      expect(err.type).toBe('TypeError');
      expect(err.stack).toContain('node-server.test.ts');
    } finally {
      await app.stop();
    }
  });
});

describe('TRUST_PROXY (decision 0443)', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.stop());

  it('without it, X-Forwarded-For from the client is ignored: the portal learns the socket’s address', async () => {
    const app = await startNodeServer({ portal: createPortalProxy({ portalUrl: `${upstream.base}/api` }) });
    try {
      await (await fetch(`${app.base}/api/v1/login`, { method: 'POST', body: '{}', headers: { 'x-forwarded-for': '198.51.100.9', 'x-forwarded-proto': 'https', forwarded: 'for=198.51.100.9' } })).text();
      const seen = upstream.seen.at(-1)!.headers;
      expect(seen['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen['x-forwarded-proto']).toBe('http');
      expect(seen['forwarded']).toMatch(/^for=127\.0\.0\.1;proto=http;host="127\.0\.0\.1:\d+"$/);
    } finally {
      await app.stop();
    }
  });

  it('behind a trusted proxy, the right-most untrusted address of its X-Forwarded-For is the client', async () => {
    const app = await startNodeServer({ portal: createPortalProxy({ portalUrl: `${upstream.base}/api` }), trustProxy: '127.0.0.1, 10.0.0.0/8' });
    try {
      // The client wrote 6.6.6.6 itself; the edge proxy (10.1.2.3) appended the client's real address, nginx the edge's.
      await (await fetch(`${app.base}/api/v1/login`, { method: 'POST', body: '{}', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.50, 10.1.2.3', 'x-forwarded-proto': 'https' } })).text();
      const seen = upstream.seen.at(-1)!.headers;
      expect(seen['x-forwarded-for']).toBe('203.0.113.50');
      expect(seen['x-forwarded-proto']).toBe('https');
      expect(seen['forwarded']).toMatch(/^for=203\.0\.113\.50;proto=https;host=/);
    } finally {
      await app.stop();
    }
  });

  it('the embedded portal’s rate limits count the client a trusted proxy names: one client’s limit does not touch another’s', async () => {
    const app = await startNodeServer({ portal: embeddedPortal({ controlToken: null }), trustProxy: '127.0.0.1' });
    const login = (client: string, n: number) =>
      fetch(`${app.base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ email: `tidak-ada-${n}@kado.test`, password: 'salah-salah' }) });
    try {
      // Wrong passwords: 100 per client address per 15 minutes (decision 0240); each account typed only once here.
      const statuses: number[] = [];
      for (let i = 0; i < 101; i += 1) statuses.push((await login('203.0.113.1', i)).status);
      expect(statuses.slice(0, 100).every((status) => status === 422)).toBe(true);
      expect(statuses[100]).toBe(429);
      expect((await login('203.0.113.2', 200)).status).toBe(422);
    } finally {
      await app.stop();
    }
  });
});

describe('draining on SIGTERM (decision 0445)', () => {
  it('stops accepting, finishes the answers in flight, tells live streams to come back, within 10 s', async () => {
    const upstream = await startUpstream();
    const app = await startNodeServer({ portal: embeddedPortal({ controlToken: null }) });
    const proxied = await startNodeServer({ portal: createPortalProxy({ portalUrl: `${upstream.base}/api` }) });
    try {
      const stream = await fetch(`${app.base}/api/v1/registry/bunda-demo/events`, { headers: { accept: 'text/event-stream' } });
      expect(stream.status).toBe(200);
      const streamText = stream.text();
      const inFlight = fetch(`${proxied.base}/api/slow`).then(async (res) => ({ status: res.status, body: await res.text() }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const draining = Promise.all([app.node.drain([app.server]), proxied.node.drain([proxied.server])]);
      // Ready no more while draining (a load balancer stops sending), and no new connection is accepted.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await new Promise<string>((resolve) => {
        const req = httpRequest(`${app.base}/healthz`, { agent: false }, (res) => resolve(`answered ${res.statusCode}`));
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.end();
      });
      expect(refused).toBe('ECONNREFUSED');
      expect(await inFlight).toEqual({ status: 200, body: '{"data":{}}' });
      expect(await streamText).toMatch(/event: ready[\s\S]*retry: 1000\n\n$/);
      await draining;
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await upstream.stop();
    }
  });
});
