// Verification, spec §4 "Verification" and §9 "Verified cutoff" (decisions 0002, 0003).
import { parseInstant } from '../time/instant';
import { encodeComponent, pathOnly } from '../text/uri';

/** The verified cutoff of spec §9: users created on or before it with a phone count as verified. */
export const VERIFIED_CUTOFF = '2022-06-17T12:48:31Z';

/** The OTP pages an unverified user may stay on (spec §2 nested routes). */
export const OTP_PATHS = ['/register/otp', '/register/otp/change-data'] as const;

/** Where a user without a phone completes registration (spec §4). */
export const COMPLETE_REGISTRATION_PATH = '/register/complete-registration-data';

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

/** A guest sign-up (spec §4 guest registration, guestUser): a name and a contact, no password, no OTP. */
export function isGuestUser(user: VerificationSubject | null): boolean {
  return user?.roles?.some((role) => (typeof role === 'string' ? role : role.name) === 'guest') === true;
}

/** Spec §4: a logged-in user without an address is asked to add one; a guest giver is not (her gifts ship to the owner). */
export function shouldPromptForAddress(user: (VerificationSubject & { readonly hasAddress: boolean }) | null): boolean {
  return user !== null && !user.hasAddress && !isGuestUser(user);
}

/**
 * The unverified routing decision of spec §4: the path to go to, or null to stay.
 * No phone: complete registration. Phone but unverified: /guest-user?from={path}, unless on the OTP pages.
 * A visitor who is not logged in, or a verified user, stays (decision 0003). A guest sign-up stays too
 * (decision 0183): it is the spec's own way to give and pay without an account; verification is offered after
 * payment, never required before it.
 */
export function unverifiedRedirect(user: VerificationSubject | null, currentPath: string): string | null {
  if (user === null || isVerified(user) || isGuestUser(user)) return null;
  const path = pathOnly(currentPath);
  if (!hasPhone(user)) return path === COMPLETE_REGISTRATION_PATH ? null : COMPLETE_REGISTRATION_PATH;
  if ((OTP_PATHS as readonly string[]).includes(path) || path === '/guest-user') return null;
  return `/guest-user?from=${encodeComponent(path)}`;
}
