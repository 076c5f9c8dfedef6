// Issue 16 item 6, decision 0267: the owner thanks each giver on WhatsApp with a ready message.

/** 'A', 'A dan B', 'A, B dan C': a list as Indonesian writes it. */
export function listInIndonesian(items: readonly string[]): string {
  const clean = items.map((s) => s.trim()).filter((s) => s !== '');
  if (clean.length <= 1) return clean[0] ?? '';
  return `${clean.slice(0, -1).join(', ')} dan ${clean[clean.length - 1]!}`;
}

/**
 * An Indonesian phone number in the international form wa.me wants ('628123456789'), or null when it is not one:
 * '08…', '+628…', '628…' and '8…' with 9 to 13 digits after the country code; spaces, dashes and dots dropped.
 */
export function waPhoneNumber(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const digits = raw.trim().replace(/[\s.\-()]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (digits.startsWith('62')) national = digits.slice(2);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else national = digits;
  if (!/^8\d{8,12}$/.test(national)) return null;
  return `62${national}`;
}

/** A wa.me link that opens WhatsApp with `text` ready, to `phone` when it is a number, else to a contact she picks. */
export function whatsAppUrl(text: string, phone?: string | null): string {
  const number = waPhoneNumber(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
