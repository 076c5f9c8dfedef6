import { describe, expect, it } from 'vitest';
import { formatClockWib, formatDateId, formatDateTimeId, INDONESIAN_MONTHS } from './date-id';

describe('formatDateId (spec §9: Indonesian month names, Jakarta time)', () => {
  it('names the months in Indonesian', () => {
    expect(INDONESIAN_MONTHS).toEqual(['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']);
  });
  it("formats the verified cutoff as '17 Juni 2022'", () => {
    expect(formatDateId('2022-06-17T12:48:31Z')).toBe('17 Juni 2022');
  });
  it('reads the instant in Asia/Jakarta (UTC+7)', () => {
    expect(formatDateId('2022-06-17T16:59:59Z')).toBe('17 Juni 2022');
    expect(formatDateId('2022-06-17T17:00:00Z')).toBe('18 Juni 2022');
    expect(formatDateId('2022-12-31T17:00:00.000000Z')).toBe('1 Januari 2023');
    expect(formatDateId('2024-02-29T10:00:00+09:00')).toBe('29 Februari 2024');
  });
  it('takes a bare date as that calendar day', () => {
    expect(formatDateId('2022-08-17')).toBe('17 Agustus 2022');
  });
  it('answers null for values that are not ISO dates', () => {
    expect(formatDateId('')).toBeNull();
    expect(formatDateId('17/06/2022')).toBeNull();
    expect(formatDateId('2022-02-30T00:00:00Z')).toBeNull();
    expect(formatDateId('2022-13-01')).toBeNull();
  });
});

describe('formatDateTimeId', () => {
  it('reads the moment in Jakarta with its time', () => {
    expect(formatDateTimeId('2026-11-23T13:05:00Z')).toBe('23 November 2026, 20.05 WIB');
    expect(formatDateTimeId('2026-11-23T17:30:00Z')).toBe('24 November 2026, 00.30 WIB');
    expect(formatDateTimeId('bukan tanggal')).toBeNull();
  });
});

describe('formatClockWib (spec §1: Jakarta time)', () => {
  it('reads the instant in Asia/Jakarta, UTC+7, with a colon', () => {
    expect(formatClockWib('2026-11-24T10:00:00Z')).toBe('17:00 WIB');
    expect(formatClockWib('2026-11-24T20:05:00+00:00')).toBe('03:05 WIB');
    expect(formatClockWib('2026-11-24T08:30:00+07:00')).toBe('08:30 WIB');
    expect(formatClockWib('besok')).toBeNull();
  });
});
