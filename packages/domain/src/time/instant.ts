// Pure calendar arithmetic: no Date.now(), no machine time zone (decision 0012).

const MS_PER_DAY = 86_400_000;

/** Offset of Asia/Jakarta from UTC in milliseconds (UTC+7 all year; Indonesia has no daylight saving time). */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** A calendar date (month 1-12) with no time zone attached. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's days_from_civil), so no Date object is needed. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The calendar date of a day count since 1970-01-01 (inverse of daysFromCivil). */
export function civilFromDays(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: era * 400 + yoe + (month <= 2 ? 1 : 0), month, day };
}

function daysInMonth(year: number, month: number): number {
  return daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - daysFromCivil(year, month, 1);
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * Milliseconds since the epoch for an ISO-8601 date or date-time, or null when it is not one.
 * A date-time without an offset is read as UTC, as the portal serialises times (decision 0012).
 */
export function parseInstant(value: string): number | null {
  const m = ISO.exec(value.trim());
  if (m === null) return null;
  const [, ys, mos, ds, hs, mis, ss, fs, , sign, ohs, oms] = m;
  const year = Number(ys);
  const month = Number(mos);
  const day = Number(ds);
  const hour = hs === undefined ? 0 : Number(hs);
  const minute = mis === undefined ? 0 : Number(mis);
  const second = ss === undefined ? 0 : Number(ss);
  const millis = fs === undefined ? 0 : Math.floor(Number(`0.${fs}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (sign !== undefined) {
    const oh = Number(ohs);
    const om = Number(oms);
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + millis;
}

/** The calendar date in Asia/Jakarta (UTC+7) of an instant given in epoch milliseconds. */
export function jakartaDate(epochMs: number): CalendarDate {
  return civilFromDays(Math.floor((epochMs + JAKARTA_OFFSET_MS) / MS_PER_DAY));
}

/** The wall-clock time in Asia/Jakarta (UTC+7) of an instant given in epoch milliseconds: hour 0-23, minute 0-59. */
export function jakartaTimeOfDay(epochMs: number): { readonly hour: number; readonly minute: number } {
  const minutes = Math.floor((epochMs + JAKARTA_OFFSET_MS) / 60_000);
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  return { hour: Math.floor(ofDay / 60), minute: ofDay % 60 };
}
