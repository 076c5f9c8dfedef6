import { describe, expect, it, vi } from 'vitest';
import { CART_BOOKING_KEY, MY_RESERVATIONS_KEY, domainError, isDomainError, type AuthGateway, type TabLock } from '@kado/domain';
import { ACCESS_COOKIE, GUEST_ID_KEY, REFRESH_COOKIE, RESTORE_RETRY_DELAYS_MS, SESSION_NOTICE_KEY, SessionStore, RegistrationStore } from '@kado/stores';
import { ManualScheduler, SequenceIds } from '../kits/platform-fakes';
import { DEMO_PASSWORD, portalHarness } from '../kits/portal-harness';

function setup() {
  const h = portalHarness();
  const store = h.session();
  return { ...h, store };
}

describe('SessionStore against the fake portal', () => {
  it('logs in, keeps tokens in cookies with the spec lifetimes, and never in storage', async () => {
    const { store, cookies, storage } = setup();
    expect(await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD })).toBe(true);
    expect(store.isLoggedIn).toBe(true);
    expect(store.user?.username).toBe('bunda-demo');
    expect(cookies.cookies.get(ACCESS_COOKIE)?.options?.maxAgeSeconds).toBe(3600);
    expect(cookies.cookies.get(REFRESH_COOKIE)?.options?.maxAgeSeconds).toBe(1_209_600);
    expect([...storage.items.values()].join(' ')).not.toContain(cookies.get(ACCESS_COOKIE) ?? 'x');
  });

  it('rejects a wrong password with the portal message and stays logged out', async () => {
    const { store } = setup();
    expect(await store.login({ email: 'ibu.demo@kado.test', password: 'salah' })).toBe(false);
    expect(store.isLoggedIn).toBe(false);
    expect(store.error).not.toBeNull();
    expect(['validation', 'bad-request', 'unauthorized']).toContain(store.error?.kind);
  });

  it('restores the session from the access cookie, and from the refresh cookie alone', async () => {
    const first = setup();
    await first.store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    const again = new SessionStore(first.gateways.AuthGateway, first.gateways.SessionGateway, first.cookies, first.storage, new SequenceIds());
    await again.restore();
    expect(again.user?.username).toBe('bunda-demo');

    first.cookies.remove(ACCESS_COOKIE);
    const fromRefresh = new SessionStore(first.gateways.AuthGateway, first.gateways.SessionGateway, first.cookies, first.storage, new SequenceIds());
    await fromRefresh.restore();
    expect(fromRefresh.user?.username).toBe('bunda-demo');
    expect(first.cookies.get(ACCESS_COOKIE)).not.toBeNull();
  });

  it('a tap made while the stored session is being checked waits for the answer: signed in, not a guest', async () => {
    const first = setup();
    await first.store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    const again = new SessionStore(first.gateways.AuthGateway, first.gateways.SessionGateway, first.cookies, first.storage, new SequenceIds());
    const restoring = again.restore();
    expect(again.restoreStatus).toBe('restoring');
    expect(again.isLoggedIn).toBe(false);
    // The tap's question, asked before the restore has answered.
    expect(await again.signedIn()).toBe(true);
    await restoring;
    const visitor = setup();
    await visitor.store.restore();
    expect(await visitor.store.signedIn()).toBe(false);
  });

  it('ends up logged out when the stored tokens are rejected', async () => {
    const { store, cookies } = setup();
    cookies.set(ACCESS_COOKIE, 'forged');
    cookies.set(REFRESH_COOKIE, 'forged');
    await store.restore();
    expect(store.isLoggedIn).toBe(false);
    expect(store.restoreStatus).toBe('done');
    expect(cookies.get(ACCESS_COOKIE)).toBeNull();
  });

  it('registers a new user, who verifies with OTP 123456', async () => {
    const { store } = setup();
    const ok = await store.register({ name: 'Sari Baru', email: 'sari@kado.test', phone: '081234567899', password: DEMO_PASSWORD });
    expect(ok).toBe(true);
    expect(store.user?.emailVerifiedAt).toBeNull();
    expect(await store.verifyOtp('email', '000000')).toBe(false);
    expect(store.error?.kind).toBe('validation');
    expect(await store.verifyOtp('email', '123456')).toBe(true);
    expect(store.user?.emailVerifiedAt).not.toBeNull();
  });

  it('logs out locally even when the portal cannot be reached', async () => {
    const { store, cookies, gateways } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    const offline: AuthGateway = { ...gateways.AuthGateway, logout: () => Promise.reject(domainError({ kind: 'offline' })) } as AuthGateway;
    const s2 = new SessionStore(offline, gateways.SessionGateway, cookies, new (await import('../kits/platform-fakes')).MemoryStorage(), new SequenceIds());
    s2.setUser(store.user!);
    await s2.logout();
    expect(s2.isLoggedIn).toBe(false);
    expect(cookies.get(ACCESS_COOKIE)).toBeNull();
  });

  it('ignores a second submit while the first is pending (one request)', async () => {
    const { store } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD })));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('completes a phone-less account with a phone (complete-registration-data)', async () => {
    const { store, gateways } = setup();
    await store.login({ email: 'tanpa-hp@kado.test', password: DEMO_PASSWORD });
    expect(store.user?.phone ?? null).toBeNull();
    const registration = new RegistrationStore(store, gateways.ProfileGateway);
    expect(await registration.saveContact({ phone: 'bukan nomor' })).toBe(false);
    expect(registration.error?.kind).toBe('validation');
    expect(await registration.saveContact({ phone: '081298765432' })).toBe(true);
    expect(store.user?.phone).toBeTruthy();
  });

  it('refuses a second save of the contact while the first is pending (one request)', async () => {
    const { store, gateways } = setup();
    await store.login({ email: 'tanpa-hp@kado.test', password: DEMO_PASSWORD });
    const registration = new RegistrationStore(store, gateways.ProfileGateway);
    const first = registration.saveContact({ phone: '081298765432' });
    expect(registration.pending).toBe(true);
    expect(await registration.saveContact({ phone: '081298765433' })).toBe(false);
    expect(await first).toBe(true);
    expect(registration.pending).toBe(false);
    expect(store.user?.phone).toContain('81298765432');
  });
});

/** The Web Locks stand-in: tasks under one name run one after another, across every store given the lock. */
class SharedLock implements TabLock {
  private tail: Promise<unknown> = Promise.resolve();
  async run<T>(_name: string, task: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(task, task);
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}

const refreshCalls = (calls: readonly string[]) => calls.filter((c) => c === 'POST /v1/refresh-token').length;

describe('a session that lasts (spec §4 "refresh token handled", decision 0184)', () => {
  it('ten calls refused at once cause ONE refresh, then all go through as the same user', async () => {
    const { store, gateways, portal, calls } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    portal.expireAccessTokens();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? gateways.ChildGateway.list() : gateways.CartGateway.cart({ type: 'regular' }))));
    expect(answers).toHaveLength(10);
    expect(refreshCalls(calls)).toBe(1);
    expect(store.user?.username).toBe('bunda-demo');
    expect(store.ended).toBeNull();
  });

  it('renews before sending when the access cookie has run out (never sends the user’s call as a guest’s)', async () => {
    const { store, gateways, cookies, calls } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    cookies.remove(ACCESS_COOKIE); // its max age of 3600 s is up
    const children = await gateways.ChildGateway.list();
    expect(children.length).toBeGreaterThan(0);
    expect(refreshCalls(calls)).toBe(1);
    expect(cookies.get(ACCESS_COOKIE)).not.toBeNull();
  });

  it('a refused refresh logs out cleanly: the call fails unauthorized, tokens and data go, a new guest id, the /login notice', async () => {
    const { store, gateways, portal, cookies, storage } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    const userId = store.user!.id;
    const guestBefore = store.guestId;
    storage.setItem(CART_BOOKING_KEY, '{"items":[]}');
    storage.setItem(`${MY_RESERVATIONS_KEY}:${userId}`, '["1"]');
    portal.state.tokens.clear(); // revoked everywhere (e.g. logged out on another device)
    const error = await gateways.ChildGateway.list().catch((e: unknown) => e);
    expect(isDomainError(error, 'unauthorized')).toBe(true);
    expect(store.isLoggedIn).toBe(false);
    expect(store.ended).toEqual({ reason: 'expired' });
    expect(storage.getItem(SESSION_NOTICE_KEY)).toBe('expired');
    expect(cookies.get(ACCESS_COOKIE)).toBeNull();
    expect(cookies.get(REFRESH_COOKIE)).toBeNull();
    expect(storage.getItem(CART_BOOKING_KEY)).toBeNull();
    expect(storage.getItem(`${MY_RESERVATIONS_KEY}:${userId}`)).toBeNull();
    expect(store.guestId).not.toBe(guestBefore);
    expect(storage.getItem(GUEST_ID_KEY)).toBe(store.guestId);
  });

  it('the notice survives the page load that follows, and is shown once', async () => {
    const { store, gateways, portal, cookies, storage } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    portal.state.tokens.clear();
    await gateways.ChildGateway.list().catch(() => undefined);
    const reloaded = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, new SequenceIds());
    expect(reloaded.notice).toBe('expired');
    reloaded.clearNotice();
    expect(new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, new SequenceIds()).notice).toBeNull();
  });

  it('logout clears the stored data of the user and the guest, and starts a fresh guest id', async () => {
    const { store, storage, cookies } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    const userId = store.user!.id;
    const guestBefore = store.guestId;
    const kept = ['carts', 'address_pinpoints', `${MY_RESERVATIONS_KEY}:${userId}`, `${MY_RESERVATIONS_KEY}:${userId}:contributions`, `${MY_RESERVATIONS_KEY}:${guestBefore}`];
    for (const key of kept) storage.setItem(key, '["x"]');
    storage.setItem('locale_other', 'stays');
    await store.logout();
    for (const key of kept) expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem('locale_other')).toBe('stays');
    expect(store.guestId).not.toBe(guestBefore);
    expect(store.guestId).toMatch(/^[0-9a-zA-Z]{8,64}$/);
    expect(storage.getItem(GUEST_ID_KEY)).toBe(store.guestId);
    expect(cookies.get(REFRESH_COOKIE)).toBeNull();
    expect(store.ended).toEqual({ reason: 'logout' });
    expect(store.notice).toBeNull();
  });

  it('logout with an expired access token renews it first, so the portal revokes the refresh token too', async () => {
    const { store, portal, cookies } = setup();
    await store.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    portal.expireAccessTokens();
    const refreshToken = cookies.get(REFRESH_COOKIE)!;
    await store.logout();
    expect(store.ended).toEqual({ reason: 'logout' });
    expect([...portal.state.tokens.values()].filter((t) => t.kind === 'refresh')).toHaveLength(0);
    expect(portal.state.tokens.has(refreshToken)).toBe(false);
  });

  describe('a start-up check that cannot reach the portal', () => {
    function offlineSetup(answer: 'offline' | 503) {
      const first = portalHarness();
      const state = { down: true };
      const later = portalHarness({
        portal: first.portal,
        cookies: first.cookies,
        network: (request, next) => {
          if (!state.down) return next(request);
          return answer === 'offline' ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve(new Response('{}', { status: 503 }));
        },
      });
      return { first, later, state };
    }

    it.each(['offline', 503] as const)('(%s) keeps both tokens, waits, and checks again when the timer runs', async (answer) => {
      const { first, later, state } = offlineSetup(answer);
      await first.session().login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
      first.portal.expireAccessTokens();
      const tokens = [first.cookies.get(ACCESS_COOKIE), first.cookies.get(REFRESH_COOKIE)];
      const scheduler = new ManualScheduler();
      const store = later.session({ scheduler });
      await store.restore();
      expect(store.restoreStatus).toBe('retrying');
      expect(store.isLoggedIn).toBe(false);
      expect(store.ended).toBeNull();
      expect([first.cookies.get(ACCESS_COOKIE), first.cookies.get(REFRESH_COOKIE)]).toEqual(tokens);
      expect(scheduler.pending).toBe(1);

      state.down = false;
      scheduler.advance(RESTORE_RETRY_DELAYS_MS[0]);
      await vi.waitFor(() => expect(store.restoreStatus).toBe('done'));
      expect(store.user?.username).toBe('bunda-demo');
    });

    it('with only the refresh cookie (503 on the refresh) never deletes it, and resumes when back online', async () => {
      const { first, later, state } = offlineSetup(503);
      await first.session().login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
      first.cookies.remove(ACCESS_COOKIE);
      const refreshToken = first.cookies.get(REFRESH_COOKIE);
      const store = later.session();
      await store.restore();
      expect(store.restoreStatus).toBe('retrying');
      expect(first.cookies.get(REFRESH_COOKIE)).toBe(refreshToken);
      await store.resume();
      expect(store.restoreStatus).toBe('retrying');
      state.down = false;
      await store.resume();
      expect(store.restoreStatus).toBe('done');
      expect(store.user?.username).toBe('bunda-demo');
    });

    it('is settled by the next call that renews the session', async () => {
      const { first, later, state } = offlineSetup('offline');
      await first.session().login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
      first.portal.expireAccessTokens();
      const store = later.session();
      await store.restore();
      expect(store.restoreStatus).toBe('retrying');
      state.down = false;
      await later.gateways.ChildGateway.list();
      expect(store.restoreStatus).toBe('done');
      expect(store.user?.username).toBe('bunda-demo');
    });

    it('a refusal at start-up ends the stored session quietly (no notice: the user never saw it)', async () => {
      const { store, cookies } = setup();
      cookies.set(REFRESH_COOKIE, 'forged');
      await store.restore();
      expect(store.restoreStatus).toBe('done');
      expect(cookies.get(REFRESH_COOKIE)).toBeNull();
      expect(store.ended).toBeNull();
      expect(store.notice).toBeNull();
    });
  });

  describe('two tabs (one cookie jar, one portal)', () => {
    async function twoTabs(lock?: TabLock) {
      const a = portalHarness();
      const b = portalHarness({ portal: a.portal, cookies: a.cookies, storage: a.storage });
      const tabA = a.session(lock ? { lock } : {});
      await tabA.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
      const tabB = b.session(lock ? { lock } : {});
      await tabB.restore();
      expect(tabB.user?.username).toBe('bunda-demo');
      a.portal.expireAccessTokens();
      return { a, b, tabA, tabB };
    }

    it('renew in turn: the second tab uses the pair the first rotated, and neither is logged out', async () => {
      const { a, b, tabA, tabB } = await twoTabs(new SharedLock());
      await Promise.all([a.gateways.ChildGateway.list(), b.gateways.ChildGateway.list(), a.gateways.CartGateway.cart(), b.gateways.CartGateway.cart()]);
      expect(refreshCalls(a.calls) + refreshCalls(b.calls)).toBe(1);
      expect(tabA.ended).toBeNull();
      expect(tabB.ended).toBeNull();
      expect([tabA.user?.username, tabB.user?.username]).toEqual(['bunda-demo', 'bunda-demo']);
    });

    it('without a shared lock, a tab refused because the other rotated the pair meanwhile takes the new pair', async () => {
      const { a, b, tabA, tabB } = await twoTabs();
      // Both tabs read the same refresh token and send it; the portal rotates it for the first and refuses the second.
      await Promise.all([a.gateways.ChildGateway.list(), b.gateways.ChildGateway.list()]);
      expect(refreshCalls(a.calls) + refreshCalls(b.calls)).toBe(2);
      expect(tabA.ended).toBeNull();
      expect(tabB.ended).toBeNull();
      expect(a.cookies.get(REFRESH_COOKIE)).not.toBeNull();
      await b.gateways.CartGateway.cart();
    });

    it('a logout in one tab ends the other at its next call, which never goes out as a guest', async () => {
      const { b, tabA, tabB } = await twoTabs(new SharedLock());
      await tabA.logout();
      const before = b.calls.length;
      const error = await b.gateways.CartGateway.cart().catch((e: unknown) => e);
      expect(isDomainError(error, 'unauthorized')).toBe(true);
      expect(b.calls.slice(before)).not.toContain('GET /v1/carts');
      expect(tabB.isLoggedIn).toBe(false);
      expect(tabB.ended).toEqual({ reason: 'expired' });
    });
  });
});
