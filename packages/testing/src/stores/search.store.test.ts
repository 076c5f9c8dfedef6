import { describe, expect, it } from 'vitest';
import type { Autocomplete, AuthGateway, NotificationCounts, Product, SearchGateway, SessionGateway } from '@kado/domain';
import { SEARCH_DEBOUNCE_MS, SearchStore, SessionStore } from '@kado/stores';
import { ManualScheduler, MemoryCookieJar, MemoryStorage, SequenceIds } from '../kits/platform-fakes';

interface Call {
  keyword: string;
  signal: AbortSignal | undefined;
  resolve: (value: Autocomplete) => void;
  reject: (error: unknown) => void;
}

class ControlledSearch implements SearchGateway {
  readonly calls: Call[] = [];
  autocomplete(keyword: string, _category?: string | null, options?: { signal?: AbortSignal }): Promise<Autocomplete> {
    return new Promise((resolve, reject) => this.calls.push({ keyword, signal: options?.signal, resolve, reject }));
  }
  async notificationCounts(): Promise<NotificationCounts> {
    return { cartCount: 0, orderCount: 0 };
  }
  async productHistory(): Promise<readonly Product[]> {
    return [];
  }
}

/** An answer whose one product is named after the keyword (the store's suggestions are built from names). */
const answer = (keyword: string): Autocomplete => ({ products: [{ id: keyword, name: `${keyword} ukuran besar` } as Product], merchants: [], gifts: [] });

function setup() {
  const gateway = new ControlledSearch();
  const scheduler = new ManualScheduler();
  const session = new SessionStore({} as AuthGateway, {} as SessionGateway, new MemoryCookieJar(), new MemoryStorage(), new SequenceIds());
  return { store: new SearchStore(gateway, scheduler, session), gateway, scheduler };
}

describe('SearchStore', () => {
  it('debounces typing by 400 ms and sends one request for the last keyword', () => {
    const { store, gateway, scheduler } = setup();
    store.setKeyword('p');
    store.setKeyword('po');
    store.setKeyword('popok');
    scheduler.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(gateway.calls).toHaveLength(0);
    scheduler.advance(1);
    expect(gateway.calls.map((c) => c.keyword)).toEqual(['popok']);
  });

  it('aborts the older request and never lets its late answer replace the newer one', async () => {
    const { store, gateway, scheduler } = setup();
    store.setKeyword('susu');
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    store.setKeyword('popok');
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    const [older, newer] = gateway.calls;
    expect(older?.signal?.aborted).toBe(true);
    newer?.resolve(answer('popok'));
    await Promise.resolve();
    await Promise.resolve();
    older?.resolve(answer('susu'));
    await Promise.resolve();
    await Promise.resolve();
    expect(store.suggestions).toEqual(['popok ukuran']);
    expect(store.status).toBe('ready');
  });

  it('ignores an older answer that arrives while the newer keyword is still in its debounce (abort not honoured)', async () => {
    const { store, gateway, scheduler } = setup();
    store.setKeyword('susu');
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    store.setKeyword('popok');
    // The older request ignores its abort signal and answers before the newer one is even sent.
    gateway.calls[0]?.resolve(answer('susu'));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.result).toBeNull();
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    gateway.calls[1]?.resolve(answer('popok'));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.suggestions).toEqual(['popok ukuran']);
    expect(store.resultKeyword).toBe('popok');
  });

  it('clears the results when the keyword becomes empty (spec §5)', async () => {
    const { store, gateway, scheduler } = setup();
    store.setKeyword('popok');
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    gateway.calls[0]?.resolve(answer('popok'));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.result).not.toBeNull();
    store.setKeyword('   ');
    expect(store.result).toBeNull();
    expect(store.status).toBe('idle');
  });

  it('shows a domain error kind when the search fails, not an exception', async () => {
    const { store, gateway, scheduler } = setup();
    store.setKeyword('popok');
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    gateway.calls[0]?.reject(new Error('boom'));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.status).toBe('error');
    expect(store.error).toEqual({ kind: 'unexpected' });
  });
});

describe('SearchStore: suggestions and brands from the autocomplete shape (spec §2, §3, §9)', () => {
  const full: Autocomplete = {
    products: [{ id: '1', name: 'Popok Bayi Merries M' } as Product, { id: '2', name: 'Popok Celana Sweety' } as Product],
    merchants: [
      { id: 'm1', name: 'Popok Center', slug: 'popok-center', imageUrl: '/api/images/merchants/1.svg' },
      { id: 'm2', name: 'Popok Tanpa Logo', slug: 'popok-tanpa-logo', imageUrl: null },
    ],
    gifts: [{ name: 'Popok Party Registry', username: 'party', ownerName: 'Ani', photoUrl: null }],
  };

  it('suggests keywords built from product, merchant and registry names, and lists merchants only with an image', async () => {
    const { store, gateway, scheduler } = setup();
    store.setKeyword('popok');
    scheduler.advance(SEARCH_DEBOUNCE_MS);
    gateway.calls[0]?.resolve(full);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.suggestions).toEqual(['popok bayi', 'popok celana', 'popok center', 'popok party']);
    expect(store.brands.map((m) => m.slug)).toEqual(['popok-center']);
  });

  it('has none before an answer', () => {
    const { store } = setup();
    expect(store.suggestions).toEqual([]);
    expect(store.brands).toEqual([]);
  });
});
