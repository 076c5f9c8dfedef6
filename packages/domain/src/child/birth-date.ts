import { jakartaDate, parseInstant, type CalendarDate } from '../time/instant';

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * How a child's date reads (issue 31, "'Lahir' where a due date is meant"): a date after today in Jakarta is the
 * expected birth ('due', HPL), today or earlier the birth ('born'); null for a date that cannot be read.
 */
export function birthDateKind(birthDate: string, nowMs: number): 'born' | 'due' | null {
  const civil = CIVIL_DATE.exec(birthDate.trim());
  const at = civil ? null : parseInstant(birthDate);
  const date = civil
    ? { year: Number(civil[1]), month: Number(civil[2]), day: Number(civil[3]) }
    : at === null ? null : jakartaDate(at);
  if (date === null || !Number.isFinite(nowMs)) return null;
  const today = jakartaDate(nowMs);
  const key = (d: CalendarDate) => d.year * 10_000 + d.month * 100 + d.day;
  return key(date) > key(today) ? 'due' : 'born';
}
