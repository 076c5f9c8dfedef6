// @vitest-environment node
// Issue 29 item 3: POST /rum takes web vitals and client errors within limits, logs and counts them (decision 0444).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBeacon, releaseOfEntry, RUM_LIMITS } from './rum';
import { startNodeServer, type Running } from './test-node-server';

const beacon = (events: unknown[], release = 'x') => JSON.stringify({ release, events });

describe('POST /rum', () => {
  let app: Running;
  beforeEach(async () => {
    app = await startNodeServer();
  });
  afterEach(() => app.stop());

  const post = (body: string, headers: Record<string, string> = {}) => fetch(`${app.base}/rum`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

  it('counts the vitals and errors of a beacon by route pattern in /metrics and logs one line', async () => {
    const res = await post(beacon([
      { type: 'vital', name: 'LCP', value: 1800, route: 'registry-public' },
      { type: 'vital', name: 'CLS', value: 0.02, route: 'registry-public' },
      { type: 'vital', name: 'INP', value: 120, route: 'home' },
      { type: 'vital', name: 'TTFB', value: 300, route: 'home' },
      { type: 'error', kind: 'portal', route: 'product', name: 'unexpected', status: 500 },
      { type: 'error', kind: 'chunk', route: 'home', name: 'TypeError' },
    ]));
    expect(res.status).toBe(204);
    const metrics = await (await fetch(`${app.base}/metrics`)).text();
    expect(metrics).toMatch(/kado_web_vitals_seconds_bucket\{le="2\.5",name="LCP",route="\/registry\/:username\/:product\?"\} 1/);
    expect(metrics).toMatch(/kado_web_vitals_seconds_bucket\{le="1",name="LCP",route="\/registry\/:username\/:product\?"\} 0/);
    expect(metrics).toMatch(/kado_web_vitals_cls_sum\{route="\/registry\/:username\/:product\?"\} 0\.02/);
    expect(metrics).toMatch(/kado_web_vitals_seconds_count\{name="INP",route="\/"\} 1/);
    expect(metrics).toMatch(/kado_client_errors_total\{kind="portal",route="\/:merchant\/:product"\} 1/);
    expect(metrics).toMatch(/kado_client_errors_total\{kind="chunk",route="\/"\} 1/);
    const line = app.lines().find((entry) => entry['msg'] === 'field data');
    expect(line).toMatchObject({
      level: 'info',
      release: 'other',
      vitals: [{ name: 'LCP', value: 1800, route: '/registry/:username/:product?' }, { name: 'CLS' }, { name: 'INP' }, { name: 'TTFB' }],
      errors: [{ kind: 'portal', route: '/:merchant/:product', name: 'unexpected', status: 500 }, { kind: 'chunk', route: '/', name: 'TypeError' }],
    });
  });

  it('refuses a body above the limit (413), counting while it reads, and one that is not a beacon (400)', async () => {
    const big = beacon([{ type: 'error', kind: 'uncaught', route: 'home', name: 'x'.repeat(RUM_LIMITS.maxBytes) }]);
    expect((await post(big)).status).toBe(413);
    // Without Content-Length (a stream): read only up to the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${app.base}/rum`, { method: 'POST', body: chunks, duplex: 'half' } as RequestInit & { duplex: 'half' });
    expect(streamed.status).toBe(413);
    expect((await post('not json')).status).toBe(400);
    expect((await post('{"events":"nope"}')).status).toBe(400);
    const metrics = await (await fetch(`${app.base}/metrics`)).text();
    expect(metrics).toMatch(/kado_rum_rejected_total\{reason="too-large"\} 2/);
    expect(metrics).toMatch(/kado_rum_rejected_total\{reason="invalid"\} 2/);
  });

  it('limits beacons per client address (429 with Retry-After)', async () => {
    const ok = beacon([{ type: 'vital', name: 'TTFB', value: 100, route: 'home' }]);
    const statuses: number[] = [];
    for (let i = 0; i < RUM_LIMITS.perWindow + 1; i += 1) statuses.push((await post(ok)).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(RUM_LIMITS.perWindow);
    const refused = await post(ok);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});

describe('readBeacon', () => {
  const patterns = new Map([['home', '/']]);
  const patternOf = (id: string) => patterns.get(id);

  it('keeps only known names, kinds and routes, plain numbers, a word as the error name, and no message', () => {
    const read = readBeacon(
      {
        release: 'AbCd1234',
        events: [
          { type: 'vital', name: 'FID', value: 10, route: 'home' },
          { type: 'vital', name: 'LCP', value: -1, route: 'home' },
          { type: 'vital', name: 'LCP', value: 90_000, route: 'home' },
          { type: 'vital', name: 'LCP', value: '1200', route: 'home' },
          { type: 'vital', name: 'LCP', value: 1200, route: '/registry/sari' },
          { type: 'error', kind: 'uncaught', route: 'home', name: 'ibu@kado.test', message: 'Rahasia123!', status: 9999 },
          { type: 'error', kind: 'stack', route: 'home' },
          'x',
        ],
      },
      patternOf,
      (release) => release === 'AbCd1234',
    );
    expect(read).toEqual({ release: 'AbCd1234', vitals: [{ name: 'LCP', value: 1200, route: 'unknown' }], errors: [{ kind: 'uncaught', route: '/' }] });
    expect(readBeacon({ events: Array.from({ length: 100 }, () => ({ type: 'error', kind: 'uncaught', route: 'home' })) }, patternOf)?.errors).toHaveLength(RUM_LIMITS.maxEvents);
    expect(readBeacon({ release: '081234567890', events: [] }, patternOf)?.release).toBe('other');
    expect(readBeacon([], patternOf)).toBeNull();
  });

  it('a release is the hash of the build’s entry script', () => {
    expect(releaseOfEntry('assets/index-AbCd1234.js')).toBe('AbCd1234');
    expect(releaseOfEntry('assets/index.js')).toBeNull();
  });
});
