import { describe, expect, it } from 'vitest';
import type { GiftProduct } from '../model';
import { giverGiftState, shipToArea, unitsStillNeeded } from './giver-view';
import { shipToText } from './ship-to-text';

const base: GiftProduct = {
  id: '1', product: { id: '9', name: 'Stroller', slug: 'stroller', images: [], merchant: { slug: 'm' }, price: 750_000, oldPrice: null, isOutOfStock: false } as unknown as GiftProduct['product'],
  variant: null, quantity: 1, subtotalPrice: 750_000, transactionStatus: null, paymentCompleted: false, reservedBy: null,
  isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null, isPrivate: false, variants: [], note: null,
  contributedAmount: 0, contributions: [], groupId: '1', quantityWanted: 1, quantityOpen: 1, givenByViewer: false,
};

describe('giverGiftState', () => {
  it('a free gift is open', () => expect(giverGiftState(base)).toBe('open'));
  it("someone else's reservation is taken", () => expect(giverGiftState({ ...base, reservedBy: 'Ani', transactionStatus: 'reserved' })).toBe('taken'));
  it('my reservation is held, my paid gift is given (never "taken by someone else")', () => {
    expect(giverGiftState({ ...base, reservedBy: 'Ani', transactionStatus: 'reserved', givenByViewer: true })).toBe('held');
    expect(giverGiftState({ ...base, reservedBy: 'Ani', transactionStatus: 'confirmed', paymentCompleted: true, givenByViewer: true })).toBe('given');
    expect(giverGiftState({ ...base, reservedBy: 'Ani', transactionStatus: 'confirmed', paymentCompleted: true }, true)).toBe('given');
  });
  it('a patungan under way is sharing; fully funded is given for a contributor and funded for others', () => {
    expect(giverGiftState({ ...base, contributedAmount: 250_000 })).toBe('sharing');
    expect(giverGiftState({ ...base, contributedAmount: 750_000 })).toBe('funded');
    expect(giverGiftState({ ...base, contributedAmount: 750_000, givenByViewer: true })).toBe('given');
  });
  it('a pledge waiting for its payment makes it sharing too: the portal took its units out of the open ones', () => {
    expect(giverGiftState({ ...base, quantityOpen: 0 })).toBe('sharing');
    expect(giverGiftState({ ...base, quantity: 3, quantityWanted: 3, quantityOpen: 0, givenByViewer: true })).toBe('sharing');
    // An outside shop's gift is never shared: it stays open until someone holds it.
    expect(giverGiftState({ ...base, quantityOpen: 0, externalProduct: { url: 'https://shopee.co.id/x' } as GiftProduct['externalProduct'] })).toBe('open');
  });
});

describe('unitsStillNeeded and shipToArea', () => {
  it('says how many of several units are still needed', () => {
    expect(unitsStillNeeded({ quantityOpen: 1, quantityWanted: 3 })).toEqual({ open: 1, wanted: 3 });
    expect(unitsStillNeeded({ quantityOpen: 1, quantityWanted: 1 })).toBeNull();
  });
  it('joins only the parts the viewer may see', () => {
    expect(shipToArea({ receiverName: 'Sari', city: 'Jakarta Selatan', district: null, province: null, address: null, postalCode: null, receiverPhone: null, visibility: 'masked' })).toBe('Jakarta Selatan');
    expect(shipToArea({ receiverName: 'Sari W', city: 'Jakarta Selatan', district: 'Kebayoran Baru', province: 'DKI Jakarta', address: null, postalCode: null, receiverPhone: null, visibility: 'area' })).toBe('Kebayoran Baru, Jakarta Selatan, DKI Jakarta');
  });
});

describe('shipToText (issue 31: the giver copies the address into another shop\'s form)', () => {
  const full = {
    receiverName: 'Sari Wulandari', receiverPhone: '081234567801', address: 'Jl. Melawai Raya No. 12', district: 'Kebayoran Baru', city: 'Jakarta Selatan',
    province: 'DKI Jakarta', postalCode: '12160', visibility: 'full' as const,
  };
  it('one line each: receiver and phone, street, area with the postal code', () => {
    expect(shipToText(full)).toBe('Sari Wulandari · 081234567801\nJl. Melawai Raya No. 12\nKebayoran Baru, Jakarta Selatan, DKI Jakarta 12160');
  });
  it('only what the viewer may see; nothing at the masked level', () => {
    expect(shipToText({ ...full, receiverPhone: null, address: null, postalCode: null, visibility: 'area' })).toBe('Sari Wulandari\nKebayoran Baru, Jakarta Selatan, DKI Jakarta');
    expect(shipToText({ ...full, district: null, province: null, receiverPhone: null, address: null, postalCode: null, visibility: 'masked' })).toBeNull();
  });
});
