import { describe, expect, it } from 'vitest';
import type { GiftProduct } from '@kado/domain';
import { ownerActionsFor } from './gift-actions';

const free: GiftProduct = {
  id: '1', product: null, variant: null, quantity: 1, subtotalPrice: 100000, transactionStatus: null, paymentCompleted: false,
  reservedBy: null, isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null, isPrivate: false,
  variants: [], note: null, contributedAmount: 0, contributions: [], groupId: '1', quantityWanted: 1, quantityOpen: 1, givenByViewer: false,
};

describe('ownerActionsFor (spec §4 item actions, decision 0104)', () => {
  it('a free gift can be marked purchased, hidden, edited and deleted', () => {
    expect(ownerActionsFor(free)).toEqual(['purchased', 'hide', 'edit', 'delete']);
  });

  it('a manually purchased gift offers "not purchased"; a hidden one "show"', () => {
    expect(ownerActionsFor({ ...free, manuallyPurchasedAt: '2024-06-01T00:00:00.000Z', isPurchase: true, isPrivate: true })).toEqual([
      'notPurchased', 'show', 'edit', 'delete',
    ]);
  });

  it('a reserved, unpaid gift can have its reservation cancelled', () => {
    expect(ownerActionsFor({ ...free, transactionStatus: 'reserved', reservedBy: 'Rina' })).toContain('cancel');
    expect(ownerActionsFor({ ...free, isInCart: true, reservedBy: 'Lina' })).toContain('cancel');
  });

  it('a paid, delivered gift offers only "not delivered" and hide/show: no delete, no cancel', () => {
    expect(ownerActionsFor({ ...free, transactionStatus: 'delivered', paymentCompleted: true, reservedBy: 'Rina' })).toEqual(['undelivered', 'hide']);
  });

  it('an external gift a giver bought can be set back to not purchased', () => {
    const ext = { ...free, externalProduct: { name: 'X', url: 'https://shopee.co.id/x', price: 1, imageUrl: null, marketplace: 'shopee' }, isPurchase: true, reservedBy: 'Budi' };
    expect(ownerActionsFor(ext)).toContain('notPurchased');
    expect(ownerActionsFor(ext)).not.toContain('cancel');
  });
});
