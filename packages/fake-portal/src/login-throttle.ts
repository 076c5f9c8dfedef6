// Issue 30 item 2 (decision 0420): login throttling that slows an attacker's guesses without locking the owner out.
import { PortalError } from './errors';

/** Wrong passwords an account may get before each next try waits. */
const FREE_FAILURES = 5;
/** The longest wait between two tries of one account (the back-off doubles up to it). */
const MAX_DELAY_MS = 15 * 60_000;
/** Failures older than this are forgotten (one quiet day starts the account over). */
const FORGET_MS = 24 * 3600_000;
/** Accounts with failures kept at most (the oldest is forgotten first): an attacker typing made-up addresses grows nothing without bound. */
const MAX_ACCOUNTS = 50_000;
/** Devices remembered per account (the oldest is forgotten first). */
const MAX_DEVICES = 10;

interface Failures { count: number; last: number }

/** The wait after `count` failures: none up to FREE_FAILURES, then 1 s, 2 s, 4 s ... up to MAX_DELAY_MS. */
function backoffMs(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (count - FREE_FAILURES));
}

const tooSoon = (ms: number): PortalError => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new PortalError(429, `Terlalu banyak percobaan. Coba lagi dalam ${seconds} detik.`, undefined, { 'retry-after': String(seconds) });
};

/**
 * One failure counter per account (its user id when the typed e-mail or phone names one, else the text typed), with an
 * exponential back-off between tries once FREE_FAILURES are spent; a correct login clears it. A device that signed in
 * to the account before (its device token, minted at each login) is never held back by the account's counter nor by
 * its network's: the attacker's guesses cannot lock the owner out.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();
  private readonly devices = new Map<number, string[]>();

  constructor(private readonly now: () => Date, private readonly mintToken: () => string) {}

  /** Throws 429 with Retry-After while the account waits for its next try. Changes nothing. */
  check(account: string): void {
    const f = this.live(account);
    if (!f) return;
    const wait = f.last + backoffMs(f.count) - this.now().getTime();
    if (wait > 0) throw tooSoon(wait);
  }

  /** Counts one wrong password for the account. */
  fail(account: string): void {
    const now = this.now().getTime();
    const f = this.live(account);
    this.failures.delete(account);
    this.failures.set(account, { count: (f?.count ?? 0) + 1, last: now });
    if (this.failures.size > MAX_ACCOUNTS) this.failures.delete(this.failures.keys().next().value!);
  }

  /**
   * A correct login: the device is remembered (answers its device token) and, unless it got in as a known device
   * past a back-off, the account's failures are forgotten: the owner signing in does not give a guesser fresh tries.
   */
  succeed(account: string, userId: number, deviceToken: string | undefined): string {
    if (!this.isKnown(userId, deviceToken)) this.failures.delete(account);
    const known = (this.devices.get(userId) ?? []).filter((t) => t !== deviceToken);
    const token = deviceToken !== undefined && this.isKnown(userId, deviceToken) ? deviceToken : this.mintToken();
    known.push(token);
    this.devices.set(userId, known.slice(-MAX_DEVICES));
    return token;
  }

  /** Whether the device token is one this account signed in with before. */
  isKnown(userId: number, deviceToken: string | undefined): boolean {
    return deviceToken !== undefined && (this.devices.get(userId) ?? []).includes(deviceToken);
  }

  /** Forgets every counter and device (the portal's reset). */
  reset(): void {
    this.failures.clear();
    this.devices.clear();
  }

  private live(account: string): Failures | undefined {
    const f = this.failures.get(account);
    if (f && this.now().getTime() - f.last >= FORGET_MS) {
      this.failures.delete(account);
      return undefined;
    }
    return f;
  }
}
