import type { Context } from 'hono';
import type { State, UserRec } from './state';
import { unauthenticated } from './errors';
import type { GoogleCredentials } from './google-credential';
import type { RateLimiter } from './rate-limit';
import type { LiveStreamHub } from './live-streams';
import type { PaymentTtl } from './payments';
import type { LoginThrottle } from './login-throttle';

/** What every route group gets: the current state (swapped on reset), the clock and the token minting. */
export interface Portal {
  readonly state: State;
  now(): Date;
  /** An opaque token of 256 random bits (CSPRNG): never repeats, never derivable from another. */
  mintToken(): string;
  /** How long an unpaid giver's hold lasts (decision 0185). */
  readonly reservationTtlMs: number;
  /** How long an unpaid payment instruction lasts by type (decision 0401; the option `paymentTtlMs`). */
  readonly paymentTtl: PaymentTtl;
  /** Signs and checks the dev Google credentials of POST /v1/login-google (a secret drawn when the portal starts). */
  readonly google: GoogleCredentials;
  /** Login, OTP, reset, guest sign-up and reserve limits (decision 0240); cleared by the portal's reset. */
  readonly limits: RateLimiter;
  /** Open registry change streams: counted, capped, woken by every write (issue 26). */
  readonly live: LiveStreamHub;
  /** One back-off counter per account and the devices that signed in to it (issue 30, decision 0420). */
  readonly logins: LoginThrottle;
}

export const ACCESS_TTL_S = 3600;
/** Decision 0185: an unpaid reservation or cart hold of a registry gift lasts 24 hours. */
export const RESERVATION_TTL_MS = 24 * 3600 * 1000;
export const REFRESH_TTL_S = 1209600;

/**
 * Expires every access token now (the fake portal's control route `expire-tokens`): the next call with one is a 401
 * 'Sesi telah berakhir, silakan masuk kembali', while every refresh token stays good. Answers how many expired.
 */
export function expireAccessTokens(portal: Portal): number {
  const now = portal.now().getTime();
  let count = 0;
  for (const rec of portal.state.tokens.values()) {
    if (rec.kind !== 'access' || rec.expires_at <= now) continue;
    rec.expires_at = now;
    count += 1;
  }
  return count;
}

export interface Actor { user: UserRec | null; guestId: string | null }

/** The bearer user, or null without a header; an unknown, revoked or expired token is a 401. */
export function currentUser(portal: Portal, c: Context): UserRec | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated('Token tidak valid');
  const rec = portal.state.tokens.get(match[1]!);
  if (!rec || rec.kind !== 'access') throw unauthenticated('Token tidak valid');
  if (rec.expires_at <= portal.now().getTime()) throw unauthenticated('Sesi telah berakhir, silakan masuk kembali');
  const user = portal.state.users.find((u) => u.id === rec.user_id);
  if (!user) throw unauthenticated('Token tidak valid');
  return user;
}

export function requireUser(portal: Portal, c: Context): UserRec {
  const user = currentUser(portal, c);
  if (!user) throw unauthenticated();
  return user;
}

const GUEST_ID = /^[A-Za-z0-9]{8,64}$/;

/** A logged-in user (guest users included) or an `X-Guest-Id` visitor. */
export function currentActor(portal: Portal, c: Context): Actor {
  const user = currentUser(portal, c);
  if (user) return { user, guestId: null };
  const guest = c.req.header('x-guest-id')?.trim();
  if (guest && GUEST_ID.test(guest)) return { user: null, guestId: guest };
  return { user: null, guestId: null };
}

export function requireActor(portal: Portal, c: Context): Actor & { key: string } {
  const actor = currentActor(portal, c);
  if (actor.user) return { ...actor, key: `u:${actor.user.id}` };
  if (actor.guestId) return { ...actor, key: `g:${actor.guestId}` };
  throw unauthenticated('Silakan masuk atau lanjutkan sebagai tamu terlebih dahulu');
}

/** A request sent by a page of another site (Sec-Fetch-Site, or an Origin that is not this host): control routes refuse it. */
export function isCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
