import { describe, expect, it } from 'vitest';
import { defaultVariant, productExists, someVariantExists, variantToAdd } from './product-exists';

describe('productExists (spec §5)', () => {
  it('is true only if all variants exist', () => {
    expect(productExists([{ skuId: 1, exists: true }, { skuId: 2, exists: true }])).toBe(true);
    expect(productExists([{ skuId: 1, exists: true }, { skuId: 2, exists: false }])).toBe(false);
  });
  it('is false for an empty list (decision 0017)', () => {
    expect(productExists([])).toBe(false);
  });
});

describe('variantToAdd (spec §5: a product is in the registry only when all its variants are)', () => {
  const variants = [
    { skuId: 'a', stock: 0 },
    { skuId: 'b', stock: 3 },
    { skuId: 'c', stock: 2 },
  ];
  it('takes the first variant in stock that is not in the registry yet', () => {
    expect(variantToAdd(variants, () => false)?.skuId).toBe('b');
    expect(variantToAdd(variants, (sku) => sku === 'b')?.skuId).toBe('c');
  });
  it('falls back to the first in stock, then the first, and none without variants', () => {
    expect(variantToAdd(variants, () => true)?.skuId).toBe('b');
    expect(variantToAdd([{ skuId: 'x', stock: 0 }], () => false)?.skuId).toBe('x');
    expect(variantToAdd([], () => false)).toBeUndefined();
  });
});

describe('defaultVariant (the variant a product page opens on)', () => {
  it('is the first in stock, else the first, and none without variants', () => {
    expect(defaultVariant([{ skuId: 'a', stock: 0 }, { skuId: 'b', stock: 3 }, { skuId: 'c', stock: 2 }])?.skuId).toBe('b');
    expect(defaultVariant([{ skuId: 'x', stock: 0 }, { skuId: 'y', stock: 0 }])?.skuId).toBe('x');
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('someVariantExists (a product partly in the registry; QA, 28 November)', () => {
  it('is true when any variant is in, false when none is or nothing was answered', () => {
    expect(someVariantExists([{ skuId: '1', exists: true }, { skuId: '2', exists: false }])).toBe(true);
    expect(someVariantExists([{ skuId: '1', exists: false }])).toBe(false);
    expect(someVariantExists([])).toBe(false);
  });
});
