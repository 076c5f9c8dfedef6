import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { domainError } from '@kado/domain';
import { Mutation } from './mutation';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('Mutation', () => {
  it('is pending while it runs and answers the value', async () => {
    const mutation = new Mutation<number, number>(async (n) => n * 2);
    const done = mutation.submit(21);
    expect(mutation.pending).toBe(true);
    expect(await done).toEqual({ ok: true, value: 42 });
    expect(mutation.pending).toBe(false);
  });

  it('refuses a second submission while the first is pending (nothing is sent twice)', async () => {
    const { opened, open } = gate();
    const run = vi.fn(() => opened);
    const mutation = new Mutation<void, void>(run);
    const first = mutation.submit();
    const second = await mutation.submit();
    expect(second).toEqual({ ok: false, refused: true, error: null });
    expect(run).toHaveBeenCalledTimes(1);
    open();
    expect((await first).ok).toBe(true);
    expect(await mutation.run()).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps the domain error of a failure and clears it on the next submission', async () => {
    const run = vi.fn().mockRejectedValueOnce(domainError({ kind: 'conflict', message: 'Sudah dipesan' })).mockResolvedValueOnce(undefined);
    const mutation = new Mutation<void, void>(run);
    const failed = await mutation.submit();
    expect(failed).toEqual({ ok: false, refused: false, error: { kind: 'conflict', message: 'Sudah dipesan' } });
    expect(mutation.error).toEqual({ kind: 'conflict', message: 'Sudah dipesan' });
    expect(mutation.pending).toBe(false);
    const next = mutation.submit();
    expect(mutation.error).toBeNull();
    await next;
  });

  it('an unknown failure becomes unexpected (raw text never shown)', async () => {
    const mutation = new Mutation<void, void>(async () => {
      throw new TypeError('x is undefined');
    });
    await mutation.submit();
    expect(mutation.error).toEqual({ kind: 'unexpected' });
  });

  it('per-key: different items run side by side, the same item is refused, isPending(key) says which', async () => {
    const gates = new Map<string, ReturnType<typeof gate>>();
    const run = vi.fn((id: string) => {
      const g = gate();
      gates.set(id, g);
      return g.opened;
    });
    const mutation = new Mutation<string, void>({ run, key: (id) => id, concurrency: 'per-key' });
    const a = mutation.submit('a');
    const b = mutation.submit('b');
    expect((await mutation.submit('a')).ok).toBe(false);
    expect(run).toHaveBeenCalledTimes(2);
    expect(mutation.isPending('a')).toBe(true);
    expect(mutation.isPending('c')).toBe(false);
    gates.get('a')!.open();
    await a;
    expect(mutation.isPending('a')).toBe(false);
    expect(mutation.isPending('b')).toBe(true);
    expect(mutation.pending).toBe(true);
    gates.get('b')!.open();
    await b;
    expect(mutation.pending).toBe(false);
  });

  it('single concurrency with a key: one at a time, pendingKey names the one running, errorKey the one that failed', async () => {
    const { opened, open } = gate();
    const run = vi.fn(async (action: string) => {
      await opened;
      if (action === 'cart') throw domainError({ kind: 'offline' });
    });
    const mutation = new Mutation<string, void>({ run, key: (action) => action });
    const cart = mutation.submit('cart');
    expect(mutation.pendingKey).toBe('cart');
    expect((await mutation.submit('buy')).ok).toBe(false);
    open();
    await cart;
    expect(mutation.errorKey).toBe('cart');
    expect(mutation.pendingKey).toBeNull();
  });

  it('onSuccess runs inside the pending window', async () => {
    const seen: boolean[] = [];
    const mutation: Mutation<void, string> = new Mutation<void, string>({
      run: async () => 'done',
      onSuccess: () => {
        seen.push(mutation.pending);
      },
    });
    await mutation.submit();
    expect(seen).toEqual([true]);
  });

  it('pending and error are observable', async () => {
    const mutation = new Mutation<void, void>(async () => {
      throw domainError({ kind: 'timeout' });
    });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${mutation.pending}:${mutation.error?.kind ?? '-'}`));
    await mutation.submit();
    mutation.clearError();
    stop();
    expect(seen).toEqual(['false:-', 'true:-', 'false:timeout', 'false:-']);
  });

  it("a row's isPending(key) is observed for its own key: another row's submission does not run it again", async () => {
    const gates = new Map<string, ReturnType<typeof gate>>();
    const mutation = new Mutation<string, void>({
      run: (id) => {
        const g = gate();
        gates.set(id, g);
        return g.opened;
      },
      key: (id) => id,
      concurrency: 'per-key',
    });
    const rowA: boolean[] = [];
    const rowB: boolean[] = [];
    const keys: string[][] = [];
    const stops = [
      autorun(() => rowA.push(mutation.isPending('a'))),
      autorun(() => rowB.push(mutation.isPending('b'))),
      autorun(() => keys.push([...mutation.pendingKeys])),
    ];
    const b = mutation.submit('b');
    gates.get('b')!.open();
    await b;
    const a = mutation.submit('a');
    gates.get('a')!.open();
    await a;
    stops.forEach((stop) => stop());
    // Row a ran for its own two changes only, row b for its own; a list of every pending key sees all four.
    expect(rowA).toEqual([false, true, false]);
    expect(rowB).toEqual([false, true, false]);
    expect(keys).toEqual([[], ['b'], [], ['a'], []]);
  });
});
