import { describe, expect, it } from 'vitest';
import { GIFT_BADGES, giftDisplayStatus, transactionStatusOf } from './gift-status';

describe('giftDisplayStatus (spec §4)', () => {
  it('lists the badges of spec §4 in order', () => {
    expect(GIFT_BADGES).toEqual(['Selesai', 'Dibeli', 'Di Keranjang', 'Direservasi', 'Dikemas', 'Dikirim']);
  });

  it("manually purchased: 'Selesai', or 'Dibeli' if external", () => {
    expect(giftDisplayStatus({ manuallyPurchasedAt: '2022-06-17T12:48:31Z' })).toBe('Selesai');
    expect(giftDisplayStatus({ manuallyPurchasedAt: '2022-06-17T12:48:31Z', externalProduct: { url: 'https://shp.ee/x' } })).toBe('Dibeli');
    expect(giftDisplayStatus({ manuallyPurchasedAt: '2022-06-17', transactionStatus: 'pickedup', paymentCompleted: true })).toBe('Selesai');
  });

  it("external item: 'Dibeli' if purchased, else 'Direservasi'", () => {
    expect(giftDisplayStatus({ externalProduct: { id: 1 }, isPurchase: true })).toBe('Dibeli');
    expect(giftDisplayStatus({ externalProduct: { id: 1 }, isPurchase: false })).toBe('Direservasi');
    expect(giftDisplayStatus({ externalProduct: { id: 1 }, transactionStatus: 'delivered', paymentCompleted: true })).toBe('Direservasi');
    // Decision 0266: bought outside and the courier says delivered.
    expect(giftDisplayStatus({ externalProduct: { id: 1 }, isPurchase: true, transactionStatus: 'pickedup' })).toBe('Dibeli');
    expect(giftDisplayStatus({ externalProduct: { id: 1 }, isPurchase: true, transactionStatus: 'delivered' })).toBe('Selesai');
  });

  it("delivered with payment complete: 'Selesai'", () => {
    expect(giftDisplayStatus({ transactionStatus: 'delivered', paymentCompleted: true })).toBe('Selesai');
  });

  it("pickedup with payment: 'Dikirim'", () => {
    expect(giftDisplayStatus({ transactionStatus: 'pickedup', paymentCompleted: true })).toBe('Dikirim');
  });

  it("accepted or confirmed with payment: 'Dikemas'", () => {
    expect(giftDisplayStatus({ transactionStatus: 'accepted', paymentCompleted: true })).toBe('Dikemas');
    expect(giftDisplayStatus({ transactionStatus: 'confirmed', paymentCompleted: true })).toBe('Dikemas');
  });

  it("otherwise reserved or default: 'Direservasi'", () => {
    expect(giftDisplayStatus({ transactionStatus: 'reserved' })).toBe('Direservasi');
    expect(giftDisplayStatus({})).toBe('Direservasi');
    expect(giftDisplayStatus({ transactionStatus: 'delivered', paymentCompleted: false })).toBe('Direservasi');
    expect(giftDisplayStatus({ transactionStatus: 'pickedup' })).toBe('Direservasi');
  });

  it("'Di Keranjang' while a giver has it in a cart or checkout, unpaid (decision 0001)", () => {
    expect(giftDisplayStatus({ isInCart: true, transactionStatus: null, paymentCompleted: false })).toBe('Di Keranjang');
    expect(giftDisplayStatus({ isInCart: true, transactionStatus: 'reserved' })).toBe('Di Keranjang');
    expect(giftDisplayStatus({ transactionStatus: 'pending', paymentCompleted: false })).toBe('Di Keranjang');
    expect(giftDisplayStatus({ isInCart: true, transactionStatus: 'confirmed', paymentCompleted: true })).toBe('Dikemas');
    expect(giftDisplayStatus({ isInCart: true, externalProduct: { id: 1 } })).toBe('Direservasi');
    expect(giftDisplayStatus({ isInCart: true, manuallyPurchasedAt: '2022-06-17T12:48:31Z' })).toBe('Selesai');
  });

  it('treats an empty manuallyPurchasedAt as not purchased', () => {
    expect(giftDisplayStatus({ manuallyPurchasedAt: '', transactionStatus: 'pickedup', paymentCompleted: true })).toBe('Dikirim');
  });
});

describe('transactionStatusOf (spec §4: an unknown state is reserved, never a broken list)', () => {
  it('keeps none as null and a known state as itself, in any case', () => {
    expect(transactionStatusOf(null)).toBeNull();
    expect(transactionStatusOf(undefined)).toBeNull();
    expect(transactionStatusOf('  ')).toBeNull();
    expect(transactionStatusOf('pickedup')).toBe('pickedup');
    expect(transactionStatusOf(' DELIVERED ')).toBe('delivered');
  });

  it("reads an unknown state as 'reserved', shown 'Direservasi'", () => {
    expect(transactionStatusOf('on_hold')).toBe('reserved');
    expect(giftDisplayStatus({ transactionStatus: transactionStatusOf('returned'), paymentCompleted: true })).toBe('Direservasi');
  });
});
