// The quick guest sign-up of a giver (decision 0103): a name and one contact, an e-mail address or an Indonesian
// WhatsApp number, classified by the one contact rule (classifyContact). Used by the login page's guest form, the
// registry's guest dialog and the CLI's `kado reserve` (decision 0233).
import type { RegisterGuestInput } from '../ports/auth.port';
import { classifyContact } from './contact';

/** What the guest sign-up's two answers make: the input to send, or what is missing or wrong. */
export interface GuestSignUpCheck {
  /** The sign-up to send; null while anything is missing or wrong (nothing is sent). */
  readonly input: RegisterGuestInput | null;
  /** The name is blank. */
  readonly nameMissing: boolean;
  /** The contact is blank ('missing') or neither an e-mail address nor an Indonesian mobile number ('invalid'). */
  readonly contactProblem: 'missing' | 'invalid' | null;
}

/** Checks a giver's name and contact: both trimmed, the contact an e-mail or a WhatsApp number (normalised). */
export function guestSignUp(name: string, contact: string): GuestSignUpCheck {
  const who = name.trim();
  const nameMissing = who === '';
  if (contact.trim() === '') return { input: null, nameMissing, contactProblem: 'missing' };
  const reach = classifyContact(contact);
  if (reach === null) return { input: null, nameMissing, contactProblem: 'invalid' };
  if (nameMissing) return { input: null, nameMissing, contactProblem: null };
  const input = reach.kind === 'email' ? { name: who, email: reach.email } : { name: who, phone: reach.phone };
  return { input, nameMissing, contactProblem: null };
}

/** The longest name a giver may give (the portal's 'Nama', 100 characters): one limit wherever her name is asked. */
export const GUEST_NAME_MAX = 100;

/**
 * True when the giver's name (trimmed) is longer than the portal takes: the form says so under the name, before
 * sending (QA, 28 November: the portal's refusal used to land under the contact field).
 */
export function guestNameTooLong(name: string): boolean {
  return name.trim().length > GUEST_NAME_MAX;
}
