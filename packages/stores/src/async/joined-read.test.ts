import { describe, expect, it, vi } from 'vitest';
import { JoinedRead } from './joined-read';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('JoinedRead', () => {
  it('joins a read of the same key on its way; a later call reads again', async () => {
    const joined = new JoinedRead<string, number>();
    const answer = deferred<number>();
    const read = vi.fn(() => answer.promise);
    const first = joined.run('a', read);
    const second = joined.run('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    answer.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    await joined.run('a', async () => 8);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await joined.run('a', async () => 9)).toBe(9);
  });

  it('another key reads at once; a failed read is not kept', async () => {
    const joined = new JoinedRead<{ id: string }, string>();
    const slow = deferred<string>();
    void joined.run({ id: '1' }, () => slow.promise);
    const other = vi.fn(async () => 'two');
    expect(await joined.run({ id: '2' }, other)).toBe('two');
    expect(other).toHaveBeenCalledTimes(1);
    await expect(joined.run({ id: '3' }, () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await joined.run({ id: '3' }, async () => 'again')).toBe('again');
  });
});
