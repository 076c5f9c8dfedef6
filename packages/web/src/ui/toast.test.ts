import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast';

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

  it('shows at most two toasts: the oldest gives way, so a burst never covers the form (decision 0276)', () => {
    const store = createToastStore(() => undefined);
    store.show('Satu');
    store.show('Dua');
    store.show('Tiga');
    expect(TOAST_MAX_VISIBLE).toBe(2);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Dua', 'Tiga']);
  });

  it('shows a repeated text once, as the newest, and its older timer does not remove the new one', () => {
    const timers: (() => void)[] = [];
    const store = createToastStore((fn) => timers.push(fn));
    store.show('Berhasil disalin');
    store.show('Gagal');
    store.show('Berhasil disalin');
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Gagal', 'Berhasil disalin']);
    timers[0]?.();
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Gagal', 'Berhasil disalin']);
    timers[2]?.();
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Gagal']);
  });
});
