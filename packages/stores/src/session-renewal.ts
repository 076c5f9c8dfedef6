import type { AuthGateway, AuthSession, CookieJar, TabLock } from '@kado/domain';
import { isDomainError, isRefreshRefusal } from '@kado/domain';
import { ACCESS_COOKIE, REFRESH_COOKIE, RENEWAL_LOCK } from './session-tokens';

/** What the renewal needs of the session it serves (the SessionStore). */
interface RenewalSubject {
  readonly auth: AuthGateway;
  readonly cookies: CookieJar;
  readonly lock: TabLock;
  /** Whether a user is signed in on screen. */
  hasUser(): boolean;
  /** Whether a logout is under way (its own refusals end nothing more). */
  leaving(): boolean;
  /** Takes the renewed tokens and user. */
  adopt(session: AuthSession): void;
  /** Ends the session the portal refused to renew. */
  expire(): void;
}

/**
 * The session's one renewal for the HTTP client (spec §4 "refresh token handled", decision 0184). Single flight:
 * every call refused at the same moment waits for one refresh. `refused` is the token the portal answered 401 to
 * (null: none was at hand). Resolves true when the cookie holds a token to send again, false when the session has
 * ended; rejects with the failure when the portal could not be reached (the tokens are kept). Tabs take turns through
 * the shared lock, and each re-reads the cookies first: a pair another tab already rotated is used, never refreshed
 * again (two tabs never log each other out).
 */
export function createTokenRenewal(subject: RenewalSubject): (refused: string | null) => Promise<boolean> {
  let renewal: Promise<boolean> | null = null;
  const renewNow = async (refused: string | null): Promise<boolean> => {
    const access = subject.cookies.get(ACCESS_COOKIE);
    // Renewed meanwhile, by an earlier renewal of this tab or by another tab: send again with what the cookie holds.
    if (access !== null && access !== refused) return true;
    const refreshToken = subject.cookies.get(REFRESH_COOKIE);
    if (refreshToken === null) {
      // Nothing to renew with: the session ended in another tab (or was never there).
      if (!subject.leaving() && subject.hasUser()) subject.expire();
      return false;
    }
    try {
      subject.adopt(await subject.auth.refresh(refreshToken));
      return true;
    } catch (error) {
      // Offline, a timeout, a server failure: keep every token; the call that asked fails with this error.
      if (!isDomainError(error) || !isRefreshRefusal(error.kind)) throw error;
      // Another tab may have rotated the pair between this tab's read and the portal's answer (no shared lock).
      const now = subject.cookies.get(REFRESH_COOKIE);
      if (now !== null && now !== refreshToken) return true;
      if (!subject.leaving()) subject.expire();
      return false;
    }
  };
  return (refused) => {
    renewal ??= subject.lock.run(RENEWAL_LOCK, () => renewNow(refused)).finally(() => {
      renewal = null;
    });
    return renewal;
  };
}
