import { describe, expect, it } from 'vitest';
import { cartChildId, setDefaultChild } from './default-child';

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

describe('cartChildId (spec §7 child_id of POST v2/carts)', () => {
  it('is the default child, else the first one, else null', () => {
    expect(cartChildId([{ id: '10', isDefault: false }, { id: '11', isDefault: true }])).toBe('11');
    expect(cartChildId([{ id: '10', isDefault: false }, { id: '11', isDefault: false }])).toBe('10');
    expect(cartChildId([])).toBeNull();
  });
});
