import { afterEach, describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { when } from 'mobx';
import { createFakePortal, type FakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import type { AppHost } from '@kado/domain';
import { AddressPromptStore, AppLifecycle, ChildrenStore, ConnectivityStore, NotificationStore, ACCESS_COOKIE, GUEST_ID_KEY, REFRESH_COOKIE, SessionStore, storesModule, memberStoresModule, searchStoresModule, SearchStore, TOKENS } from '@kado/stores';
import { ManualScheduler, MemoryCookieJar, MemoryStorage, RecordingAnalytics, SequenceIds } from '../kits/platform-fakes';
import { DEMO_PASSWORD } from '../kits/portal-harness';

/** A host driven by the test: a network switch, the document's path, the documents left for, paint on demand. */
class TestHost implements AppHost {
  online = true;
  fullPath = '/';
  readonly left: string[] = [];
  private painted: (() => void)[] = [];
  private listeners = new Set<() => void>();
  isOnline(): boolean {
    return this.online;
  }
  onConnectivityChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  currentPath(): string {
    return this.fullPath;
  }
  leave(url: string): void {
    this.left.push(url);
  }
  afterPaint(task: () => void): void {
    this.painted.push(task);
  }
  setOnline(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener();
  }
  paint(): void {
    for (const task of this.painted.splice(0)) task();
  }
  get listening(): number {
    return this.listeners.size;
  }
}

/** The core stores over the fake portal, wired as the composition root wires them; `offline` drops every call. */
function app(options: { portal?: FakePortal; cookies?: MemoryCookieJar } = {}) {
  const portal = options.portal ?? createFakePortal();
  const cookies = options.cookies ?? new MemoryCookieJar();
  const storage = new MemoryStorage();
  const scheduler = new ManualScheduler();
  const calls: string[] = [];
  const network = { offline: false };
  const container = new Container();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (network.offline) throw new TypeError('Failed to fetch');
      calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
      return portal.fetch(request);
    },
    getAccessToken: () => cookies.get(ACCESS_COOKIE),
    getGuestId: () => storage.getItem(GUEST_ID_KEY),
    renewAccessToken: (refused) => container.get(SessionStore).renewAccessToken(refused),
    expectsAccessToken: () => container.get(SessionStore).expectsAccessToken(),
    timeoutMs: 5000,
    retryDelayMs: () => 1,
  });
  const gateways = createHttpGateways(client);
  container.bind(TOKENS.AuthGateway).toConstantValue(gateways.AuthGateway);
  container.bind(TOKENS.SessionGateway).toConstantValue(gateways.SessionGateway);
  container.bind(TOKENS.SearchGateway).toConstantValue(gateways.SearchGateway);
  container.bind(TOKENS.ChildGateway).toConstantValue(gateways.ChildGateway);
  container.bind(TOKENS.ProfileGateway).toConstantValue(gateways.ProfileGateway);
  container.bind(TOKENS.CookieJar).toConstantValue(cookies);
  container.bind(TOKENS.KeyValueStorage).toConstantValue(storage);
  container.bind(TOKENS.IdGenerator).toConstantValue(new SequenceIds());
  container.bind(TOKENS.Analytics).toConstantValue(new RecordingAnalytics());
  container.bind(TOKENS.Scheduler).toConstantValue(scheduler);
  container.load(storesModule, memberStoresModule, searchStoresModule);
  const member = { asked: 0 };
  container.bind(TOKENS.MemberStores).toConstantValue(async () => {
    member.asked += 1;
    return { children: container.get(ChildrenStore), search: container.get(SearchStore) };
  });
  const host = new TestHost();
  const lifecycle = container.get(AppLifecycle);
  stops.push(() => lifecycle.stop());
  return {
    portal, cookies, calls, network, host, lifecycle, scheduler, member,
    session: container.get(SessionStore),
    prompt: container.get(AddressPromptStore),
    connectivity: container.get(ConnectivityStore),
    notifications: container.get(NotificationStore),
    children: container.get(ChildrenStore),
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Lets the portal's answers and the reactions they start settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A browser session signed in as `email` in an earlier page: the tokens are in the cookie jar. */
async function signedInCookies(email: string) {
  const earlier = app();
  expect(await earlier.session.login({ email, password: DEMO_PASSWORD })).toBe(true);
  return { portal: earlier.portal, cookies: earlier.cookies };
}

describe('AppLifecycle: start-up (issue 14 item 4)', () => {
  it('restores the stored session at start and loads the counters and children of the signed-in user', async () => {
    const a = app(await signedInCookies('ibu.demo@kado.test'));
    a.lifecycle.start(a.host);
    a.lifecycle.pathChanged('/');
    await when(() => a.session.restoreStatus === 'done');
    expect(a.session.user?.username).toBe('bunda-demo');
    await when(() => a.notifications.status === 'ready' && a.children.status === 'ready');
    expect(a.member.asked).toBe(1);
    expect(a.calls).toContain('GET /v1/me');
    expect(a.calls).toContain('GET /v1/notification-count');
    expect(a.notifications.badgeCount).not.toBeNull();
  });

  it('a visitor without a session loads no counters nor children (spec §4: only when logged in)', async () => {
    const a = app();
    a.lifecycle.start(a.host);
    await settle();
    expect(a.session.restoreStatus).toBe('done');
    expect(a.calls).toEqual([]);
    expect(a.notifications.badgeCount).toBeNull();
    // The member stores (her children, the registration steps) are not even asked for: their chunk never downloads.
    expect(a.member.asked).toBe(0);
  });

  it('loads them when she signs in later, and starts only once', async () => {
    const a = app();
    a.lifecycle.start(a.host);
    a.lifecycle.start(a.host);
    expect(await a.session.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD })).toBe(true);
    await when(() => a.notifications.status === 'ready');
    expect(a.calls.filter((c) => c === 'GET /v1/notification-count')).toHaveLength(1);
    expect(a.host.listening).toBe(1);
  });

  it('stop ends the listeners and reactions', async () => {
    const a = app();
    a.lifecycle.start(a.host);
    a.lifecycle.stop();
    expect(a.host.listening).toBe(0);
    await a.session.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    await settle();
    expect(a.calls).not.toContain('GET /v1/notification-count');
  });
});

describe('AppLifecycle: the address prompt (spec §4, decisions 0080 and 0183)', () => {
  it('asks a signed-in user without an address, after a refetch of the user', async () => {
    const a = app();
    a.lifecycle.start(a.host);
    a.lifecycle.pathChanged('/');
    await a.session.login({ email: 'lestari@kado.test', password: DEMO_PASSWORD });
    await when(() => a.prompt.open);
    expect(a.calls.filter((c) => c === 'GET /v1/me').length).toBeGreaterThanOrEqual(1);
  });

  it("waits on someone else's registry and asks on her next page, once per arrival", async () => {
    const a = app();
    a.lifecycle.start(a.host);
    a.lifecycle.pathChanged('/registry/bunda-demo');
    await a.session.login({ email: 'lestari@kado.test', password: DEMO_PASSWORD });
    await when(() => a.lifecycle.promptDueFor !== null);
    a.lifecycle.pathChanged('/registry/bunda-demo/16');
    expect(a.prompt.open).toBe(false);
    a.lifecycle.pathChanged('/');
    expect(a.prompt.open).toBe(true);
    a.prompt.close();
    a.lifecycle.pathChanged('/profile');
    expect(a.prompt.open).toBe(false);
  });

  it('never asks a guest giver nor a user with an address', async () => {
    const guest = app();
    guest.lifecycle.start(guest.host);
    guest.lifecycle.pathChanged('/');
    expect(await guest.session.registerGuest({ name: 'Tante Ani', email: 'tante.ani@kado.test' })).toBe(true);
    await settle();
    expect(guest.session.user?.hasAddress).toBe(false);
    expect(guest.prompt.open).toBe(false);

    const owner = app();
    owner.lifecycle.start(owner.host);
    owner.lifecycle.pathChanged('/');
    await owner.session.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD });
    await settle();
    expect(owner.prompt.open).toBe(false);
  });
});

describe('AppLifecycle: connectivity, session end and session records', () => {
  it("feeds the host's online status to the ConnectivityStore, and checks a stored session again once back online", async () => {
    const a = app(await signedInCookies('ibu.demo@kado.test'));
    a.host.online = false;
    a.network.offline = true;
    a.lifecycle.start(a.host);
    expect(a.connectivity.online).toBe(false);
    await when(() => a.session.restoreStatus === 'retrying');
    expect(a.session.user).toBeNull();
    a.network.offline = false;
    a.host.setOnline(true);
    expect(a.connectivity.online).toBe(true);
    await when(() => a.session.restoreStatus === 'done');
    expect(a.session.user?.username).toBe('bunda-demo');
  });

  it('leaves for home after a logout and for /login?from= after a refused renewal', async () => {
    const a = app(await signedInCookies('ibu.demo@kado.test'));
    a.lifecycle.start(a.host);
    await when(() => a.session.isLoggedIn);
    a.host.fullPath = '/profile?tab=1';
    await a.session.logout();
    expect(a.host.left).toEqual(['/']);

    const b = app(await signedInCookies('ibu.demo@kado.test'));
    b.lifecycle.start(b.host);
    await when(() => b.session.isLoggedIn);
    b.host.fullPath = '/cart';
    b.cookies.remove(ACCESS_COOKIE);
    b.cookies.remove(REFRESH_COOKIE);
    expect(await b.session.renewAccessToken(null)).toBe(false);
    expect(b.host.left).toEqual([`/login?from=${encodeURIComponent('/cart')}`]);
  });

  it('sends the session record of each new path once the page is painted, not before', async () => {
    const a = app();
    a.lifecycle.start(a.host);
    a.lifecycle.pathChanged('/');
    a.lifecycle.pathChanged('/');
    a.lifecycle.pathChanged('/categories');
    await settle();
    expect(a.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    a.host.paint();
    await settle();
    expect(a.calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });
});
