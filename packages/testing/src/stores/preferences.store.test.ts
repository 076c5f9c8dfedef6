import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from '../kits/platform-fakes';
import { LOCALE_COOKIE, LOCALE_MAX_AGE, PreferencesStore } from '@kado/stores';

describe('PreferencesStore (spec §1, §9: locale id, its cookie lasts 365 days)', () => {
  it('writes locale=id for 365 days (31 536 000 s) on the whole site', () => {
    const cookies = new MemoryCookieJar();
    new PreferencesStore(cookies).ensureLocaleCookie();
    expect(cookies.cookies.get(LOCALE_COOKIE)).toEqual({ value: 'id', options: { maxAgeSeconds: 31_536_000, sameSite: 'lax', path: '/' } });
    expect(LOCALE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  it('leaves a cookie that already holds id alone (its 365 days are not restarted on every page load)', () => {
    const cookies = new MemoryCookieJar();
    cookies.set(LOCALE_COOKIE, 'id', { maxAgeSeconds: 10, path: '/' });
    new PreferencesStore(cookies).ensureLocaleCookie();
    expect(cookies.cookies.get(LOCALE_COOKIE)?.options?.maxAgeSeconds).toBe(10);
  });

  it('replaces another locale with id (the only locale)', () => {
    const cookies = new MemoryCookieJar();
    cookies.set(LOCALE_COOKIE, 'en');
    new PreferencesStore(cookies).ensureLocaleCookie();
    expect(cookies.cookies.get(LOCALE_COOKIE)?.value).toBe('id');
    expect(cookies.cookies.get(LOCALE_COOKIE)?.options?.maxAgeSeconds).toBe(31_536_000);
  });
});
