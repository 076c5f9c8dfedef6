import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast';

describe('toast store', () => {
  it('shows a toast and removes it after 5000 ms (spec §9)', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
    store.show('Berhasil disalin');
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Berhasil disalin']);
    expect(timers[0]?.ms).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
    timers[0]?.fn();
    expect(store.getSnapshot()).toEqual([]);
  });
});
