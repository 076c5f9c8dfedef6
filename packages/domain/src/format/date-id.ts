// Dates with Indonesian month names in Asia/Jakarta (spec §1, §9; decision 0012). No Intl: the same on every machine.
import { jakartaDate, jakartaTimeOfDay, parseInstant } from '../time/instant';

/** Indonesian month names, January first. */
export const INDONESIAN_MONTHS = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
] as const;

/**
 * '17 Juni 2022' for an ISO date-time, read in Asia/Jakarta (UTC+7); a bare date is UTC midnight, 07:00 in Jakarta, so it keeps its day.
 * Null when the value is not a readable ISO date.
 */
export function formatDateId(iso: string): string | null {
  const instant = parseInstant(iso);
  if (instant === null) return null;
  const date = jakartaDate(instant);
  return `${date.day} ${INDONESIAN_MONTHS[date.month - 1]} ${date.year}`;
}

/** '24 November 2026, 20.05 WIB': a moment in Asia/Jakarta with its time (Indonesian writes hours with a dot). Null when unreadable. */
export function formatDateTimeId(iso: string): string | null {
  const day = formatDateId(iso);
  const instant = parseInstant(iso);
  if (day === null || instant === null) return null;
  const { hour, minute } = jakartaTimeOfDay(instant);
  return `${day}, ${pad2(hour)}.${pad2(minute)} WIB`;
}

/** '17:00 WIB': the Asia/Jakarta wall-clock time of an ISO instant (an order's payment deadline). Null when unreadable. */
export function formatClockWib(iso: string): string | null {
  const instant = parseInstant(iso);
  if (instant === null) return null;
  const { hour, minute } = jakartaTimeOfDay(instant);
  return `${pad2(hour)}:${pad2(minute)} WIB`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
