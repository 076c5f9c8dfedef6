import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setPrimaryAddress } from './primary-address';
import { setDefaultChild } from '../child/default-child';

const RUNS = { numRuns: 300 };
const deepFreeze = <T extends object[]>(list: T): T => {
  list.forEach((x) => Object.freeze(x));
  return Object.freeze(list);
};
const addresses = fc.uniqueArray(fc.record({ id: fc.nat(50), primary: fc.boolean(), label: fc.string() }), { selector: (a) => a.id, maxLength: 8 });
const children = fc.uniqueArray(fc.record({ id: fc.nat(50), isDefault: fc.boolean(), name: fc.string() }), { selector: (c) => c.id, maxLength: 8 });

describe('primary address and default child properties', { timeout: 60_000 }, () => {
  it('exactly one primary afterwards when the id is in the list, the chosen one; other fields kept; input untouched', () => {
    fc.assert(
      fc.property(addresses, fc.nat(50), (list, id) => {
        const frozen = deepFreeze(list.map((a) => ({ ...a })));
        const out = setPrimaryAddress(frozen, id);
        expect(out.map(({ id: i, label }) => ({ i, label }))).toEqual(list.map(({ id: i, label }) => ({ i, label })));
        if (list.some((a) => a.id === id)) {
          expect(out.filter((a) => a.primary).map((a) => a.id)).toEqual([id]);
        } else {
          expect(out).toEqual(list);
        }
        expect(frozen).toEqual(list);
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(addresses, fc.nat(50), (list, id) => {
      const once = setPrimaryAddress(list, id);
      expect(setPrimaryAddress(once, id)).toEqual(once);
    }), RUNS);
  });

  it('exactly one default child afterwards when the id is in the list; input untouched', () => {
    fc.assert(
      fc.property(children, fc.nat(50), (list, id) => {
        const frozen = deepFreeze(list.map((c) => ({ ...c })));
        const out = setDefaultChild(frozen, id);
        expect(out.length).toBe(list.length);
        if (list.some((c) => c.id === id)) expect(out.filter((c) => c.isDefault).map((c) => c.id)).toEqual([id]);
        else expect(out).toEqual(list);
        expect(out.map((c) => c.name)).toEqual(list.map((c) => c.name));
        expect(frozen).toEqual(list);
      }),
      RUNS,
    );
  });
});
