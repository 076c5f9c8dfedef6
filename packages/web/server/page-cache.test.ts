// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCachedPageSources, createSwrCache, within, type CachePolicy } from './page-cache';

const POLICY: CachePolicy = { freshMs: 100, staleMs: 1_000 };

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSwrCache', () => {
  it('loads a key once for callers that come while it loads (single-flight), then answers at once while fresh', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ maxEntries: 10, now: time.now });
    let loads = 0;
    const gate = deferred<string>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const a = cache.get('k', POLICY, load);
    const b = cache.get('k', POLICY, load);
    expect(a).toBeInstanceOf(Promise);
    gate.resolve('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    expect(cache.get('k', POLICY, load)).toBe('v1');
    expect(loads).toBe(1);
  });

  it('serves a stale value at once and refreshes it once; past the stale window it waits for the load', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ maxEntries: 10, now: time.now });
    let n = 0;
    const load = () => Promise.resolve(`v${(n += 1)}`);
    await cache.get('k', POLICY, load);
    time.advance(200);
    expect(cache.get('k', POLICY, load)).toBe('v1');
    expect(cache.get('k', POLICY, load)).toBe('v1');
    await new Promise((r) => setTimeout(r, 0));
    expect(n).toBe(2);
    expect(cache.get('k', POLICY, load)).toBe('v2');
    time.advance(5_000);
    const late = cache.get('k', POLICY, load);
    expect(late).toBeInstanceOf(Promise);
    expect(await late).toBe('v3');
  });

  it('never serves stale under a policy without a stale window (registry pages)', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ maxEntries: 10, now: time.now });
    let n = 0;
    const load = () => Promise.resolve(`v${(n += 1)}`);
    await cache.get('k', { freshMs: 1_000, staleMs: 0 }, load);
    time.advance(1_000);
    expect(await cache.get('k', { freshMs: 1_000, staleMs: 0 }, load)).toBe('v2');
  });

  it('after clear(), a load that was in flight is neither joined nor kept', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ maxEntries: 10, now: time.now });
    const before = deferred<string>();
    const old = cache.get('k', POLICY, () => before.promise);
    cache.clear();
    const fresh = cache.get('k', POLICY, () => Promise.resolve('after the write'));
    before.resolve('before the write');
    expect(await old).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(cache.get('k', POLICY, () => Promise.resolve('x'))).toBe('after the write');
  });

  it('keeps no failure: the next call loads again', async () => {
    const cache = createSwrCache<string>({ maxEntries: 10 });
    await expect(cache.get('k', POLICY, () => Promise.reject(new Error('portal down')))).rejects.toThrow('portal down');
    expect(await cache.get('k', POLICY, () => Promise.resolve('ok'))).toBe('ok');
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createSwrCache<string>({ maxEntries: 2 });
    await cache.get('a', POLICY, () => Promise.resolve('a'));
    await cache.get('b', POLICY, () => Promise.resolve('b'));
    cache.get('a', POLICY, () => Promise.resolve('a2'));
    await cache.get('c', POLICY, () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a', POLICY, () => Promise.resolve('a3'))).toBe('a');
    expect(cache.get('b', POLICY, () => Promise.resolve('b2'))).toBeInstanceOf(Promise);
  });
});

describe('createCachedPageSources', () => {
  const setup = () => {
    const calls: string[] = [];
    const sources = createCachedPageSources<string, string>({
      content: (path, cookie) => {
        calls.push(`${path} ${cookie ?? '-'}`);
        return Promise.resolve(cookie ? 'personal' : `data of ${path}`);
      },
      preview: (path) => Promise.resolve(`preview of ${path}`),
      keyOf: (path) => ({ key: path, policy: POLICY }),
      hasSession: (cookie) => (cookie ?? '').includes('kado_at='),
    });
    return { calls, sources };
  };

  it('an anonymous page is read once; a request with a session is read every time and never from the cache', async () => {
    const { calls, sources } = setup();
    expect(await sources.content('/', undefined)).toBe('data of /');
    expect(sources.content('/', 'theme=dark')).toBe('data of /');
    expect(await sources.content('/', 'kado_at=t1')).toBe('personal');
    expect(await sources.content('/', 'kado_at=t1')).toBe('personal');
    expect(calls).toEqual(['/ -', '/ kado_at=t1', '/ kado_at=t1']);
    // The personal answer went nowhere near the cache.
    expect(sources.content('/', undefined)).toBe('data of /');
  });

  it('invalidate() makes every page ask again', async () => {
    const { calls, sources } = setup();
    await sources.content('/registry/a', undefined);
    sources.invalidate();
    await sources.content('/registry/a', undefined);
    expect(calls).toEqual(['/registry/a -', '/registry/a -']);
  });
});

describe('within', () => {
  it('gives the value when it settles in time, the fallback when late or failed', async () => {
    expect(await within(Promise.resolve(1), 50, 0)).toBe(1);
    expect(await within(new Promise<number>(() => undefined), 10, 0)).toBe(0);
    expect(await within(Promise.reject(new Error('x')), 50, 0)).toBe(0);
    expect(await within(7, 10, 0)).toBe(7);
  });
});
