import { describe, expect, it, vi } from 'vitest';
import { createKeptCopies, registryOfAnswer } from './kept-copy';

// Decision 0224: the registry page knows when it shows the service worker's kept copy, and a fresh answer clears it.

describe('kept copies of registries (decision 0224)', () => {
  it('reads the stamp of a kept registry page, only on a registry page', () => {
    const doc = { querySelector: () => ({ getAttribute: () => '2026-11-23T10:00:00.000Z' }) } as unknown as Document;
    const kept = createKeptCopies();
    kept.readDocument(doc, '/registry/checkout');
    expect(kept.keptAt('checkout')).toBeNull();
    kept.readDocument(doc, '/registry/bunda-demo');
    expect(kept.keptAt('bunda-demo')).toBe('2026-11-23T10:00:00.000Z');
  });

  it('a registry answer says whether it was kept; a fresh one clears the date', async () => {
    const kept = createKeptCopies();
    const changed = vi.fn();
    kept.subscribe(changed);
    let stamp: string | null = '2026-11-23T10:00:00.000Z';
    const network = vi.fn(async () => new Response('{}', { status: 200, headers: stamp ? { 'x-kado-kept-at': stamp } : {} }));
    const fetchKept = kept.observe(network as unknown as typeof fetch);
    await fetchKept(new Request('http://localhost/api/v2/gifts/bunda-demo'));
    expect(kept.keptAt('bunda-demo')).toBe('2026-11-23T10:00:00.000Z');
    await fetchKept('http://localhost/api/v1/products');
    stamp = null;
    await fetchKept(new Request('http://localhost/api/v2/gifts/bunda-demo'));
    expect(kept.keptAt('bunda-demo')).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('names the registry of an answer', () => {
    expect(registryOfAnswer('/api/v2/gifts/bunda-demo')).toBe('bunda-demo');
    expect(registryOfAnswer('/api/v2/gifts/address')).toBeNull();
    expect(registryOfAnswer('/api/v2/gifts')).toBeNull();
    expect(registryOfAnswer('/api/v2/gift-products/bunda-demo')).toBeNull();
  });
});
