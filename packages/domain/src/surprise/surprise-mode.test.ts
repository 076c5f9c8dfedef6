import { describe, expect, it } from 'vitest';
import { checkSurpriseSettings, jakartaDay, NO_SURPRISE, ownerSight, surpriseRevealAt, surpriseRevealDay } from './surprise-mode';

const at = (iso: string) => Date.parse(iso);
const on = { enabled: true, hideTaken: false, revealOn: null, dueDate: '2027-01-20' } as const;

describe('surprise mode: what the owner may see', () => {
  it('off: everything', () => {
    expect(ownerSight(NO_SURPRISE, at('2026-11-23T10:00:00Z'))).toEqual({ names: true, taken: true, revealAtMs: null });
  });

  it('on, before the due date: counts but no names; from 00:00 WIB of the day: everything', () => {
    expect(ownerSight(on, at('2027-01-19T16:59:59Z'))).toMatchObject({ names: false, taken: true });
    expect(ownerSight(on, at('2027-01-19T17:00:00Z'))).toMatchObject({ names: true, taken: true });
  });

  it('the day she picks wins over the due date', () => {
    const s = { ...on, revealOn: '2026-12-01' };
    expect(surpriseRevealDay(s)).toBe('2026-12-01');
    expect(surpriseRevealAt(s)).toBe(at('2026-12-01T00:00:00+07:00'));
    expect(ownerSight(s, at('2026-12-01T01:00:00+07:00')).names).toBe(true);
  });

  it('hiding taken too hides whether anything is taken', () => {
    expect(ownerSight({ ...on, hideTaken: true }, at('2026-11-23T00:00:00Z'))).toMatchObject({ names: false, taken: false });
  });

  it('on without any date stays hidden', () => {
    expect(ownerSight({ ...on, dueDate: null }, at('2099-01-01T00:00:00Z'))).toEqual({ names: false, taken: true, revealAtMs: null });
  });
});

describe('checking a surprise setting', () => {
  const now = at('2026-11-23T10:00:00Z');
  it('accepts a date from today on', () => {
    expect(checkSurpriseSettings(on, now)).toEqual({});
    expect(checkSurpriseSettings({ ...on, revealOn: jakartaDay(now) }, now)).toEqual({});
  });
  it('asks for a date when turned on without one', () => {
    expect(checkSurpriseSettings({ ...on, dueDate: null }, now)).toEqual({ reveal_on: 'Pilih tanggal buka kejutan atau isi perkiraan lahir (HPL)' });
  });
  it('refuses a past day, a day too far, and a date that is not one', () => {
    expect(checkSurpriseSettings({ ...on, revealOn: '2026-11-22' }, now)).toEqual({ reveal_on: 'Tanggal buka kejutan tidak boleh sebelum hari ini' });
    expect(checkSurpriseSettings({ ...on, dueDate: '2028-12-31' }, now)).toEqual({ due_date: 'Tanggal buka kejutan paling lambat 400 hari dari hari ini' });
    expect(checkSurpriseSettings({ ...on, revealOn: '2026-02-30' }, now)).toEqual({ reveal_on: 'Tanggal buka kejutan tidak valid' });
    expect(checkSurpriseSettings({ ...NO_SURPRISE, dueDate: 'besok' }, now)).toEqual({ due_date: 'Tanggal perkiraan lahir tidak valid' });
  });
  it('off with no dates is valid', () => {
    expect(checkSurpriseSettings(NO_SURPRISE, now)).toEqual({});
  });
});
