import { describe, expect, it } from 'vitest';
import { setDefaultChild } from './default-child';

describe('setDefaultChild (spec §4)', () => {
  const children = [
    { id: 10, name: 'Arka', isDefault: true },
    { id: 11, name: 'Naura', isDefault: false },
  ];
  it('a new default child unsets the previous default', () => {
    expect(setDefaultChild(children, 11)).toEqual([
      { id: 10, name: 'Arka', isDefault: false },
      { id: 11, name: 'Naura', isDefault: true },
    ]);
    expect(children[0]?.isDefault).toBe(true);
  });
  it('leaves the list as it is for an unknown id', () => {
    expect(setDefaultChild(children, 5)).toEqual(children);
  });
});
