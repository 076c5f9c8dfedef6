import { describe, expect, it, vi } from 'vitest';
import { installChunkReload } from './chunk-reload';

// Spec §8 reloads on a chunk failure once a minute; offline the reload is left out (decision 0251): it could only end
// on the browser's error page, and the failed screen's retry loads it when the connection returns.
describe('chunk failure reload', () => {
  function fakeWindow(onLine: boolean) {
    const target = new EventTarget();
    const reload = vi.fn();
    const store = new Map<string, string>();
    const win = Object.assign(target, {
      navigator: { onLine },
      location: { reload },
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    }) as unknown as Window;
    installChunkReload(win, () => 1_000_000);
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { reload, fail };
  }

  it('online: reloads once, then lets the failure through within the minute', () => {
    const w = fakeWindow(true);
    expect(w.fail()).toBe(true);
    expect(w.fail()).toBe(false);
    expect(w.reload).toHaveBeenCalledTimes(1);
  });

  it('offline: does not reload; the failure reaches the screen', () => {
    const w = fakeWindow(false);
    expect(w.fail()).toBe(false);
    expect(w.reload).not.toHaveBeenCalled();
  });
});
