import type { Context } from 'hono';
import type { State, UserRec } from './state';
import { notFound, unauthenticated } from './errors';

/** What every route group gets: the current state (swapped on reset), the clock and the token minting. */
export interface Portal {
  readonly state: State;
  now(): Date;
  /** An opaque, random-looking string derived from a counter (never repeats, even across resets). */
  mintToken(): string;
}

export const ACCESS_TTL_S = 3600;
export const REFRESH_TTL_S = 1209600;

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

export function findOr404<T>(rows: readonly T[], pred: (row: T) => boolean, message?: string): T {
  const row = rows.find(pred);
  if (!row) throw notFound(message);
  return row;
}
