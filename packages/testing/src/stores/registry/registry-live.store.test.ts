import { describe, expect, it, vi } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { ConditionalGiftPage, GiftProduct, GiftProductQuery, PageVisibility, RegistryFeedEnd, RegistryLiveGateway } from '@kado/domain';
import { LIVE_POLL_INTERVAL_MS, LIVE_STREAM_OPEN_TIMEOUT_MS, LIVE_STREAM_RETRY_MS } from '@kado/domain';
import { RegistryLiveStore, type LiveRegistryView } from '@kado/stores';
import { ManualScheduler } from '../../kits/platform-fakes';
import { giverStores, openBrowser, ownerStores, type Browser } from '../../kits/registry-test-kit';

/** Page visibility the test switches. */
class FakeVisibility implements PageVisibility {
  visible = true;
  private listeners = new Set<(visible: boolean) => void>();
  isVisible(): boolean {
    return this.visible;
  }
  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(visible: boolean): void {
    this.visible = visible;
    for (const l of this.listeners) l(visible);
  }
}

const gift = (id: string, reserved = false) => ({ id, reservedBy: reserved ? { name: 'Tante' } : null }) as unknown as GiftProduct;

/** A portal without a stream: the gift pages answer 304 while unchanged. */
class PollingOnlyGateway implements RegistryLiveGateway {
  calls: { page: number; etag: string | null }[] = [];
  version = 1;
  items: GiftProduct[] = [gift('1'), gift('2')];
  listen(): Promise<RegistryFeedEnd> {
    return Promise.resolve('unavailable');
  }
  giftsIfChanged(_slug: string, query: GiftProductQuery, etag: string | null): Promise<ConditionalGiftPage> {
    this.calls.push({ page: query.page, etag });
    const tag = `W/"v${this.version}"`;
    if (etag === tag) return Promise.resolve({ changed: false });
    return Promise.resolve({ changed: true, etag: tag, page: { items: this.items, page: 1, totalPage: 1 } });
  }
}

function fakeView(): LiveRegistryView & { gifts: GiftProduct[]; applied: number } {
  const view = {
    gifts: [gift('1'), gift('2')],
    applied: 0,
    get shownGiftIds() {
      return new Set(view.gifts.map((g) => g.id));
    },
    loadedGiftPages: 1,
    rereadGifts: () => Promise.resolve(),
    rereadList: () => Promise.resolve(),
    rereadRegistry: () => Promise.resolve(),
    applyGiftPage(_page: number, result: { items: readonly GiftProduct[] }) {
      view.applied += 1;
      view.gifts = [...result.items];
    },
  };
  return view;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RegistryLiveStore: polling fallback (a portal without a stream)', () => {
  it('polls every 15 s while visible, never while hidden, catches up on return; a 304 changes nothing', async () => {
    const gateway = new PollingOnlyGateway();
    const scheduler = new ManualScheduler();
    const visibility = new FakeVisibility();
    const store = new RegistryLiveStore(gateway, scheduler, visibility);
    const view = fakeView();
    const stop = store.start('bunda-demo', view);
    await settle();
    expect(store.mode).toBe('polling');
    expect(gateway.calls).toHaveLength(0);

    scheduler.advance(LIVE_POLL_INTERVAL_MS);
    await settle();
    expect(gateway.calls).toEqual([{ page: 1, etag: null }]);
    expect(view.applied).toBe(1);

    // Unchanged: the validator goes along and the 304 leaves the page as it is.
    const before = view.gifts;
    scheduler.advance(LIVE_POLL_INTERVAL_MS);
    await settle();
    expect(gateway.calls[1]).toEqual({ page: 1, etag: 'W/"v1"' });
    expect(view.applied).toBe(1);
    expect(view.gifts).toBe(before);

    // Hidden: however long, no poll.
    visibility.set(false);
    expect(store.mode).toBe('off');
    gateway.version = 2;
    gateway.items = [gift('1', true), gift('2')];
    scheduler.advance(LIVE_POLL_INTERVAL_MS * 10);
    await settle();
    expect(gateway.calls).toHaveLength(2);
    expect(scheduler.pending).toBe(0);

    // Back: at once, without waiting 15 s, and the change shows.
    visibility.set(true);
    await settle();
    expect(gateway.calls).toHaveLength(3);
    expect(view.gifts[0]?.reservedBy).not.toBeNull();
    expect(store.mode).toBe('polling');

    stop();
    scheduler.advance(LIVE_POLL_INTERVAL_MS * 3);
    await settle();
    expect(gateway.calls).toHaveLength(3);
    expect(store.mode).toBe('off');
  });
});

describe('RegistryLiveStore: reconnects with backoff', () => {
  it('reconnects after a dropped stream, waiting longer each time, and catches up when changes were missed', async () => {
    const scheduler = new ManualScheduler();
    let connects = 0;
    const versions = ['a', 'a', 'b'];
    const gateway: RegistryLiveGateway = {
      listen: (_u, onEvent) => {
        const version = versions[connects] ?? 'b';
        connects += 1;
        onEvent({ kind: 'ready', version });
        return connects === 2 ? Promise.reject(new Error('offline')) : Promise.resolve('closed');
      },
      giftsIfChanged: () => Promise.resolve({ changed: false }),
    };
    const store = new RegistryLiveStore(gateway, scheduler);
    store.jitter = () => 1;
    const view = fakeView();
    const rereadList = vi.spyOn(view, 'rereadList');
    store.start('bunda-demo', view);
    await settle();
    expect(connects).toBe(1);
    scheduler.advance(999);
    expect(connects).toBe(1);
    scheduler.advance(1);
    await settle();
    expect(connects).toBe(2);
    // The ready of the second stream reset the failures: the wait is a second again, not two.
    scheduler.advance(1000);
    await settle();
    expect(connects).toBe(3);
    expect(rereadList).toHaveBeenCalledTimes(1);
  });
});

describe('RegistryLiveStore: a stream that cannot be opened (issue 26)', () => {
  it('gives up a stream not ready in time for polling, and tries the stream again later', async () => {
    const scheduler = new ManualScheduler();
    const signals: AbortSignal[] = [];
    let ready = false;
    const polls: (string | null)[] = [];
    const gateway: RegistryLiveGateway = {
      listen: (_u, onEvent, signal) => {
        signals.push(signal);
        // The first connection waits for a socket the browser does not have: no answer at all.
        if (ready) onEvent({ kind: 'ready', version: 'v1' });
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve('closed')));
      },
      giftsIfChanged: (_s, _q, etag) => {
        polls.push(etag);
        return Promise.resolve({ changed: false });
      },
    };
    const store = new RegistryLiveStore(gateway, scheduler);
    const stop = store.start('bunda-demo', fakeView());
    await settle();
    expect(store.mode).toBe('stream');
    expect(store.connected).toBe(false);
    scheduler.advance(LIVE_STREAM_OPEN_TIMEOUT_MS);
    await settle();
    // The waiting stream is let go (the browser's connection freed) and the page catches up by polling at once.
    expect(signals[0]?.aborted).toBe(true);
    expect(store.mode).toBe('polling');
    expect(polls).toHaveLength(1);
    scheduler.advance(LIVE_POLL_INTERVAL_MS);
    await settle();
    expect(polls).toHaveLength(2);
    // Later the stream is tried again; once it is open, polling stops.
    ready = true;
    scheduler.advance(LIVE_STREAM_RETRY_MS - LIVE_POLL_INTERVAL_MS);
    await settle();
    expect(signals).toHaveLength(2);
    expect(store.connected).toBe(true);
    const pollsBefore = polls.length;
    scheduler.advance(LIVE_POLL_INTERVAL_MS * 4);
    await settle();
    expect(polls).toHaveLength(pollsBefore);
    // Never two streams at once.
    expect(signals.filter((sig) => !sig.aborted)).toHaveLength(1);
    stop();
    expect(signals.every((sig) => sig.aborted)).toBe(true);
    expect(scheduler.pending).toBe(0);
  });

  it('polls when the portal answers busy (429 or 503), then tries the stream again', async () => {
    const scheduler = new ManualScheduler();
    let connects = 0;
    let polls = 0;
    const gateway: RegistryLiveGateway = {
      listen: (_u, onEvent, signal) => {
        connects += 1;
        if (connects === 1) return Promise.resolve('busy');
        onEvent({ kind: 'ready', version: 'v1' });
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve('closed')));
      },
      giftsIfChanged: () => {
        polls += 1;
        return Promise.resolve({ changed: false });
      },
    };
    const store = new RegistryLiveStore(gateway, scheduler);
    const stop = store.start('bunda-demo', fakeView());
    await settle();
    expect(store.mode).toBe('polling');
    expect(polls).toBe(1);
    scheduler.advance(LIVE_STREAM_RETRY_MS);
    await settle();
    expect(connects).toBe(2);
    expect(store.connected).toBe(true);
    stop();
    expect(scheduler.pending).toBe(0);
  });
});

describe('RegistryLiveStore: a page that was asleep', () => {
  it('closes its stream while hidden, reconnects at once on return and reads the page again when it missed changes', async () => {
    const scheduler = new ManualScheduler();
    const visibility = new FakeVisibility();
    const signals: AbortSignal[] = [];
    let version = 'v1';
    const gateway: RegistryLiveGateway = {
      listen: (_u, onEvent, signal) => {
        signals.push(signal);
        onEvent({ kind: 'ready', version });
        // Open until the page closes it.
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve('closed')));
      },
      giftsIfChanged: () => Promise.resolve({ changed: false }),
    };
    const store = new RegistryLiveStore(gateway, scheduler, visibility);
    const view = fakeView();
    const rereadList = vi.spyOn(view, 'rereadList');
    const stop = store.start('bunda-demo', view);
    await settle();
    expect(store.connected).toBe(true);

    visibility.set(false);
    expect(signals[0]?.aborted).toBe(true);
    expect(store.mode).toBe('off');
    // Asleep: however long, nothing reconnects.
    version = 'v2';
    scheduler.advance(60_000);
    expect(signals).toHaveLength(1);

    visibility.set(true);
    await settle();
    expect(signals).toHaveLength(2);
    expect(store.connected).toBe(true);
    expect(rereadList).toHaveBeenCalledTimes(1);

    // Hidden and back with nothing changed: no read.
    visibility.set(false);
    visibility.set(true);
    await settle();
    expect(signals).toHaveLength(3);
    expect(rereadList).toHaveBeenCalledTimes(1);
    stop();
    expect(signals[2]?.aborted).toBe(true);
  });
});

async function guestPage(portal: ReturnType<typeof createFakePortal>, email?: string) {
  const browser: Browser = await openBrowser(portal, email);
  const { page: store, giver } = giverStores(browser);
  await store.load('bunda-demo');
  return { browser, store, giver };
}

describe('RegistryLiveStore over the fake portal stream', () => {
  it("shows guest A's reservation on guest B's open page and on the owner's Lacak Kado without a reload", async () => {
    const portal = createFakePortal();
    const a = await guestPage(portal);
    const b = await guestPage(portal);
    const ownerBrowser = await openBrowser(portal, 'ibu.demo@kado.test');
    const { gifts: owner } = ownerStores(ownerBrowser);
    await owner.open();

    const liveB = new RegistryLiveStore(b.browser.gateways.RegistryLiveGateway, new ManualScheduler());
    const liveOwner = new RegistryLiveStore(ownerBrowser.gateways.RegistryLiveGateway, new ManualScheduler());
    const stopB = liveB.start('bunda-demo', b.store);
    const stopOwner = liveOwner.start('bunda-demo', owner);
    await vi.waitFor(() => expect(liveB.connected && liveOwner.connected).toBe(true));

    const free = a.store.gifts.find((g) => !a.store.isTaken(g) && g.product !== null && g.quantity === 1)!;
    expect(await a.giver.reserve(free.id, { name: 'Tante Ani', email: 'ani@tamu.test' })).toBe(true);

    await vi.waitFor(() => {
      expect(b.store.isTaken(b.store.gifts.find((g) => g.id === free.id)!)).toBe(true);
      expect(owner.gifts.find((g) => g.id === free.id)?.reservedBy).not.toBeNull();
    }, { timeout: 2000 });
    stopB();
    stopOwner();
  });
});
