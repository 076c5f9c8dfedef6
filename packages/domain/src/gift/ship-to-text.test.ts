import { describe, expect, it } from 'vitest';
import { giverShipToLevel, type ShipToViewer } from './ship-to-text';

const giver: ShipToViewer = { isOwner: false, addressVisible: true, detailVisible: false, holdsOutsideGift: false };

describe('giverShipToLevel (issue 31, decision 0530)', () => {
  it('gives the giver who holds a gift from another shop the full address when the owner shows her address', () => {
    expect(giverShipToLevel({ ...giver, holdsOutsideGift: true })).toBe('full');
  });

  it('gives every other giver the area only, unless the owner shows the full address to all', () => {
    expect(giverShipToLevel(giver)).toBe('area');
    expect(giverShipToLevel({ ...giver, detailVisible: true })).toBe('full');
  });

  it('never shows more than the first name and city while the owner hides her address, holder or not', () => {
    expect(giverShipToLevel({ ...giver, addressVisible: false, holdsOutsideGift: true })).toBe('masked');
    expect(giverShipToLevel({ ...giver, addressVisible: false, detailVisible: true })).toBe('masked');
  });

  it('shows the owner her whole address', () => {
    expect(giverShipToLevel({ isOwner: true, addressVisible: false, detailVisible: false, holdsOutsideGift: false })).toBe('full');
  });
});
