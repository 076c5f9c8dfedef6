import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFakePortal } from './index';
import { LIVE_STREAMS_PER_CLIENT, LiveStreamHub } from './live-streams';

// Issue 26 (decision 0390): open change streams are counted, capped, woken by writes, and freed when they end.

describe('LiveStreamHub', () => {
  it('never holds more than its caps, and a place is freed once however often it is released', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ client: fc.constantFrom('a', 'b', 'c'), close: fc.boolean() }), { maxLength: 60 }), (steps) => {
        const hub = new LiveStreamHub(3, 7);
        const held: { client: string; release: () => void }[] = [];
        for (const step of steps) {
          if (step.close && held.length > 0) {
            const one = held.shift()!;
            one.release();
            one.release();
          } else {
            const place = hub.tryOpen(step.client);
            if ('release' in place) held.push({ client: step.client, release: place.release });
            else expect(held.filter((h) => h.client === step.client).length >= 3 || held.length >= 7).toBe(true);
          }
          expect(hub.open).toBe(held.length);
          expect(hub.open).toBeLessThanOrEqual(7);
        }
      }),
    );
  });

  it('wakes a waiting stream on a write, and not before', async () => {
    const hub = new LiveStreamHub();
    let woke = false;
    const waiting = hub.waitForChange(hub.version, 60_000, new AbortController().signal).then(() => (woke = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(woke).toBe(false);
    hub.changed();
    await waiting;
    expect(woke).toBe(true);
  });
});

describe('GET /v1/registry/{username}/events: caps and freeing', () => {
  it(`refuses the ${LIVE_STREAMS_PER_CLIENT + 1}th stream of one client with 429 and Retry-After, and takes one again once a stream ends`, async () => {
    const portal = createFakePortal();
    const streams: AbortController[] = [];
    const open = (signal?: AbortSignal) => portal.fetch(new Request('http://portal.test/api/v1/registry/bunda-demo/events', { headers: { accept: 'text/event-stream' }, ...(signal ? { signal } : {}) }));
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) {
      const abort = new AbortController();
      const res = await open(abort.signal);
      expect(res.status).toBe(200);
      streams.push(abort);
    }
    expect(portal.openLiveStreams).toBe(LIVE_STREAMS_PER_CLIENT);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { message: string }).message).toMatch(/diperbarui secara berkala/);

    streams.shift()!.abort();
    const deadline = Date.now() + 2_000;
    while (portal.openLiveStreams >= LIVE_STREAMS_PER_CLIENT && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(portal.openLiveStreams).toBe(LIVE_STREAMS_PER_CLIENT - 1);
    const again = new AbortController();
    expect((await open(again.signal)).status).toBe(200);
    streams.push(again);
    for (const s of streams) s.abort();
    const end = Date.now() + 2_000;
    while (portal.openLiveStreams > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(portal.openLiveStreams).toBe(0);
  });
});
