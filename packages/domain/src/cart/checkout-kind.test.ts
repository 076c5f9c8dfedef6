import { describe, expect, it } from 'vitest';
import { checkoutKind, checkoutNeedsOwnAddress } from './checkout-kind';

const gift = (ownerId: string, contribution: number | null = null) => ({ giftProductId: `g${ownerId}`, ownerId, contribution });
const regular = { giftProductId: null, ownerId: null, contribution: null };

describe('checkoutKind', () => {
  it('registry gifts of one owner ship to the owner', () => {
    expect(checkoutKind([gift('1'), gift('1', 50_000)])).toBe('registry');
    expect(checkoutNeedsOwnAddress('registry')).toBe(false);
  });
  it('contributions only: no parcel, no address', () => {
    expect(checkoutKind([gift('1', 250_000)])).toBe('contribution');
    expect(checkoutNeedsOwnAddress('contribution')).toBe(false);
  });
  it('regular lines: the shopper picks her address', () => {
    expect(checkoutKind([regular])).toBe('regular');
    expect(checkoutNeedsOwnAddress('regular')).toBe(true);
  });
  it('gifts with shopping, or gifts of two registries, are mixed', () => {
    expect(checkoutKind([gift('1'), regular])).toBe('mixed');
    expect(checkoutKind([gift('1'), gift('2')])).toBe('mixed');
    expect(checkoutKind([])).toBe('empty');
  });
});
