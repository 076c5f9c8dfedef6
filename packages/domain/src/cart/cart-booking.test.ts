import { describe, expect, it } from 'vitest';
import { CART_BOOKING_KEY, readKeptCheckoutChoices, shouldClearBookedCart, shouldSaveBookedCart } from './cart-booking';

describe('cart booking (spec §4)', () => {
  it("is stored as 'carts'", () => {
    expect(CART_BOOKING_KEY).toBe('carts');
  });

  it('is saved when moving to /buy and before /registry/external-checkout/{id}', () => {
    expect(shouldSaveBookedCart('/buy')).toBe(true);
    expect(shouldSaveBookedCart('/buy?from=cart')).toBe(true);
    expect(shouldSaveBookedCart('/registry/external-checkout/42')).toBe(true);
    expect(shouldSaveBookedCart('/cart')).toBe(false);
    expect(shouldSaveBookedCart('/buyer')).toBe(false);
    expect(shouldSaveBookedCart('/registry/external-checkout-old')).toBe(false);
  });

  it('is removed on any route other than buy, voucher, address-select or address-add', () => {
    for (const p of ['/buy', '/voucher', '/address/select', '/address/add?from=%2Fbuy&to=%2Fbuy', '/registry/external-checkout/42']) {
      expect(shouldClearBookedCart(p)).toBe(false);
    }
    for (const p of ['/', '/cart', '/vouchers', '/voucher/claim/3', '/profile/address', '/buy/extra']) {
      expect(shouldClearBookedCart(p)).toBe(true);
    }
  });

  it('is kept through the district search and the pin of a first address (decision 0180)', () => {
    expect(shouldClearBookedCart('/address/search-pinpoint?from=%2Fbuy')).toBe(false);
    expect(shouldClearBookedCart('/address/pinpoint')).toBe(false);
  });
});

describe('the choices kept across a reload of /buy (issue 31, decision 0532)', () => {
  it('reads back the address, the payment method and the voucher by code or by id', () => {
    expect(readKeptCheckoutChoices(JSON.stringify({ addressId: '2', paymentMethod: 'bca_va', voucher: { code: 'KADOBARU' } })))
      .toEqual({ addressId: '2', paymentMethod: 'bca_va', voucher: { code: 'KADOBARU' } });
    expect(readKeptCheckoutChoices(JSON.stringify({ voucher: { id: '4' } }))).toEqual({ addressId: null, paymentMethod: null, voucher: { id: '4' } });
  });

  it('reads anything malformed as not chosen, never throwing', () => {
    expect(readKeptCheckoutChoices(null)).toBeNull();
    expect(readKeptCheckoutChoices('{oops')).toBeNull();
    expect(readKeptCheckoutChoices('42')).toBeNull();
    expect(readKeptCheckoutChoices(JSON.stringify({ addressId: 7, paymentMethod: '', voucher: 'KADOBARU' }))).toEqual({ addressId: null, paymentMethod: null, voucher: null });
  });
});
