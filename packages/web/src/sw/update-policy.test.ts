import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING, installUpdatePolicy, isSkipWaiting, type UpdateScope } from './update-policy';

// Decision 0222: the first install takes over at once; an update waits for the user's consent (SKIP_WAITING).

function worker(active: unknown) {
  const handlers = new Map<string, (event: never) => void>();
  const skipWaiting = vi.fn(async () => undefined);
  const claim = vi.fn(async () => undefined);
  const scope = {
    addEventListener: (type: string, handler: (event: never) => void) => handlers.set(type, handler),
    skipWaiting,
    registration: { active },
    clients: { claim },
  };
  installUpdatePolicy(scope as unknown as UpdateScope);
  const waited: Promise<unknown>[] = [];
  const fire = (type: string, event: object = {}) =>
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) } as never);
  return { skipWaiting, claim, fire, waited };
}

describe('the update policy of the service worker (decision 0222)', () => {
  it('takes over at once on the first install', () => {
    const w = worker(null);
    w.fire('install');
    expect(w.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('waits on an update until a page posts SKIP_WAITING', () => {
    const w = worker({ state: 'activated' });
    w.fire('install');
    w.fire('message', { data: { type: 'something-else' } });
    w.fire('message', { data: 'kado:skip-waiting' });
    expect(w.skipWaiting).not.toHaveBeenCalled();
    w.fire('message', { data: { type: SKIP_WAITING } });
    expect(w.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('controls the open pages once active', () => {
    const w = worker(null);
    w.fire('activate');
    expect(w.claim).toHaveBeenCalledTimes(1);
    expect(w.waited).toHaveLength(1);
  });

  it('isSkipWaiting reads only the exact message', () => {
    expect(isSkipWaiting({ type: SKIP_WAITING })).toBe(true);
    for (const other of [null, undefined, SKIP_WAITING, {}, { type: 'SKIP_WAITING' }]) expect(isSkipWaiting(other)).toBe(false);
  });
});
