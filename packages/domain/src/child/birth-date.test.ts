import { describe, expect, it } from 'vitest';
import { birthDateKind } from './birth-date';

const at = (iso: string) => Date.parse(iso);

describe("birthDateKind (issue 31: a due date is not 'Lahir')", () => {
  it('a date after today in Jakarta is the expected birth; today or before is the birth', () => {
    const now = at('2026-11-27T10:00:00Z'); // 27 November, 17:00 in Jakarta
    expect(birthDateKind('2027-03-01', now)).toBe('due');
    expect(birthDateKind('2026-11-28', now)).toBe('due');
    expect(birthDateKind('2026-11-27', now)).toBe('born');
    expect(birthDateKind('2024-02-14', now)).toBe('born');
  });

  it('reads the day in Jakarta: at 23:30 UTC it is already tomorrow there', () => {
    expect(birthDateKind('2026-11-28', at('2026-11-27T23:30:00Z'))).toBe('born');
  });

  it('answers null for a date it cannot read', () => {
    expect(birthDateKind('kapan-kapan', at('2026-11-27T10:00:00Z'))).toBeNull();
    expect(birthDateKind('2027-03-01', Number.NaN)).toBeNull();
  });
});
