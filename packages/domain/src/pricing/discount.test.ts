import { describe, expect, it } from 'vitest';
import { discountPercent, isDiscounted } from './discount';

describe('discount (spec §5, §9)', () => {
  it('is shown only if oldPrice exceeds price', () => {
    expect(isDiscounted({ price: 150_000, oldPrice: 200_000 })).toBe(true);
    expect(discountPercent({ price: 200_000, oldPrice: 200_000 })).toBeNull();
    expect(discountPercent({ price: 250_000, oldPrice: 200_000 })).toBeNull();
    expect(discountPercent({ price: 200_000, oldPrice: null })).toBeNull();
    expect(discountPercent({ price: 200_000 })).toBeNull();
  });

  it('rounds the percentage to a whole number', () => {
    expect(discountPercent({ price: 150_000, oldPrice: 200_000 })).toBe(25);
    expect(discountPercent({ price: 99_900, oldPrice: 150_000 })).toBe(33);
    expect(discountPercent({ price: 2, oldPrice: 3 })).toBe(33);
    expect(discountPercent({ price: 1, oldPrice: 3 })).toBe(67);
  });

  it('never reaches 100 for a positive price, and hides a rounded 0', () => {
    expect(discountPercent({ price: 1, oldPrice: 1_000_000 })).toBe(99);
    expect(discountPercent({ price: 999_999, oldPrice: 1_000_000 })).toBeNull();
    expect(discountPercent({ price: 0, oldPrice: 50_000 })).toBe(100);
  });

  it('ignores unreadable prices', () => {
    expect(discountPercent({ price: Number.NaN, oldPrice: 10 })).toBeNull();
    expect(discountPercent({ price: 5, oldPrice: Infinity })).toBeNull();
    expect(discountPercent({ price: -5, oldPrice: 10 })).toBeNull();
  });
});
