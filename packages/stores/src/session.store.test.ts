import { describe, expect, it } from 'vitest';
import { domainError, type AuthGateway } from '@kado/domain';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionStore } from './session.store';
import { RegistrationStore } from './registration.store';
import { SequenceIds } from './testing/platform-fakes';
import { DEMO_PASSWORD, portalHarness } from './testing/portal-harness';

function setup() {
  const h = portalHarness();
  const store = new SessionStore(h.gateways.AuthGateway, h.gateways.SessionGateway, h.cookies, h.storage, new SequenceIds());
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
    const s2 = new SessionStore(offline, gateways.SessionGateway, cookies, new (await import('./testing/platform-fakes')).MemoryStorage(), new SequenceIds());
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
});
