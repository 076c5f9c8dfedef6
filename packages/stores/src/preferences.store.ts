import { inject, injectable } from 'inversify';
import type { CookieJar } from '@kado/domain';
import { TOKENS } from './tokens';

/** Spec §1 and §9: the locale is 'id', kept in a cookie for 365 days. */
const LOCALE = 'id';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_MAX_AGE = 365 * 24 * 60 * 60;

/** The shopper's locale preference (Indonesian only), persisted in its cookie. */
@injectable()
export class PreferencesStore {
  constructor(@inject(TOKENS.CookieJar) private readonly cookies: CookieJar) {}

  /** Writes the locale cookie unless it already holds the locale. */
  ensureLocaleCookie(): void {
    if (this.cookies.get(LOCALE_COOKIE) !== LOCALE) {
      this.cookies.set(LOCALE_COOKIE, LOCALE, { maxAgeSeconds: LOCALE_MAX_AGE, sameSite: 'lax', path: '/' });
    }
  }
}
