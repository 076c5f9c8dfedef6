import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, jakartaDate, jakartaTimeOfDay, parseInstant } from './instant';

describe('parseInstant', () => {
  it('reads the verified cutoff of spec §9 and the portal forms', () => {
    expect(parseInstant('2022-06-17T12:48:31Z')).toBe(Date.UTC(2022, 5, 17, 12, 48, 31));
    expect(parseInstant('2022-06-17T12:48:31.000000Z')).toBe(Date.UTC(2022, 5, 17, 12, 48, 31));
    expect(parseInstant('2022-06-17T19:48:31+07:00')).toBe(Date.UTC(2022, 5, 17, 12, 48, 31));
    expect(parseInstant('2022-06-17 12:48:31')).toBe(Date.UTC(2022, 5, 17, 12, 48, 31));
  });
  it('refuses impossible dates and other text', () => {
    for (const s of ['2022-02-29', '2022-06-31T00:00:00Z', '2022-06-17T24:00:00Z', 'now', '', '17 Juni 2022']) expect(parseInstant(s)).toBeNull();
  });
  it('reads Jakarta dates at UTC+7', () => {
    expect(jakartaDate(Date.UTC(2022, 5, 17, 16, 59, 59))).toEqual({ year: 2022, month: 6, day: 17 });
    expect(jakartaDate(Date.UTC(2022, 5, 17, 17, 0, 0))).toEqual({ year: 2022, month: 6, day: 18 });
  });
  it('counts days like the calendar', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(civilFromDays(19_160)).toEqual({ year: 2022, month: 6, day: 17 });
  });
});

describe('jakartaTimeOfDay', () => {
  it('is UTC+7 all year, across midnight, and before 1970', () => {
    expect(jakartaTimeOfDay(Date.UTC(2026, 0, 1, 17, 30))).toEqual({ hour: 0, minute: 30 });
    expect(jakartaTimeOfDay(Date.UTC(2026, 6, 1, 10, 0))).toEqual({ hour: 17, minute: 0 });
    expect(jakartaTimeOfDay(Date.UTC(1969, 11, 31, 16, 59))).toEqual({ hour: 23, minute: 59 });
  });
});
