import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AuthGateway, AuthSession, CookieJar, DomainErrorDetail, IdGenerator, KeyValueStorage, LoginInput, OtpChannel,
  RegisterGuestInput, RegisterInput, Scheduler, SessionEndReason, SessionGateway, TabLock, User,
} from '@kado/domain';
import { shouldPromptForAddress } from '@kado/domain';
import { TOKENS } from './tokens';
import {
  NO_LOCK, SESSION_NOTICE_KEY, forgetSession, hasStoredTokens, lacksAccessToken, readOrCreateGuestId, takeSessionNotice, writeTokens,
  type SessionEnd,
} from './session-tokens';
import { Mutation } from './async';
import { createTokenRenewal } from './session-renewal';
import { StoredSessionCheck, type RestoreStatus } from './session-restore';

export * from './session-tokens';

/**
 * Who is using the app: the logged-in user (or none), the guest id, and the sign-in actions. Tokens live in cookies
 * (SameSite, Secure over https), never in localStorage. The session lasts (spec §4 "refresh token handled", decision
 * 0184): the HTTP client asks `renewAccessToken` on a 401, one renewal serves every call of the moment, and only a
 * refresh the portal refuses ends the session; a portal that cannot be reached never does.
 */
@injectable()
export class SessionStore {
  user: User | null = null;
  /** The dash-less guest id (spec §4); a fresh one after every session end. */
  guestId: string;
  /** How this tab's session ended (logout, or a refused renewal of a session the user saw); null while none has. */
  ended: SessionEnd | null = null;
  /** The notice of /login: 'expired' when the previous page's session was refused a renewal (takeSessionNotice). */
  notice: 'expired' | null;

  private leaving = false;
  private readonly renew: (refused: string | null) => Promise<boolean>;
  private readonly stored: StoredSessionCheck;
  /** The sign-in and verification actions: one runs at a time (buttons disable, a double submit is refused). */
  private readonly request = new Mutation<() => Promise<unknown>, unknown>((call) => call());

  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(TOKENS.TabLock) @optional() lock?: TabLock,
    @inject(TOKENS.Scheduler) @optional() scheduler?: Scheduler,
  ) {
    this.guestId = readOrCreateGuestId(storage, ids);
    this.notice = takeSessionNotice(storage);
    this.renew = createTokenRenewal({
      auth, cookies, lock: lock ?? NO_LOCK,
      hasUser: () => this.user !== null,
      leaving: () => this.leaving,
      adopt: (session) => this.adopt(session),
      expire: () => this.endSession('expired'),
    });
    this.stored = new StoredSessionCheck({
      auth, cookies, renew: this.renew,
      restored: (user) => this.adoptUser(user),
      expire: () => this.endSession('expired'),
    }, scheduler);
    makeAutoObservable<SessionStore, 'auth' | 'sessions' | 'cookies' | 'storage' | 'ids' | 'renew' | 'stored' | 'request' | 'leaving'>(
      this,
      {
        auth: false, sessions: false, cookies: false, storage: false, ids: false, renew: false, stored: false, request: false,
        leaving: false,
      },
      { autoBind: true },
    );
  }

  /** How far the check of the stored session has come (session-restore.ts). */
  get restoreStatus(): RestoreStatus {
    return this.stored.status;
  }

  /** True while a sign-in action is running (buttons disable, double submits are ignored). */
  get pending(): boolean {
    return this.request.pending;
  }

  get error(): DomainErrorDetail | null {
    return this.request.error;
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

  /** True when a session exists but its access token is missing: the HTTP client renews before sending (session-tokens.ts). */
  expectsAccessToken(): boolean {
    return lacksAccessToken(this.cookies, this.user !== null);
  }

  /** Renews the access token for the HTTP client, once for every call refused at the same moment (session-renewal.ts). */
  renewAccessToken(refused: string | null): Promise<boolean> {
    return this.renew(refused);
  }

  /** Checks the stored session once at start: the user behind the tokens, renewing them if needed. */
  restore(): Promise<void> {
    return this.stored.restore();
  }

  /** Whether she is signed in, once a check of the stored session in flight has answered (StoredSessionCheck.answered). */
  async signedIn(): Promise<boolean> {
    await this.stored.answered();
    return this.isLoggedIn;
  }

  /** Checks a stored session again that could not be checked before (back online, or the retry timer). */
  resume(): Promise<void> {
    return this.stored.resume();
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
    return this.request.run(async () => {
      const user = await this.auth.verifyOtp(channel, code);
      runInAction(() => (this.user = user));
    });
  }

  resendOtp(channel: OtpChannel): Promise<boolean> {
    return this.request.run(() => this.auth.resendOtp(channel));
  }

  forgotPassword(email: string): Promise<boolean> {
    return this.request.run(() => this.auth.forgotPassword(email));
  }

  verifyResetOtp(email: string, code: string): Promise<boolean> {
    return this.request.run(() => this.auth.verifyResetOtp(email, code));
  }

  resetPassword(email: string, code: string, password: string): Promise<boolean> {
    return this.request.run(() => this.auth.resetPassword(email, code, password));
  }

  /**
   * Logs out: the server call may fail (offline), the local session ends anyway, and with it the user's data on the
   * device (booked cart, holds, pinpoints) and the guest id: the next person starts as a new guest.
   */
  async logout(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    try {
      if (hasStoredTokens(this.cookies)) await this.auth.logout();
    } catch {
      // Ending the session locally is what the user asked for.
    } finally {
      this.leaving = false;
    }
    this.endSession('logout');
  }

  clearError(): void {
    this.request.clearError();
  }

  /** Forgets the /login notice once it has been seen. */
  clearNotice(): void {
    this.notice = null;
    this.storage.removeItem(SESSION_NOTICE_KEY);
  }

  /**
   * Ends the session in this tab: tokens, the user's data on the device, a fresh guest id. A session the user saw
   * (logged in on screen, or a logout) is reported through `ended`; a stored one refused at start-up ends quietly.
   */
  private endSession(reason: SessionEndReason): void {
    const seen = reason === 'logout' || this.user !== null;
    const guestId = forgetSession(this.cookies, this.storage, this.ids, { userId: this.user?.id ?? null, guestId: this.guestId });
    if (seen && reason === 'expired') this.storage.setItem(SESSION_NOTICE_KEY, 'expired');
    runInAction(() => {
      this.user = null;
      this.request.clearError();
      this.guestId = guestId;
      if (seen) this.ended = { reason };
      this.stored.settle();
    });
  }

  private async signIn(call: () => Promise<AuthSession>): Promise<boolean> {
    return this.request.run(async () => {
      const session = await call();
      this.adopt(session);
      this.clearNotice();
      // Spec §4: the guest's sessions merge into the account on login or guest sign-in.
      this.sessions.merge(this.guestId).catch(() => undefined);
    });
  }

  private adopt(session: AuthSession): void {
    writeTokens(this.cookies, session);
    this.adoptUser(session.user);
  }

  private adoptUser(user: User): void {
    this.user = user;
    this.stored.settle();
  }
}
