// The end of a session: what a refused renewal is, and what one shopper leaves on the device (spec §4, decision 0184).
import type { DomainErrorKind } from '../errors/domain-error';
import { CART_BOOKING_KEY, CHECKOUT_CHOICES_KEY } from '../cart/cart-booking';
import { loginRedirectPath } from '../routing/redirect-paths';
import { pathOnly } from '../text/uri';

/** The local storage key of a giver's remembered holds, per user id or guest id: `registry_reservations:{id}`. */
export const MY_RESERVATIONS_KEY = 'registry_reservations';
/** The local storage key of the pinpoints of the user's addresses (decision 0161). */
export const ADDRESS_PINPOINTS_KEY = 'address_pinpoints';

/** Who was using the device when the session ended. */
export interface SessionOwner {
  /** The logged-in user's id, or null when it was never known (a stored session refused at start-up). */
  readonly userId: string | null;
  /** The guest id of the device until now. */
  readonly guestId: string;
}

/**
 * The local storage keys of one shopper's data (booked cart, remembered holds and patungan shares, address
 * pinpoints), removed when the session ends so that the next person on the device sees none of it.
 */
export function sessionDataKeys(owner: SessionOwner): readonly string[] {
  const holds = (id: string) => [`${MY_RESERVATIONS_KEY}:${id}`, `${MY_RESERVATIONS_KEY}:${id}:contributions`];
  return [
    CART_BOOKING_KEY,
    // The checkout's choices kept beside the booked cart (a reload of /buy, decision 0532): the user's address id.
    CHECKOUT_CHOICES_KEY,
    ADDRESS_PINPOINTS_KEY,
    ...(owner.userId !== null && owner.userId !== '' ? holds(owner.userId) : []),
    ...holds(owner.guestId),
  ];
}

/**
 * True when the portal has looked at a refresh token and refused it (a 4xx: 401, 403, 400, 422): the session is over.
 * Offline, a timeout or a server failure (5xx, a malformed answer) say nothing about the token: it is kept and
 * tried again later (spec §4 "refresh token handled").
 */
export function isRefreshRefusal(kind: DomainErrorKind): boolean {
  switch (kind) {
    case 'unauthorized':
    case 'forbidden':
    case 'bad-request':
    case 'validation':
    case 'not-found':
    case 'conflict':
    case 'too-large':
      return true;
    case 'rate-limited':
    case 'offline':
    case 'timeout':
    case 'unexpected':
      return false;
  }
}

/** Why a session ended in this tab: the user logged out, or the portal refused to renew it (expired, revoked, or ended in another tab). */
export type SessionEndReason = 'logout' | 'expired';

/** Where the app goes when a session ends: home after a logout, else the login page back to where the user was (spec §2, §6). */
export function pathAfterSessionEnd(reason: SessionEndReason, fullPath: string): string {
  if (reason === 'logout') return '/';
  // Already on /login: stay there with its own `from`.
  if (pathOnly(fullPath) === '/login') return fullPath;
  return loginRedirectPath(fullPath);
}
