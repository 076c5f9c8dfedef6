// The quick guest sign-up of a giver (decision 0103): a name and one contact, an e-mail address or a WhatsApp
// number. Used by the web's guest dialog and the CLI's `kado reserve` (decision 0233).
import type { RegisterGuestInput } from '../ports/auth.port';

/**
 * The sign-up a giver's two answers make: both trimmed; a contact with '@' is an e-mail address, any other a phone
 * (WhatsApp) number. Null while either is blank: nothing is sent.
 */
export function guestSignUp(name: string, contact: string): RegisterGuestInput | null {
  const who = name.trim();
  const reach = contact.trim();
  if (who === '' || reach === '') return null;
  return reach.includes('@') ? { name: who, email: reach } : { name: who, phone: reach };
}
