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

/** The owner's own pages under /registry/ (spec §2 nested routes): not someone's public registry. */
const OWNER_REGISTRY_PAGES = new Set([
  'setting', 'pratinjau', 'ucapan', 'list-product', 'search', 'address-book', 'create-external-product',
]);

/** Registry pages a giver uses to pay for someone's gift (spec §2). */
const GIVER_CHECKOUT_PAGES = new Set(['checkout', 'external-checkout', 'external-checkout-old']);

/** Sign-in and verification steps (spec §2): the add-address modal must not sit on top of them. */
const SIGN_IN_PATHS = new Set(['/login', '/register', '/guest-user', '/email-verified', COMPLETE_REGISTRATION_PATH, ...OTP_PATHS]);

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Where the add-address modal waits for the next page (decision 0080): its text, 'Tambahkan alamat untuk mulai
 * bagikan registrymu!', speaks to an owner, so not on a giver's pages (someone else's /registry/{username}, the
 * giver checkout), not over the sign-in and verification steps, and not on the address forms themselves.
 */
export function addressPromptWaitsOn(currentPath: string, ownUsername: string | null | undefined): boolean {
  const path = pathOnly(currentPath);
  if (SIGN_IN_PATHS.has(path)) return true;
  const [first, second] = path.split('/').slice(1);
  if (first === 'address' || (first === 'profile' && second === 'address')) return true;
  if (first !== 'registry' || second === undefined) return false;
  if (GIVER_CHECKOUT_PAGES.has(second)) return true;
  if (OWNER_REGISTRY_PAGES.has(second)) return false;
  const username = decodedSegment(second);
  return !ownUsername || username.toLowerCase() !== ownUsername.toLowerCase();
}

/** The guest redirect form of spec §2: /guest-user?from={path}, the from value URL-encoded. */
export function guestUserRedirectPath(path: string): string {
  return `/guest-user?from=${encodeComponent(path)}`;
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
