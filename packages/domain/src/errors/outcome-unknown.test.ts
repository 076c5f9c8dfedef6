import { describe, expect, it } from 'vitest';
import { isOutcomeUnknown, type DomainErrorDetail } from './domain-error';

describe('isOutcomeUnknown', () => {
  it('is true only where the answer was lost, not refused', () => {
    const known: DomainErrorDetail[] = [
      { kind: 'validation', message: 'x', fieldErrors: {} }, { kind: 'not-found', message: 'x', redirectTo404: false },
      { kind: 'unauthorized' }, { kind: 'forbidden' }, { kind: 'conflict', message: 'x' }, { kind: 'bad-request', message: 'x' },
      { kind: 'unexpected' },
    ];
    expect(known.map(isOutcomeUnknown)).toEqual(known.map(() => false));
    expect(isOutcomeUnknown({ kind: 'timeout' })).toBe(true);
    expect(isOutcomeUnknown({ kind: 'offline' })).toBe(true);
  });
});
