import { describe, expect, it } from 'vitest';
import { setPrimaryAddress } from './primary-address';

const list = [
  { id: 1, primary: true, address_label: 'Rumah' },
  { id: 2, primary: false, address_label: 'Kantor' },
  { id: 3, primary: false, address_label: 'Rumah Nenek' },
] as const;

describe('setPrimaryAddress (spec §4)', () => {
  it('a new primary address unsets the previous primary', () => {
    expect(setPrimaryAddress(list, 2)).toEqual([
      { id: 1, primary: false, address_label: 'Rumah' },
      { id: 2, primary: true, address_label: 'Kantor' },
      { id: 3, primary: false, address_label: 'Rumah Nenek' },
    ]);
  });
  it('does not change the given list', () => {
    const copy = JSON.parse(JSON.stringify(list)) as unknown;
    setPrimaryAddress(list, 3);
    expect(list).toEqual(copy);
  });
  it('leaves the list as it is for an unknown id', () => {
    expect(setPrimaryAddress(list, 99)).toEqual(list);
  });
});
