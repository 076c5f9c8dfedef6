import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AuthGateway, AuthSession, CookieJar, DomainErrorDetail, IdGenerator, KeyValueStorage, LoginInput, OtpChannel,
  RegisterGuestInput, RegisterInput, SessionGateway, User,
} from '@kado/domain';
import { shouldPromptForAddress } from '@kado/domain';
import { TOKENS } from './tokens';
import { toErrorDetail } from './async-state';

/** Cookie names and lifetimes of the tokens (spec §9: access 3600 s, refresh 1209600 s). */
export const ACCESS_COOKIE = 'kado_at';
export const REFRESH_COOKIE = 'kado_rt';
export const ACCESS_MAX_AGE = 3600;
export const REFRESH_MAX_AGE = 1_209_600;
/** localStorage key of the dash-less guest id (spec §4). */
export const GUEST_ID_KEY = 'guest_id';

/**
 * Who is using the app: the logged-in user (or none), the guest id, and the sign-in actions.
 * Tokens live in cookies (SameSite, Secure over https), never in localStorage.
 */
@injectable()
export class SessionStore {
  user: User | null = null;
  /** 'restoring' until the first check of the stored session has answered. */
  restoreStatus: 'idle' | 'restoring' | 'done' = 'idle';
  /** True while a sign-in action is running (buttons disable, double submits are ignored). */
  pending = false;
  error: DomainErrorDetail | null = null;
  readonly guestId: string;

  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.IdGenerator) ids: IdGenerator,
  ) {
    this.guestId = this.readOrCreateGuestId(ids);
    makeAutoObservable<SessionStore, 'auth' | 'sessions' | 'cookies' | 'storage'>(
      this,
      { auth: false, sessions: false, cookies: false, storage: false, guestId: false },
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

  /** Checks the stored session once at start: the access token, else the refresh token, else logged out. */
  async restore(): Promise<void> {
    if (this.restoreStatus !== 'idle') return;
    this.restoreStatus = 'restoring';
    try {
      if (this.cookies.get(ACCESS_COOKIE)) {
        const user = await this.auth.me();
        runInAction(() => (this.user = user));
      } else if (this.cookies.get(REFRESH_COOKIE)) {
        await this.refresh();
      }
    } catch {
      // An expired or revoked access token: one refresh attempt, else logged out.
      try {
        await this.refresh();
      } catch {
        this.clearTokens();
        runInAction(() => (this.user = null));
      }
    } finally {
      runInAction(() => (this.restoreStatus = 'done'));
    }
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

  /** Logs out: the server call may fail (offline), the local session ends anyway. */
  async logout(): Promise<void> {
    try {
      await this.auth.logout();
    } catch {
      // Ending the session locally is what the user asked for.
    }
    this.clearTokens();
    runInAction(() => {
      this.user = null;
      this.error = null;
    });
  }

  clearError(): void {
    this.error = null;
  }

  private async refresh(): Promise<void> {
    const refreshToken = this.cookies.get(REFRESH_COOKIE);
    if (!refreshToken) throw new Error('no refresh token');
    const session = await this.auth.refresh(refreshToken);
    this.adopt(session);
  }

  private async signIn(call: () => Promise<AuthSession>): Promise<boolean> {
    return this.run(async () => {
      const session = await call();
      this.adopt(session);
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
    runInAction(() => (this.user = session.user));
  }

  private clearTokens(): void {
    this.cookies.remove(ACCESS_COOKIE);
    this.cookies.remove(REFRESH_COOKIE);
  }

  private readOrCreateGuestId(ids: IdGenerator): string {
    const stored = this.storage.getItem(GUEST_ID_KEY);
    if (stored && /^[0-9a-zA-Z]{8,64}$/.test(stored)) return stored;
    const fresh = ids.next().replace(/-/g, '');
    this.storage.setItem(GUEST_ID_KEY, fresh);
    return fresh;
  }
}
