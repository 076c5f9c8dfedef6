import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { domainError } from '@kado/domain';
import { Query } from './query';

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetch function whose calls the test answers one by one. */
function manualFetch<K, T>() {
  const calls: { key: K; signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[] = [];
  const fetch = vi.fn((key: K, signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ key, signal, answer });
    return answer.promise;
  });
  return { fetch, calls };
}

describe('Query', () => {
  it('loads a key: loading, then ready with the data', async () => {
    const query = new Query<string, string>(async (key) => `value of ${key}`);
    const done = query.fetch('a');
    expect(query.status).toBe('loading');
    expect(query.isLoading).toBe(true);
    expect(await done).toBe(true);
    expect(query.status).toBe('ready');
    expect(query.data).toBe('value of a');
    expect(query.key).toBe('a');
  });

  it('ensure() does not ask again for fresh data of the same key', async () => {
    const fetch = vi.fn(async (key: string) => key.toUpperCase());
    const query = new Query<string, string>({ fetch });
    await query.ensure('a');
    expect(await query.ensure('a')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(query.data).toBe('A');
  });

  it('ensure() joins the request in flight for the same key instead of asking twice', async () => {
    const { fetch, calls } = manualFetch<string, string>();
    const query = new Query<string, string>({ fetch });
    const first = query.ensure('a');
    const second = query.ensure('a');
    expect(fetch).toHaveBeenCalledTimes(1);
    calls[0]!.answer.resolve('A');
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(query.data).toBe('A');
  });

  it('ensure() asks again once the data is older than staleTime, or invalidated', async () => {
    let now = 1000;
    const fetch = vi.fn(async (key: string) => `${key}@${now}`);
    const query = new Query<string, string>({ fetch, staleTime: 500, now: () => now });
    await query.ensure('a');
    now = 1400;
    await query.ensure('a');
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 1600;
    await query.ensure('a');
    expect(fetch).toHaveBeenCalledTimes(2);
    query.invalidate();
    await query.ensure('a');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(query.data).toBe('a@1600');
  });

  it('ensure() after a failure asks again (an error is never fresh)', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(domainError({ kind: 'offline' })).mockResolvedValueOnce('A');
    const query = new Query<string, string>({ fetch });
    expect(await query.ensure('a')).toBe(false);
    expect(query.error).toEqual({ kind: 'offline' });
    expect(await query.ensure('a')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an answer for an older key never overwrites the newer key, even when it arrives last', async () => {
    const { fetch, calls } = manualFetch<string, string>();
    const query = new Query<string, string>({ fetch });
    const older = query.ensure('a');
    const newer = query.ensure('b');
    calls[1]!.answer.resolve('B');
    expect(await newer).toBe(true);
    calls[0]!.answer.resolve('A (late)');
    expect(await older).toBe(false);
    expect(query.key).toBe('b');
    expect(query.data).toBe('B');
    expect(query.status).toBe('ready');
  });

  it('a late failure of an older request does not mark the newer answer as failed', async () => {
    const { fetch, calls } = manualFetch<string, string>();
    const query = new Query<string, string>({ fetch });
    const older = query.fetch('a');
    const newer = query.refresh();
    calls[1]!.answer.resolve('A2');
    await newer;
    calls[0]!.answer.reject(domainError({ kind: 'timeout' }));
    expect(await older).toBe(false);
    expect(query.status).toBe('ready');
    expect(query.error).toBeNull();
    expect(query.data).toBe('A2');
  });

  it('a newer request aborts the older one through its AbortSignal', async () => {
    const { fetch, calls } = manualFetch<string, string>();
    const query = new Query<string, string>({ fetch });
    void query.fetch('a');
    void query.fetch('b');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it('an abort is not shown as an error', async () => {
    const query = new Query<string, string>((_key, signal) => new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    }));
    const done = query.fetch('a');
    query.cancel();
    expect(await done).toBe(false);
    expect(query.error).toBeNull();
    expect(query.status).toBe('idle');
  });

  it('a different key forgets the old data; keepPreviousData keeps it shown while the new key loads', async () => {
    const plain = new Query<string, string>(async (key) => key);
    await plain.fetch('a');
    void plain.fetch('b');
    expect(plain.data).toBeNull();
    const keeping = new Query<string, string>({ fetch: async (key) => key, keepPreviousData: true });
    await keeping.fetch('a');
    const next = keeping.fetch('b');
    expect(keeping.data).toBe('a');
    await next;
    expect(keeping.data).toBe('b');
  });

  it('a failed refresh keeps the data shown, with the error', async () => {
    const fetch = vi.fn().mockResolvedValueOnce('A').mockRejectedValueOnce(domainError({ kind: 'offline' }));
    const query = new Query<string, string>({ fetch });
    await query.fetch('a');
    expect(await query.refresh()).toBe(false);
    expect(query.data).toBe('A');
    expect(query.status).toBe('error');
    expect(query.error).toEqual({ kind: 'offline' });
  });

  it('refresh() asks again even for fresh data; without a key it does nothing', async () => {
    const fetch = vi.fn(async (key: string) => key);
    const query = new Query<string, string>({ fetch });
    expect(await query.refresh()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    await query.ensure('a');
    await query.refresh();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('object keys compare by value', async () => {
    const fetch = vi.fn(async (key: { id: string }) => key.id);
    const query = new Query<{ id: string }, string>({ fetch });
    await query.ensure({ id: '1' });
    await query.ensure({ id: '1' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('status, data and error are observable', async () => {
    const query = new Query<string, string>(async (key) => key);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${query.status}:${query.data ?? '-'}`));
    await query.fetch('a');
    query.setData((previous) => `${previous}!`);
    stop();
    expect(seen).toEqual(['idle:-', 'loading:-', 'ready:a', 'ready:a!']);
  });

  it('reset() forgets everything and ignores the answer in flight', async () => {
    const { fetch, calls } = manualFetch<string, string>();
    const query = new Query<string, string>({ fetch });
    const done = query.fetch('a');
    query.reset();
    calls[0]!.answer.resolve('A');
    expect(await done).toBe(false);
    expect(query.data).toBeNull();
    expect(query.key).toBeNull();
    expect(query.status).toBe('idle');
  });

  it('put() shows the answer of a key at once and ignores the request in flight', async () => {
    const { fetch, calls } = manualFetch<string, string>();
    const query = new Query<string, string>({ fetch });
    const done = query.fetch('a');
    query.put('b', 'B');
    expect(query.key).toBe('b');
    expect(query.data).toBe('B');
    expect(query.status).toBe('ready');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.answer.resolve('A');
    expect(await done).toBe(false);
    expect(query.data).toBe('B');
    expect(query.isFresh('b')).toBe(true);
  });

  it('revisit() joins a read of the same key on its way; a settled one is read again; another key is its own read', async () => {
    const asked: string[] = [];
    const query = new Query<string, string>(async (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    expect(await Promise.all([query.revisit('a'), query.revisit('a')])).toEqual([true, true]);
    expect(asked).toEqual(['a']);
    expect(await query.revisit('a')).toBe(true);
    expect(asked).toEqual(['a', 'a']);
    const [first, second] = await Promise.all([query.revisit('a'), query.revisit('b')]);
    expect([first, second, query.key, query.data]).toEqual([false, true, 'b', 'B']);
  });
});
