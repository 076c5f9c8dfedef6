import { describe, expect, it } from 'vitest';
import { GUARD_NAMES, isGuardName } from './guards';

describe('isGuardName (spec §6 guards; §8 "Unknown middleware gives 500")', () => {
  it.each(GUARD_NAMES)('knows %s', (name) => {
    expect(isGuardName(name)).toBe(true);
  });

  it.each([['admin'], ['Authz'], ['authz '], [''], [undefined], [null], [1], [['authz']]])('does not know %j', (value) => {
    expect(isGuardName(value)).toBe(false);
  });
});
