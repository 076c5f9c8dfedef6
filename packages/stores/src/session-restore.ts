import { makeAutoObservable, runInAction, when } from 'mobx';
import type { AuthGateway, CookieJar, Scheduler, User } from '@kado/domain';
import { isDomainError, isRefreshRefusal } from '@kado/domain';
import { ACCESS_COOKIE, RESTORE_RETRY_DELAYS_MS, hasStoredTokens } from './session-tokens';

/** What the check of the stored session needs of the session it serves (the SessionStore). */
interface RestoreSubject {
  readonly auth: AuthGateway;
  readonly cookies: CookieJar;
  /** The session's one renewal (session-renewal.ts). */
  renew(refused: null): Promise<boolean>;
  /** The user the stored tokens belong to. */
  restored(user: User): void;
  /** Ends the stored session the portal refused. */
  expire(): void;
}

/**
 * 'restoring' until the first check of the stored session has answered; 'retrying' while the portal could not be
 * reached for it (the tokens are kept and checked again later); 'done' once the session is known.
 */
export type RestoreStatus = 'idle' | 'restoring' | 'retrying' | 'done';

/**
 * The check of the stored session at start and its retries: the user behind the tokens, renewing them if needed;
 * a refusal ends the session, a portal that cannot be reached never does (spec §4, decision 0184).
 */
export class StoredSessionCheck {
  status: RestoreStatus = 'idle';
  private readonly retry: ReturnType<typeof createRetryTimer>;

  constructor(
    private readonly subject: RestoreSubject,
    scheduler?: Scheduler,
  ) {
    this.retry = createRetryTimer(scheduler, () => void this.resume());
    makeAutoObservable<StoredSessionCheck, 'subject' | 'retry'>(this, { subject: false, retry: false }, { autoBind: true });
  }

  /** Checks the stored session once (at start). */
  async restore(): Promise<void> {
    if (this.status !== 'idle') return;
    await this.check();
  }

  /** Checks again a stored session that could not be checked before (back online, or the retry timer). */
  async resume(): Promise<void> {
    if (this.status !== 'retrying') return;
    await this.check();
  }

  /** Answers once a check in flight has answered (a tap made meanwhile is the user's, not a guest's). */
  async answered(): Promise<void> {
    await when(() => this.status !== 'restoring');
  }

  /** The stored session is known now (checked, renewed, signed in or ended): guarded pages stop waiting. */
  settle(): void {
    this.retry.reset();
    if (this.status !== 'idle') this.status = 'done';
  }

  private async check(): Promise<void> {
    const { auth, cookies } = this.subject;
    this.retry.cancel();
    if (!hasStoredTokens(cookies)) {
      this.status = 'done';
      return;
    }
    this.status = 'restoring';
    try {
      if (cookies.get(ACCESS_COOKIE) === null && !(await this.subject.renew(null))) return;
      // A refused access token is renewed by the HTTP client (renewAccessToken) and the call sent again.
      const user = await auth.me();
      runInAction(() => this.subject.restored(user));
    } catch (error) {
      if (isDomainError(error) && isRefreshRefusal(error.kind)) {
        // A refused renewal has ended the session already; a refused user call (403) ends it here.
        if (hasStoredTokens(cookies)) this.subject.expire();
        else this.settle();
        return;
      }
      // Offline, a timeout or a server failure: the tokens stay, the check runs again later (never a logout).
      runInAction(() => {
        this.status = 'retrying';
        this.retry.schedule();
      });
    }
  }
}

/**
 * The timer of a stored session's next check while the portal cannot be reached: RESTORE_RETRY_DELAYS_MS, the last
 * one repeating; without a scheduler (the app server) nothing is scheduled.
 */
function createRetryTimer(scheduler: Scheduler | undefined, check: () => void) {
  let cancel: (() => void) | null = null;
  let retries = 0;
  const stop = () => {
    cancel?.();
    cancel = null;
  };
  return {
    schedule(): void {
      if (!scheduler) return;
      const delay = RESTORE_RETRY_DELAYS_MS[Math.min(retries, RESTORE_RETRY_DELAYS_MS.length - 1)]!;
      retries += 1;
      cancel = scheduler.schedule(check, delay);
    },
    /** Cancels the pending check (one runs now). */
    cancel: stop,
    /** The session is known: no check pending, and the next outage starts from the first delay. */
    reset(): void {
      stop();
      retries = 0;
    },
  };
}
