import type { AuthSession, CookieJar, IdGenerator, KeyValueStorage, SessionEndReason, SessionOwner, TabLock } from '@kado/domain';
import { sessionDataKeys } from '@kado/domain';

/** Cookie names and lifetimes of the tokens (spec §9: access 3600 s, refresh 1209600 s). */
export const ACCESS_COOKIE = 'kado_at';
export const REFRESH_COOKIE = 'kado_rt';
const ACCESS_MAX_AGE = 3600;
const REFRESH_MAX_AGE = 1_209_600;
/** localStorage key of the dash-less guest id (spec §4). */
export const GUEST_ID_KEY = 'guest_id';
/** localStorage key of the notice /login shows after the portal refused to renew a session (it survives the page load that follows). */
export const SESSION_NOTICE_KEY = 'session_notice';
/** The name of the lock every tab takes to renew the session (decision 0184). */
export const RENEWAL_LOCK = 'kado:session-renewal';
/** Delays before checking a stored session again when the portal could not be reached (ms; the last one repeats). */
export const RESTORE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** Without a shared lock (tests, the app server) a renewal runs at once; the single flight within a tab still holds. */
export const NO_LOCK: TabLock = { run: (_name, task) => task() };

/** How the last session of this tab ended; the web layer moves on from it (home after a logout, /login after expiry). */
export interface SessionEnd {
  readonly reason: SessionEndReason;
}

/** Whether the cookies hold a token of a session (either one). */
export function hasStoredTokens(cookies: CookieJar): boolean {
  return cookies.get(ACCESS_COOKIE) !== null || cookies.get(REFRESH_COOKIE) !== null;
}

/**
 * True when a session exists (signed in on screen, or a refresh token stored) but its access token is missing (the
 * cookie's 3600 s are up, or another tab ended it): the HTTP client then renews before sending, instead of sending
 * the user's call as a guest's.
 */
export function lacksAccessToken(cookies: CookieJar, signedIn: boolean): boolean {
  return cookies.get(ACCESS_COOKIE) === null && (signedIn || hasStoredTokens(cookies));
}

/**
 * The notice of /login, taken from storage once: 'expired' when the previous page's session was one the portal
 * refused to renew. Read when the session store starts: the web layer loads a fresh document after a session end,
 * and the notice must not be spent by the old one.
 */
export function takeSessionNotice(storage: KeyValueStorage): 'expired' | null {
  const notice = storage.getItem(SESSION_NOTICE_KEY) === 'expired' ? 'expired' : null;
  storage.removeItem(SESSION_NOTICE_KEY);
  return notice;
}

/** Keeps the answered tokens in their cookies (SameSite, never localStorage). */
export function writeTokens(cookies: CookieJar, session: AuthSession): void {
  cookies.set(ACCESS_COOKIE, session.accessToken, { maxAgeSeconds: ACCESS_MAX_AGE, sameSite: 'lax', path: '/' });
  cookies.set(REFRESH_COOKIE, session.refreshToken, { maxAgeSeconds: REFRESH_MAX_AGE, sameSite: 'lax', path: '/' });
}

function clearTokens(cookies: CookieJar): void {
  cookies.remove(ACCESS_COOKIE);
  cookies.remove(REFRESH_COOKIE);
}

/** The stored guest id when it is a valid one, else a fresh one (stored). */
export function readOrCreateGuestId(storage: KeyValueStorage, ids: IdGenerator): string {
  const stored = storage.getItem(GUEST_ID_KEY);
  if (stored && /^[0-9a-zA-Z]{8,64}$/.test(stored)) return stored;
  return freshGuestId(storage, ids);
}

/** A new dash-less guest id, stored (spec §4). */
function freshGuestId(storage: KeyValueStorage, ids: IdGenerator): string {
  const fresh = ids.next().replace(/-/g, '');
  storage.setItem(GUEST_ID_KEY, fresh);
  return fresh;
}

/** Forgets a session on the device: its tokens and the user's data kept there (spec §4); answers a fresh guest id. */
export function forgetSession(cookies: CookieJar, storage: KeyValueStorage, ids: IdGenerator, owner: SessionOwner): string {
  clearTokens(cookies);
  for (const key of sessionDataKeys(owner)) storage.removeItem(key);
  return freshGuestId(storage, ids);
}
