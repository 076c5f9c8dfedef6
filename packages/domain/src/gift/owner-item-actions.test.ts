import { describe, expect, it } from 'vitest';
import type { GiftProduct } from '../model';
import { giftQuantity, ownerItemActions } from './owner-item-actions';

const free: GiftProduct = {
  id: '1', product: null, variant: null, quantity: 1, subtotalPrice: 100000, transactionStatus: null, paymentCompleted: false,
  reservedBy: null, isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null, isPrivate: false,
  variants: [], note: null, contributedAmount: 0, contributions: [], groupId: '1', quantityWanted: 1, quantityOpen: 1, givenByViewer: false,
};

describe('ownerItemActions (spec §4 item actions, decision 0104)', () => {
  it('a free gift can be marked purchased, hidden, edited and deleted', () => {
    expect(ownerItemActions(free)).toEqual(['purchased', 'hide', 'edit', 'delete']);
  });

  it('a manually purchased gift offers "not purchased"; a hidden one "show"', () => {
    expect(ownerItemActions({ ...free, manuallyPurchasedAt: '2024-06-01T00:00:00.000Z', isPurchase: true, isPrivate: true })).toEqual([
      'notPurchased', 'show', 'edit', 'delete',
    ]);
  });

  it('a reserved, unpaid gift can have its reservation cancelled', () => {
    expect(ownerItemActions({ ...free, transactionStatus: 'reserved', reservedBy: 'Rina' })).toContain('cancel');
    expect(ownerItemActions({ ...free, isInCart: true, reservedBy: 'Lina' })).toContain('cancel');
  });

  it('unpaid patungan pledges on a gift nobody holds can be released; a hold is cancelled instead', () => {
    expect(ownerItemActions({ ...free, pendingPledgeAmount: 50_000 })).toEqual(['purchased', 'releasePledge', 'hide', 'edit', 'delete']);
    expect(ownerItemActions({ ...free, pendingPledgeAmount: 50_000, reservedBy: 'Rina', transactionStatus: 'reserved' })).not.toContain('releasePledge');
    expect(ownerItemActions({ ...free, pendingPledgeAmount: 0 })).not.toContain('releasePledge');
  });

  it('a paid, delivered gift offers only "not delivered" and hide/show: no delete, no cancel', () => {
    expect(ownerItemActions({ ...free, transactionStatus: 'delivered', paymentCompleted: true, reservedBy: 'Rina' })).toEqual(['undelivered', 'hide']);
  });

  it('an external gift a giver bought can be set back to not purchased', () => {
    const ext = { ...free, externalProduct: { name: 'X', url: 'https://shopee.co.id/x', price: 1, imageUrl: null, marketplace: 'shopee' }, isPurchase: true, reservedBy: 'Budi' };
    expect(ownerItemActions(ext)).toContain('notPurchased');
    expect(ownerItemActions(ext)).not.toContain('cancel');
  });
});

describe('giftQuantity (the edit action, 1 to 99 units)', () => {
  it('takes a whole number from 1 to 99, spaces around allowed', () => {
    expect(giftQuantity('1')).toBe(1);
    expect(giftQuantity(' 99 ')).toBe(99);
    expect(giftQuantity('03')).toBe(3);
  });
  it('refuses nothing, zero, more than 99, fractions, signs and words', () => {
    for (const typed of ['', '0', '100', '1.5', '2,5', '-1', '+2', '1e1', 'dua', ' ']) expect(giftQuantity(typed)).toBeNull();
  });
});
