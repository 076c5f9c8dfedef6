// Issue 16 item 2, decision 0265: surprise mode. What the registry owner may see of her givers at a given instant.
import { daysFromCivil, JAKARTA_OFFSET_MS, jakartaDate, parseInstant } from '../time/instant';

const MS_PER_DAY = 86_400_000;

/** The owner's surprise choice (her registry settings). Dates are Jakarta calendar dates, 'yyyy-mm-dd'. */
export interface SurpriseSettings {
  /** Hide who gave what until the reveal date. */
  readonly enabled: boolean;
  /** Also hide whether an item is taken (and how many are), until the reveal date. */
  readonly hideTaken: boolean;
  /** The day she picked to see everything; null means her due date. */
  readonly revealOn: string | null;
  /** The baby's due date (HPL), the default reveal day; null when not given. */
  readonly dueDate: string | null;
}

/** Surprise mode off: the owner sees everything. */
export const NO_SURPRISE: SurpriseSettings = { enabled: false, hideTaken: false, revealOn: null, dueDate: null };

/** What the owner may see at one instant. */
export interface OwnerSight {
  /** Who reserved, bought or chipped in for which gift (names, contributions, thank-you list). */
  readonly names: boolean;
  /** Whether a gift is taken at all (badges, counts). Guests always see it; this is the owner's view only. */
  readonly taken: boolean;
  /** When everything shows (epoch ms, 00:00 WIB of the reveal day), or null when the surprise is off or has no date. */
  readonly revealAtMs: number | null;
}

/** 'yyyy-mm-dd' as a real calendar date, or null. */
function calendarDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return parseInstant(value) === null ? null : value;
}

/** The reveal day in force: the one she picked, else her due date; null when neither is a real date. */
export function surpriseRevealDay(settings: SurpriseSettings): string | null {
  return calendarDay(settings.revealOn) ?? calendarDay(settings.dueDate);
}

/** The reveal instant: 00:00 in Jakarta (UTC+7) of the reveal day, as epoch ms; null without a day. */
export function surpriseRevealAt(settings: SurpriseSettings): number | null {
  const day = surpriseRevealDay(settings);
  if (day === null) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return daysFromCivil(y, m, d) * MS_PER_DAY - JAKARTA_OFFSET_MS;
}

/**
 * What the owner may see at `nowMs`: with surprise mode on and the reveal instant not reached, no names, and with
 * `hideTaken` not even whether a gift is taken. Surprise on without any date stays hidden (never leak by default).
 */
export function ownerSight(settings: SurpriseSettings, nowMs: number): OwnerSight {
  if (!settings.enabled) return { names: true, taken: true, revealAtMs: null };
  const revealAtMs = surpriseRevealAt(settings);
  if (revealAtMs !== null && nowMs >= revealAtMs) return { names: true, taken: true, revealAtMs };
  return { names: false, taken: !settings.hideTaken, revealAtMs };
}

/** The Jakarta calendar date of an instant, 'yyyy-mm-dd'. */
export function jakartaDay(epochMs: number): string {
  const d = jakartaDate(epochMs);
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Field errors of a surprise setting (Indonesian, shown as they are). */
export type SurpriseFieldErrors = Partial<Record<'reveal_on' | 'due_date', string>>;

/** The longest a surprise may wait: a year and a bit after today (a due date is at most ~9 months away). */
export const SURPRISE_MAX_DAYS = 400;

/**
 * Checks a setting before it is saved, on the day `nowMs` (Jakarta): dates must be real calendar dates; turning the
 * surprise on needs a reveal day (picked, or the due date); the reveal day cannot be before today nor more than
 * SURPRISE_MAX_DAYS ahead. An empty object means valid.
 */
export function checkSurpriseSettings(settings: SurpriseSettings, nowMs: number): SurpriseFieldErrors {
  const errors: { reveal_on?: string; due_date?: string } = {};
  if (settings.dueDate !== null && calendarDay(settings.dueDate) === null) errors.due_date = 'Tanggal perkiraan lahir tidak valid';
  if (settings.revealOn !== null && calendarDay(settings.revealOn) === null) errors.reveal_on = 'Tanggal buka kejutan tidak valid';
  if (errors.due_date || errors.reveal_on || !settings.enabled) return errors;
  const day = surpriseRevealDay(settings);
  if (day === null) return { reveal_on: 'Pilih tanggal buka kejutan atau isi perkiraan lahir (HPL)' };
  const today = jakartaDay(nowMs);
  const key = settings.revealOn !== null ? 'reveal_on' : 'due_date';
  if (day < today) return { [key]: 'Tanggal buka kejutan tidak boleh sebelum hari ini' };
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const [ry, rm, rd] = day.split('-').map(Number) as [number, number, number];
  if (daysFromCivil(ry, rm, rd) - daysFromCivil(y, m, d) > SURPRISE_MAX_DAYS) return { [key]: 'Tanggal buka kejutan paling lambat 400 hari dari hari ini' };
  return {};
}
