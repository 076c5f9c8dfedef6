import { describe, expect, it } from 'vitest';
import type { AuthGateway, SessionGateway, TrackingEventInput } from '@kado/domain';
import { NavigationStore, PAGE_VIEW_DELAY_MS, SessionStore } from '@kado/stores';
import { ManualScheduler, MemoryCookieJar, MemoryStorage, RecordingAnalytics, SequenceIds } from '../kits/platform-fakes';
import { loggedInHarness } from '../kits/portal-harness';

class RecordingSessions implements SessionGateway {
  readonly records: { path: string; guestId: string | null }[] = [];
  readonly merges: string[] = [];
  async record(path: string, guestId: string | null): Promise<void> {
    this.records.push({ path, guestId });
  }
  async merge(guestId: string): Promise<void> {
    this.merges.push(guestId);
  }
  async event(_input: TrackingEventInput): Promise<void> {}
}

function setup() {
  const sessions = new RecordingSessions();
  const storage = new MemoryStorage();
  const session = new SessionStore({} as AuthGateway, sessions, new MemoryCookieJar(), storage, new SequenceIds());
  const analytics = new RecordingAnalytics();
  const scheduler = new ManualScheduler();
  const store = new NavigationStore(session, sessions, analytics, scheduler, storage);
  return { store, sessions, storage, analytics, scheduler, session };
}

describe('NavigationStore', () => {
  it('records a session with the dash-less guest id on every path change while logged out', () => {
    const { store, sessions, session } = setup();
    store.pathChanged('/');
    store.pathChanged('/categories');
    store.pathChanged('/categories');
    expect(session.guestId).toMatch(/^[0-9a-zA-Z]+$/);
    expect(sessions.records).toEqual([
      { path: '/', guestId: session.guestId },
      { path: '/categories', guestId: session.guestId },
    ]);
  });

  it('sends the page view 250 ms after the route change, only for the route that stayed', () => {
    const { store, analytics, scheduler } = setup();
    store.pathChanged('/a');
    scheduler.advance(PAGE_VIEW_DELAY_MS - 1);
    store.pathChanged('/b');
    scheduler.advance(PAGE_VIEW_DELAY_MS - 1);
    expect(analytics.pageViews).toEqual([]);
    scheduler.advance(1);
    expect(analytics.pageViews).toEqual(['/b']);
  });

  it('keeps the booked cart on checkout routes and drops it elsewhere (spec §4)', () => {
    const { store, storage } = setup();
    storage.setItem('carts', '[1,2]');
    store.pathChanged('/buy');
    store.pathChanged('/address/select');
    store.pathChanged('/voucher');
    expect(storage.getItem('carts')).toBe('[1,2]');
    store.pathChanged('/categories');
    expect(storage.getItem('carts')).toBeNull();
  });

  it('keeps the guest id across store instances (stored once)', () => {
    const storage = new MemoryStorage();
    const sessions = new RecordingSessions();
    const a = new SessionStore({} as AuthGateway, sessions, new MemoryCookieJar(), storage, new SequenceIds());
    const b = new SessionStore({} as AuthGateway, sessions, new MemoryCookieJar(), storage, new SequenceIds());
    expect(b.guestId).toBe(a.guestId);
    expect(a.guestId).not.toContain('-');
  });

  it('after a reload, the first page of a signed-in user waits for the session check and carries no guest id (spec §4)', async () => {
    const first = await loggedInHarness();
    const sessions = new RecordingSessions();
    // The reloaded page: a new SessionStore over the same cookies, its stored session not yet checked.
    const session = new SessionStore(first.gateways.AuthGateway, sessions, first.cookies, first.storage, new SequenceIds());
    const store = new NavigationStore(session, sessions, new RecordingAnalytics(), new ManualScheduler(), first.storage);
    const restoring = session.restore();
    store.pathChanged('/registry/ucapan');
    expect(sessions.records).toEqual([]);
    await restoring;
    await session.signedIn();
    await Promise.resolve();
    expect(sessions.records).toEqual([{ path: '/registry/ucapan', guestId: null }]);
  });

  it('a visitor without a session is recorded with her guest id once the (empty) check has answered', async () => {
    const { store, sessions, session } = setup();
    const restoring = session.restore();
    store.pathChanged('/');
    await restoring;
    await session.signedIn();
    await Promise.resolve();
    expect(sessions.records).toEqual([{ path: '/', guestId: session.guestId }]);
  });
});
