import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction, when } from 'mobx';
import type {
  AuthGateway, AuthSession, CookieJar, DomainErrorDetail, IdGenerator, KeyValueStorage, LoginInput, OtpChannel,
  RegisterGuestInput, RegisterInput, Scheduler, SessionEndReason, SessionGateway, TabLock, User,
} from '@kado/domain';
import { isDomainError, isRefreshRefusal, sessionDataKeys, shouldPromptForAddress } from '@kado/domain';
import { TOKENS } from './tokens';
import { toErrorDetail } from './async-state';

/** Cookie names and lifetimes of the tokens (spec §9: access 3600 s, refresh 1209600 s). */
export const ACCESS_COOKIE = 'kado_at';
export const REFRESH_COOKIE = 'kado_rt';
export const ACCESS_MAX_AGE = 3600;
export const REFRESH_MAX_AGE = 1_209_600;
/** localStorage key of the dash-less guest id (spec §4). */
export const GUEST_ID_KEY = 'guest_id';
/** localStorage key of the notice /login shows after the portal refused to renew a session (it survives the page load that follows). */
export const SESSION_NOTICE_KEY = 'session_notice';
/** The name of the lock every tab takes to renew the session (decision 0184). */
export const RENEWAL_LOCK = 'kado:session-renewal';
/** Delays before checking a stored session again when the portal could not be reached (ms; the last one repeats). */
export const RESTORE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** Without a shared lock (tests, the app server) a renewal runs at once; the single flight within a tab still holds. */
const NO_LOCK: TabLock = { run: (_name, task) => task() };

/** How the last session of this tab ended; the web layer moves on from it (home after a logout, /login after expiry). */
export interface SessionEnd {
  readonly reason: SessionEndReason;
}

/**
 * Who is using the app: the logged-in user (or none), the guest id, and the sign-in actions. Tokens live in cookies
 * (SameSite, Secure over https), never in localStorage. The session lasts (spec §4 "refresh token handled", decision
 * 0184): the HTTP client asks `renewAccessToken` on a 401, one renewal serves every call of the moment, and only a
 * refresh the portal refuses ends the session; a portal that cannot be reached never does.
 */
@injectable()
export class SessionStore {
  user: User | null = null;
  /**
   * 'restoring' until the first check of the stored session has answered; 'retrying' while the portal could not be
   * reached for it (the tokens are kept and checked again later); 'done' once the session is known.
   */
  restoreStatus: 'idle' | 'restoring' | 'retrying' | 'done' = 'idle';
  /** True while a sign-in action is running (buttons disable, double submits are ignored). */
  pending = false;
  error: DomainErrorDetail | null = null;
  /** The dash-less guest id (spec §4); a fresh one after every session end. */
  guestId: string;
  /** How this tab's session ended (logout, or a refused renewal of a session the user saw); null while none has. */
  ended: SessionEnd | null = null;
  /**
   * The notice of /login: 'expired' when the previous page's session was one the portal refused to renew. Read from
   * storage when the store starts: the web layer loads a fresh document after a session end, and the notice must not
   * be spent by the old one.
   */
  notice: 'expired' | null = null;

  private renewal: Promise<boolean> | null = null;
  private cancelRetry: (() => void) | null = null;
  private retries = 0;
  private leaving = false;
  private readonly lock: TabLock;

  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(TOKENS.TabLock) @optional() lock?: TabLock,
    @inject(TOKENS.Scheduler) @optional() private readonly scheduler?: Scheduler,
  ) {
    this.lock = lock ?? NO_LOCK;
    this.guestId = this.readOrCreateGuestId();
    if (this.storage.getItem(SESSION_NOTICE_KEY) === 'expired') this.notice = 'expired';
    this.storage.removeItem(SESSION_NOTICE_KEY);
    makeAutoObservable<SessionStore, 'auth' | 'sessions' | 'cookies' | 'storage' | 'ids' | 'scheduler' | 'lock' | 'renewal' | 'cancelRetry' | 'retries' | 'leaving'>(
      this,
      {
        auth: false, sessions: false, cookies: false, storage: false, ids: false, scheduler: false, lock: false,
        renewal: false, cancelRetry: false, retries: false, leaving: false,
      },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  get roles(): readonly string[] {
    return this.user?.roles ?? [];
  }

  /** A logged-in user without an address is asked to add one (spec §4). */
  get needsAddress(): boolean {
    return shouldPromptForAddress(this.user);
  }

  /** The access token for the Authorization header, read from its cookie at call time. */
  accessToken(): string | null {
    return this.cookies.get(ACCESS_COOKIE);
  }

  /**
   * True when a session exists but its access token is missing (the cookie's 3600 s are up, or another tab ended it):
   * the HTTP client then renews before sending, instead of sending the user's call as a guest's.
   */
  expectsAccessToken(): boolean {
    return this.cookies.get(ACCESS_COOKIE) === null && (this.user !== null || this.cookies.get(REFRESH_COOKIE) !== null);
  }

  /**
   * Renews the access token for the HTTP client (single flight: every call refused at the same moment waits for one
   * refresh). `refused` is the token the portal answered 401 to (null: none was at hand). Resolves true when the cookie
   * holds a token to send again, false when the session has ended; rejects with the failure when the portal could not
   * be reached (the tokens are kept). Tabs take turns through the shared lock, and each re-reads the cookies first: a
   * pair another tab already rotated is used, never refreshed again (two tabs never log each other out).
   */
  renewAccessToken(refused: string | null): Promise<boolean> {
    this.renewal ??= this.lock.run(RENEWAL_LOCK, () => this.renewNow(refused)).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  /** Checks the stored session once at start: the user behind the tokens, renewing them if needed. */
  async restore(): Promise<void> {
    if (this.restoreStatus !== 'idle') return;
    await this.checkStoredSession();
  }

  /**
   * Whether she is signed in, once a check of the stored session in flight has answered: a tap made while a freshly
   * loaded page is still restoring her session (a slow phone) is hers, not a guest's sent to the login page.
   */
  async signedIn(): Promise<boolean> {
    await when(() => this.restoreStatus !== 'restoring');
    return this.isLoggedIn;
  }

  /** Checks a stored session again that could not be checked before (back online, or the retry timer). */
  async resume(): Promise<void> {
    if (this.restoreStatus !== 'retrying') return;
    await this.checkStoredSession();
  }

  /** Fetches the user again (after an address or profile change). */
  async refetchUser(): Promise<void> {
    if (!this.isLoggedIn) return;
    try {
      const user = await this.auth.me();
      runInAction(() => (this.user = user));
    } catch {
      // Keep the user we have: a failed refetch must not log anyone out.
    }
  }

  /** Replaces the user after a profile change answered by the portal. */
  setUser(user: User): void {
    this.user = user;
  }

  login(input: LoginInput): Promise<boolean> {
    return this.signIn(() => this.auth.login(input));
  }

  register(input: RegisterInput): Promise<boolean> {
    return this.signIn(() => this.auth.register(input));
  }

  registerGuest(input: RegisterGuestInput): Promise<boolean> {
    return this.signIn(() => this.auth.registerGuest(input));
  }

  loginWithGoogle(token: string): Promise<boolean> {
    return this.signIn(() => this.auth.loginWithGoogle(token));
  }

  /** Verifies the one-time code; the answered user is now verified. */
  async verifyOtp(channel: OtpChannel, code: string): Promise<boolean> {
    return this.run(async () => {
      const user = await this.auth.verifyOtp(channel, code);
      runInAction(() => (this.user = user));
    });
  }

  resendOtp(channel: OtpChannel): Promise<boolean> {
    return this.run(() => this.auth.resendOtp(channel));
  }

  forgotPassword(email: string): Promise<boolean> {
    return this.run(() => this.auth.forgotPassword(email));
  }

  verifyResetOtp(email: string, code: string): Promise<boolean> {
    return this.run(() => this.auth.verifyResetOtp(email, code));
  }

  resetPassword(email: string, code: string, password: string): Promise<boolean> {
    return this.run(() => this.auth.resetPassword(email, code, password));
  }

  /**
   * Logs out: the server call may fail (offline), the local session ends anyway, and with it the user's data on the
   * device (booked cart, holds, pinpoints) and the guest id: the next person starts as a new guest.
   */
  async logout(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    try {
      if (this.cookies.get(ACCESS_COOKIE) !== null || this.cookies.get(REFRESH_COOKIE) !== null) await this.auth.logout();
    } catch {
      // Ending the session locally is what the user asked for.
    } finally {
      this.leaving = false;
    }
    this.endSession('logout');
  }

  clearError(): void {
    this.error = null;
  }

  /** Forgets the /login notice once it has been seen. */
  clearNotice(): void {
    this.notice = null;
    this.storage.removeItem(SESSION_NOTICE_KEY);
  }

  private async checkStoredSession(): Promise<void> {
    this.cancelRetry?.();
    this.cancelRetry = null;
    if (this.cookies.get(ACCESS_COOKIE) === null && this.cookies.get(REFRESH_COOKIE) === null) {
      this.restoreStatus = 'done';
      return;
    }
    this.restoreStatus = 'restoring';
    try {
      if (this.cookies.get(ACCESS_COOKIE) === null && !(await this.renewAccessToken(null))) return;
      // A refused access token is renewed by the HTTP client (renewAccessToken) and the call sent again.
      const user = await this.auth.me();
      runInAction(() => {
        this.user = user;
        this.settleRestore();
      });
    } catch (error) {
      if (isDomainError(error) && isRefreshRefusal(error.kind)) {
        // A refused renewal has ended the session already; a refused user call (403) ends it here.
        if (this.cookies.get(ACCESS_COOKIE) !== null || this.cookies.get(REFRESH_COOKIE) !== null) this.endSession('expired');
        else runInAction(() => this.settleRestore());
        return;
      }
      // Offline, a timeout or a server failure: the tokens stay, the check runs again later (never a logout).
      runInAction(() => {
        this.restoreStatus = 'retrying';
        this.scheduleRetry();
      });
    }
  }

  private scheduleRetry(): void {
    if (!this.scheduler) return;
    const delay = RESTORE_RETRY_DELAYS_MS[Math.min(this.retries, RESTORE_RETRY_DELAYS_MS.length - 1)]!;
    this.retries += 1;
    this.cancelRetry = this.scheduler.schedule(() => void this.resume(), delay);
  }

  /** The stored session is known now (checked, renewed, signed in or ended): guarded pages stop waiting. */
  private settleRestore(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.retries = 0;
    if (this.restoreStatus !== 'idle') this.restoreStatus = 'done';
  }

  private async renewNow(refused: string | null): Promise<boolean> {
    const access = this.cookies.get(ACCESS_COOKIE);
    // Renewed meanwhile, by an earlier renewal of this tab or by another tab: send again with what the cookie holds.
    if (access !== null && access !== refused) return true;
    const refreshToken = this.cookies.get(REFRESH_COOKIE);
    if (refreshToken === null) {
      // Nothing to renew with: the session ended in another tab (or was never there).
      if (!this.leaving && this.user !== null) this.endSession('expired');
      return false;
    }
    try {
      this.adopt(await this.auth.refresh(refreshToken));
      return true;
    } catch (error) {
      // Offline, a timeout, a server failure: keep every token; the call that asked fails with this error.
      if (!isDomainError(error) || !isRefreshRefusal(error.kind)) throw error;
      // Another tab may have rotated the pair between this tab's read and the portal's answer (no shared lock).
      const now = this.cookies.get(REFRESH_COOKIE);
      if (now !== null && now !== refreshToken) return true;
      if (!this.leaving) this.endSession('expired');
      return false;
    }
  }

  /**
   * Ends the session in this tab: tokens, the user's data on the device, a fresh guest id. A session the user saw
   * (logged in on screen, or a logout) is reported through `ended`; a stored one refused at start-up ends quietly.
   */
  private endSession(reason: SessionEndReason): void {
    const seen = reason === 'logout' || this.user !== null;
    this.clearTokens();
    for (const key of sessionDataKeys({ userId: this.user?.id ?? null, guestId: this.guestId })) this.storage.removeItem(key);
    const guestId = this.freshGuestId();
    if (seen && reason === 'expired') this.storage.setItem(SESSION_NOTICE_KEY, 'expired');
    runInAction(() => {
      this.user = null;
      this.error = null;
      this.guestId = guestId;
      if (seen) this.ended = { reason };
      this.settleRestore();
    });
  }

  private async signIn(call: () => Promise<AuthSession>): Promise<boolean> {
    return this.run(async () => {
      const session = await call();
      this.adopt(session);
      this.clearNotice();
      // Spec §4: the guest's sessions merge into the account on login or guest sign-in.
      this.sessions.merge(this.guestId).catch(() => undefined);
    });
  }

  private async run(call: () => Promise<unknown>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = true;
    this.error = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => (this.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  private adopt(session: AuthSession): void {
    this.cookies.set(ACCESS_COOKIE, session.accessToken, { maxAgeSeconds: ACCESS_MAX_AGE, sameSite: 'lax', path: '/' });
    this.cookies.set(REFRESH_COOKIE, session.refreshToken, { maxAgeSeconds: REFRESH_MAX_AGE, sameSite: 'lax', path: '/' });
    runInAction(() => {
      this.user = session.user;
      this.settleRestore();
    });
  }

  private clearTokens(): void {
    this.cookies.remove(ACCESS_COOKIE);
    this.cookies.remove(REFRESH_COOKIE);
  }

  private readOrCreateGuestId(): string {
    const stored = this.storage.getItem(GUEST_ID_KEY);
    if (stored && /^[0-9a-zA-Z]{8,64}$/.test(stored)) return stored;
    return this.freshGuestId();
  }

  private freshGuestId(): string {
    const fresh = this.ids.next().replace(/-/g, '');
    this.storage.setItem(GUEST_ID_KEY, fresh);
    return fresh;
  }
}
