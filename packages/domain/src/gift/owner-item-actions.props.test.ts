import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GiftProduct, TransactionStatus } from '../model';
import { giftQuantity, MAX_GIFT_QUANTITY, ownerItemActions, type OwnerItemAction } from './owner-item-actions';

const ALL: readonly OwnerItemAction[] = ['purchased', 'notPurchased', 'undelivered', 'cancel', 'hide', 'show', 'edit', 'delete'];
const STATUSES: readonly (TransactionStatus | null)[] = [null, 'pending', 'reserved', 'paid', 'accepted', 'confirmed', 'pickedup', 'delivered', 'cancelled'];

const giftArb: fc.Arbitrary<GiftProduct> = fc
  .record({
    transactionStatus: fc.constantFrom(...STATUSES),
    paymentCompleted: fc.boolean(),
    reservedBy: fc.option(fc.constantFrom('Rina', 'Budi'), { nil: null }),
    isInCart: fc.boolean(),
    external: fc.boolean(),
    isPurchase: fc.boolean(),
    manuallyPurchasedAt: fc.option(fc.constant('2024-06-01T00:00:00.000Z'), { nil: null }),
    isPrivate: fc.boolean(),
  })
  .map(({ external, ...rest }) => ({
    id: '1', product: null, variant: null, quantity: 1, subtotalPrice: 100_000, variants: [], note: null, contributedAmount: 0,
    contributions: [], groupId: '1', quantityWanted: 1, quantityOpen: 1, givenByViewer: false,
    externalProduct: external ? { name: 'X', url: 'https://shopee.co.id/x', price: 1, imageUrl: null, marketplace: 'shopee' } : null,
    ...rest,
  }));

describe('ownerItemActions properties (spec §4 item actions)', () => {
  it('lists each action at most once, only known ones, and always exactly one of hide/show', () => {
    fc.assert(fc.property(giftArb, (gift) => {
      const actions = ownerItemActions(gift);
      expect(new Set(actions).size).toBe(actions.length);
      expect(actions.every((a) => ALL.includes(a))).toBe(true);
      expect(actions.filter((a) => a === 'hide' || a === 'show')).toEqual([gift.isPrivate ? 'show' : 'hide']);
    }));
  });

  it('a paid gift can never be marked purchased, edited, deleted or have its hold cancelled', () => {
    fc.assert(fc.property(giftArb, (gift) => {
      const actions = ownerItemActions({ ...gift, paymentCompleted: true });
      for (const refused of ['purchased', 'edit', 'delete', 'cancel'] as const) expect(actions).not.toContain(refused);
    }));
  });

  it('"purchased" and "not purchased" never show together; "not delivered" only for a delivered gift', () => {
    fc.assert(fc.property(giftArb, (gift) => {
      const actions = ownerItemActions(gift);
      expect(actions.includes('purchased') && actions.includes('notPurchased')).toBe(false);
      expect(actions.includes('undelivered')).toBe(gift.transactionStatus === 'delivered');
    }));
  });
});

describe('giftQuantity properties', () => {
  it('any text gives null or a whole number within 1..99, and every such number round-trips', () => {
    fc.assert(fc.property(fc.string(), (typed) => {
      const quantity = giftQuantity(typed);
      if (quantity !== null) {
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(MAX_GIFT_QUANTITY);
      }
    }));
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_GIFT_QUANTITY }), (n) => {
      expect(giftQuantity(String(n))).toBe(n);
    }));
    fc.assert(fc.property(fc.integer({ min: MAX_GIFT_QUANTITY + 1, max: 1_000_000 }), (n) => {
      expect(giftQuantity(String(n))).toBeNull();
    }));
  });
});
