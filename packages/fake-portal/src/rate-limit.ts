import type { Context } from 'hono';
import { PortalError } from './errors';

/** One limit: at most `max` counted events per key in a fixed window of `windowMs` (decision 0240). */
interface RateRule { readonly max: number; readonly windowMs: number }

const MINUTE = 60_000;
/** Counters kept before the passed ones are swept. */
const SWEEP_AT = 10_000;

/**
 * The portal's limits (decision 0240). Logins and OTP codes count only failures (a shopper who logs in correctly many
 * times is never stopped); OTP sends, password-reset mails, guest sign-ups and reservations count every try. Keys are
 * per account (or the address typed), per guest id and per client address, so one key never locks out another.
 */
const RATE_RULES = {
  /** Wrong passwords from one client address, whatever account (a device that signed in before is never held back). */
  loginAddress: { max: 100, windowMs: 15 * MINUTE },
  /** Wrong OTP codes for one account (sign-up verification or password reset). */
  otpVerify: { max: 5, windowMs: 15 * MINUTE },
  /** OTP codes sent to one account, per channel. */
  otpSend: { max: 5, windowMs: 15 * MINUTE },
  /** OTP codes sent from one client address, whatever account (issue 30). */
  otpSendAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Password-reset mails asked for one address typed, whether or not an account has it (issue 30: same answer). */
  resetAccount: { max: 5, windowMs: 15 * MINUTE },
  /** Password-reset mails asked for from one client address. */
  resetAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Sign-ups (full accounts) tried for one e-mail or phone (issue 30: 'sudah terdaftar' cannot be asked in bulk). */
  registerTarget: { max: 5, windowMs: 15 * MINUTE },
  /** Sign-ups tried from one client address (issue 30). */
  registerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Anonymous-capable events recorded per guest id or account (issue 30 item 3). */
  eventActor: { max: 120, windowMs: MINUTE },
  /** Events and session records from one client address. */
  eventAddress: { max: 600, windowMs: MINUTE },
  /** Image uploads per account or guest id per day (issue 30 item 3). */
  uploadActor: { max: 30, windowMs: 24 * 60 * MINUTE },
  /** Image uploads from one client address per day. */
  uploadAddress: { max: 200, windowMs: 24 * 60 * MINUTE },
  /** Guest sign-ups by one guest id. */
  guestSignUpGuest: { max: 10, windowMs: 15 * MINUTE },
  /** Guest sign-ups from one client address. */
  guestSignUpAddress: { max: 60, windowMs: 15 * MINUTE },
  /** Reservations and gift holds tried by one guest or account. */
  reserveActor: { max: 30, windowMs: 15 * MINUTE },
  /** Reservations tried from one client address (a party of givers on one network stays well under it). */
  reserveAddress: { max: 300, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

type RateRuleName = keyof typeof RATE_RULES;

/** The Indonesian text of a 429; the client shows its own words with the wait from `Retry-After`. */
const tooManyMessage = (seconds: number): string => `Terlalu banyak percobaan. Coba lagi dalam ${seconds} detik.`;

/** 429 with `Retry-After` (whole seconds, at least 1). */
function tooMany(retryAfterMs: number): PortalError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new PortalError(429, tooManyMessage(seconds), undefined, { 'retry-after': String(seconds) });
}

interface Window { start: number; count: number }

/**
 * Fixed-window counters over the portal's clock (injectable, so tests move time). `check` throws a 429 once a key
 * used up its window; `hit` counts one event; `clear` forgets a key (a correct login clears its failures).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweepAt = SWEEP_AT;

  constructor(
    private readonly now: () => Date,
    private readonly rules: Readonly<Record<RateRuleName, RateRule>> = RATE_RULES,
  ) {}

  private live(rule: RateRuleName, key: string): Window | undefined {
    const id = `${rule}\u0000${key}`;
    const w = this.windows.get(id);
    if (w && this.now().getTime() - w.start >= this.rules[rule].windowMs) {
      this.windows.delete(id);
      return undefined;
    }
    return w;
  }

  /** Throws 429 when the key has no try left in its window. Changes nothing. */
  check(rule: RateRuleName, key: string): void {
    const w = this.live(rule, key);
    if (w && w.count >= this.rules[rule].max) throw tooMany(w.start + this.rules[rule].windowMs - this.now().getTime());
  }

  /** Counts one event for the key (its window starts at its first event). */
  hit(rule: RateRuleName, key: string): void {
    const w = this.live(rule, key);
    if (w) w.count += 1;
    else {
      if (this.windows.size >= this.sweepAt) this.sweep();
      this.windows.set(`${rule}\u0000${key}`, { start: this.now().getTime(), count: 1 });
    }
  }

  /** Drops every window that has passed (issue 30 item 3: keys sent by anyone never pile up). */
  private sweep(): void {
    const now = this.now().getTime();
    for (const [id, w] of this.windows) {
      const rule = id.slice(0, id.indexOf('\u0000')) as RateRuleName;
      if (now - w.start >= this.rules[rule].windowMs) this.windows.delete(id);
    }
    // Twice the counters still live before the next sweep: a sweep costs one pass, never one per request.
    this.sweepAt = Math.max(SWEEP_AT, this.windows.size * 2);
  }

  /** How many counters are kept (tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  /** `check`, then `hit`: for limits that count every try. */
  take(rule: RateRuleName, key: string): void {
    this.check(rule, key);
    this.hit(rule, key);
  }

  clear(rule: RateRuleName, key: string): void {
    this.windows.delete(`${rule}\u0000${key}`);
  }

  /** Forgets every counter (the portal's reset). */
  reset(): void {
    this.windows.clear();
    this.sweepAt = SWEEP_AT;
  }
}

/** The client's network address when the portal runs behind `@hono/node-server` (passed as env), else 'local'. */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.server?.incoming?.socket?.remoteAddress ?? 'local';
}
