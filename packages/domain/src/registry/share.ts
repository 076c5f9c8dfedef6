// WhatsApp-first sharing of a registry (issue 16 item 3, decision 0261).
import type { Child } from '../model';
import { INDONESIAN_MONTHS } from '../format/date-id';
import { jakartaDate, parseInstant } from '../time/instant';

/**
 * The month the owner's baby is due, as 'Maret 2027', for the share message; null when no child of hers has a birth
 * date from this month on (the baby is born, or no date was given). The default child counts first, then the nearest.
 */
export function registryDueMonth(children: readonly Child[], now: Date): string | null {
  const today = jakartaDate(now.getTime());
  const thisMonth = today.year * 12 + (today.month - 1);
  const due = children
    .map((child) => {
      const instant = child.birthDate ? parseInstant(child.birthDate) : null;
      if (instant === null) return null;
      const d = jakartaDate(instant);
      return { child, d, month: d.year * 12 + (d.month - 1) };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null && x.month >= thisMonth)
    .sort((a, b) => Number(b.child.isDefault) - Number(a.child.isDefault) || a.month - b.month)[0];
  return due ? `${INDONESIAN_MONTHS[due.d.month - 1]} ${due.d.year}` : null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The wa.me link that opens WhatsApp with `message` ready to send to a chosen contact (never throws on odd text). */
export function whatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message.replace(LONE_SURROGATE, '\uFFFD'))}`;
}

/** The path of one gift of a registry, '/registry/{username}/{gift id}': it opens the gift with the giver's actions. */
export function registryGiftPath(username: string, giftId: string): string {
  return `/registry/${encodeURIComponent(username)}/${encodeURIComponent(giftId)}`;
}
