// The add-address prompt of spec §4 (decisions 0080, 0183): whom it asks, and where it waits for the next page.
import { pathOnly } from '../text/uri';
import type { VerificationSubject } from '../verification/verification';
import { isGuestUser } from '../verification/guest-user';
import { COMPLETE_REGISTRATION_PATH, OTP_PATHS } from '../routing/redirect-paths';

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
