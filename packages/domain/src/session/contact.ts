// The sign-in forms' checks before anything reaches the portal (spec §4): the e-mail and Indonesian WhatsApp number
// formats, which of the two a single contact field holds, and the six-digit one-time code.

/**
 * An e-mail address as the forms accept it: a local part of the characters an address may hold unquoted (letters,
 * digits, ! # $ % & ' * + / = ? ^ _ ` { | } ~ - and dots between them; not '<b>x</b>' or an emoji: QA, 28 November),
 * '@', and a domain of labels of letters, digits and hyphens with a 2+ letter ending.
 */
const EMAIL = /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?=.{4,190}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** An Indonesian mobile number (08…, 628… or +628…), 9 to 14 digits after the country or trunk prefix. */
const PHONE = /^(\+62|62|0)8\d{7,12}$/;

/** The length of a one-time code (spec §4: six digits, sent by e-mail or WhatsApp). */
export const OTP_LENGTH = 6;

/** Whether `value` (trimmed) is an e-mail address the forms accept. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A phone number as typed, without the spaces and dashes people write in it ('0812-3456 7890' -> '081234567890'). */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether `value` is an Indonesian mobile (WhatsApp) number once spaces and dashes are dropped. */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(normalisePhone(value));
}

/** What one contact field holds: an e-mail address, a phone number (normalised), or neither. */
export type Contact = { readonly kind: 'email'; readonly email: string } | { readonly kind: 'phone'; readonly phone: string };

/** Classifies a contact field (the guest sign-in's 'Email atau nomor HP'): null when it is neither form. */
export function classifyContact(value: string): Contact | null {
  const contact = value.trim();
  if (EMAIL.test(contact)) return { kind: 'email', email: contact };
  if (isPhoneNumber(contact)) return { kind: 'phone', phone: normalisePhone(contact) };
  return null;
}

/** Whether `code` is a complete one-time code: exactly OTP_LENGTH digits. */
export function isOtpCode(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code);
}

/**
 * The code after typing or pasting `text` at box `at` of a code that held `current`: only digits are kept, the code
 * never grows past OTP_LENGTH; null when `text` holds no digit (nothing changes).
 */
export function otpAfterInput(current: string, at: number, text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return (current.slice(0, Math.max(0, at)) + digits).slice(0, OTP_LENGTH);
}
