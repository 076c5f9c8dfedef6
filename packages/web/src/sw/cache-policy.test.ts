import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLEAR_USER_DATA, RUNTIME_CACHES, isClearUserData, isEventStream, requestKind } from './cache-policy';

// Decision 0221: what the service worker keeps at run time, and how it answers each request.

const ORIGIN = 'https://kado.example';
const get = (path: string, mode = 'cors', destination = '') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode, destination });

describe('requestKind (decision 0221)', () => {
  it('a navigation to a page of the app is a page; to the portal it is left to the network', () => {
    expect(requestKind(get('/', 'navigate', 'document'), ORIGIN)).toBe('page');
    expect(requestKind(get('/product/susu-a?x=1', 'navigate', 'document'), ORIGIN)).toBe('page');
    expect(requestKind(get('/api/v1/products', 'navigate', 'document'), ORIGIN)).toBe('other');
  });

  it('portal reads are data, images are images, writes and other origins are never kept', () => {
    expect(requestKind(get('/api/v1/products/susu-a'), ORIGIN)).toBe('data');
    expect(requestKind(get('/api/images/products/1.svg?w=320', 'no-cors', 'image'), ORIGIN)).toBe('image');
    expect(requestKind(get('/favicon.svg', 'no-cors', 'image'), ORIGIN)).toBe('image');
    expect(requestKind({ ...get('/api/v1/cart'), method: 'POST' }, ORIGIN)).toBe('other');
    expect(requestKind(get('/api/v1/registry/bunda-demo/stream'), ORIGIN)).toBe('other');
    expect(requestKind({ ...get('/x'), url: 'https://cdn.example/a.png', destination: 'image' }, ORIGIN)).toBe('other');
    expect(requestKind(get('/assets/boot-x.js', 'cors', 'script'), ORIGIN)).toBe('other');
  });

  it('a public registry page and its answers are kept apart from other pages (decision 0224)', () => {
    expect(requestKind(get('/registry/bunda-demo', 'navigate', 'document'), ORIGIN)).toBe('registry-page');
    for (const owner of ['/registry/checkout', '/registry/ucapan', '/registry/setting', '/registry/bunda-demo/16', '/registry'])
      expect(requestKind(get(owner, 'navigate', 'document'), ORIGIN), owner).toBe('page');
    expect(requestKind(get('/api/v2/gifts/bunda-demo'), ORIGIN)).toBe('registry-data');
    expect(requestKind(get('/api/v2/gift-products/bunda-demo?page=1&limit=10'), ORIGIN)).toBe('registry-data');
    expect(requestKind(get('/api/v2/gifts/address'), ORIGIN)).toBe('data');
    expect(requestKind(get('/api/v2/gifts/bunda-demo/stream'), ORIGIN)).toBe('other');
    expect(RUNTIME_CACHES.registries.maxEntries).toBe(5);
  });

  it('an event stream goes straight to the network, whatever its path (issue 26)', () => {
    const accept = (value: string) => ({ get: (name: string) => (name.toLowerCase() === 'accept' ? value : null) });
    // The registry's change stream: the route is /events (the old rule looked for /stream and missed it).
    expect(requestKind(get('/api/v1/registry/bunda-demo/events'), ORIGIN)).toBe('other');
    expect(isEventStream(get('/api/v1/registry/bunda-demo/events'))).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('api', 'v1', 'v2', 'registry', 'gifts', 'bunda-demo', 'x.json', '42'), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`), fc.constantFrom('cors', 'same-origin', 'navigate'), fc.constantFrom('text/event-stream', 'text/event-stream, */*', 'TEXT/EVENT-STREAM'), (path, mode, value) =>
        requestKind({ ...get(path, mode), headers: accept(value) }, ORIGIN) === 'other'),
    );
    // A plain portal read with the same path is still kept.
    expect(requestKind({ ...get('/api/v1/products/susu-a'), headers: accept('application/json') }, ORIGIN)).toBe('data');
  });

  it('the app server’s /healthz, /readyz and /metrics are never kept nor answered with the app shell (issue 29)', () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      expect(requestKind(get(path, 'navigate', 'document'), ORIGIN), path).toBe('other');
      expect(requestKind(get(path), ORIGIN), path).toBe('other');
    }
    expect(requestKind({ ...get('/rum'), method: 'POST' }, ORIGIN)).toBe('other');
  });

  it('a write is never kept, whatever its path', () => {
    fc.assert(
      fc.property(fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), fc.array(fc.constantFrom('api', 'v1', 'images', 'registry', 'stream', 'a.svg', ''), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`), fc.constantFrom('navigate', 'cors', 'no-cors'), (method, path, mode) =>
        requestKind({ url: `${ORIGIN}${path}`, method, mode, destination: '' }, ORIGIN) === 'other'),
    );
  });

  it('every runtime cache is bounded in count and age', () => {
    for (const cache of Object.values(RUNTIME_CACHES)) {
      expect(cache.maxEntries).toBeGreaterThan(0);
      expect(cache.maxEntries).toBeLessThanOrEqual(200);
      expect(cache.maxAgeSeconds).toBeLessThanOrEqual(31 * 24 * 3600);
    }
  });

  it('isClearUserData reads only the exact message', () => {
    expect(isClearUserData({ type: CLEAR_USER_DATA })).toBe(true);
    expect(isClearUserData(CLEAR_USER_DATA)).toBe(false);
    expect(isClearUserData(null)).toBe(false);
  });
});
