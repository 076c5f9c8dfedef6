// Who is a guest sign-up (spec §4 guest registration): read by the verification rules and the address prompt.
import type { VerificationSubject } from './verification';

/** A guest sign-up (spec §4 guest registration, guestUser): a name and a contact, no password, no OTP. */
export function isGuestUser(user: VerificationSubject | null): boolean {
  return user?.roles?.some((role) => (typeof role === 'string' ? role : role.name) === 'guest') === true;
}
