// Verification, spec §4 "Verification" and §9 "Verified cutoff" (decisions 0002, 0003).
import { parseInstant } from '../time/instant';
import { pathOnly } from '../text/uri';
import { COMPLETE_REGISTRATION_PATH, OTP_PATHS, guestUserRedirectPath } from '../routing/redirect-paths';
import { isGuestUser } from './guest-user';

/** The verified cutoff of spec §9: users created on or before it with a phone count as verified. */
export const VERIFIED_CUTOFF = '2022-06-17T12:48:31Z';

/** The user fields that decide verification (spec §3 "User"). */
export interface VerificationSubject {
  /** Role names (or the wire's objects with a name); a guest sign-up has 'guest' (spec §4 guest registration). */
  readonly roles?: readonly (string | { readonly name: string })[] | null;
  readonly emailVerifiedAt?: string | null;
  readonly phoneVerifiedAt?: string | null;
  readonly phone?: string | null;
  readonly createdAt?: string | null;
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** True when the user has a phone number on record (a blank string counts as none). */
export function hasPhone(user: VerificationSubject): boolean {
  return filled(user.phone);
}

/** Spec §4: verified if email or phone is verified, or created on or before the cutoff with a phone. */
export function isVerified(user: VerificationSubject, cutoff: string = VERIFIED_CUTOFF): boolean {
  if (filled(user.emailVerifiedAt) || filled(user.phoneVerifiedAt)) return true;
  if (!hasPhone(user) || !filled(user.createdAt)) return false;
  const created = parseInstant(user.createdAt as string);
  const limit = parseInstant(cutoff);
  return created !== null && limit !== null && created <= limit;
}

/**
 * The unverified routing decision of spec §4: the path to go to, or null to stay.
 * No phone: complete registration, whatever the verification state (a verified e-mail without a phone goes there
 * too). Phone but unverified: /guest-user?from={path}, unless on the OTP pages. A visitor who is not logged in, or a
 * verified user with a phone, stays (decision 0003). A guest sign-up stays too (decision 0183): it is the spec's own
 * way to give and pay without an account; verification is offered after payment, never required before it.
 */
export function unverifiedRedirect(user: VerificationSubject | null, currentPath: string): string | null {
  if (user === null || isGuestUser(user)) return null;
  const path = pathOnly(currentPath);
  if (!hasPhone(user)) return path === COMPLETE_REGISTRATION_PATH ? null : COMPLETE_REGISTRATION_PATH;
  if (isVerified(user)) return null;
  if ((OTP_PATHS as readonly string[]).includes(path) || path === '/guest-user') return null;
  return guestUserRedirectPath(path);
}
