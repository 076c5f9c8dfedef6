import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GIFT_BADGES, giftDisplayStatus, type GiftStatusInput } from './gift-status';

const RUNS = { numRuns: 300 };
const statusArb = fc.oneof(
  fc.constantFrom('delivered', 'pickedup', 'accepted', 'confirmed', 'reserved', 'pending', 'paid', 'cancelled', 'DELIVERED', ' pickedup '),
  fc.string(),
);
const giftArb: fc.Arbitrary<GiftStatusInput> = fc.record(
  {
    transactionStatus: fc.option(statusArb, { nil: undefined }),
    paymentCompleted: fc.option(fc.boolean(), { nil: undefined }),
    isInCart: fc.option(fc.boolean(), { nil: undefined }),
    externalProduct: fc.option(fc.oneof(fc.constant({ id: 1 }), fc.constant(null)), { nil: undefined }),
    isPurchase: fc.option(fc.boolean(), { nil: undefined }),
    manuallyPurchasedAt: fc.option(fc.oneof(fc.constant('2022-06-17T12:48:31Z'), fc.constant(null)), { nil: undefined }),
  },
  { requiredKeys: [] },
);

describe('giftDisplayStatus properties', { timeout: 60_000 }, () => {
  it('always returns one of the badges', () => {
    fc.assert(fc.property(giftArb, (gift) => (GIFT_BADGES as readonly string[]).includes(giftDisplayStatus(gift))), RUNS);
  });

  it('a manual purchase wins over any transaction status', () => {
    fc.assert(
      fc.property(giftArb, (gift) => {
        const withManual = { ...gift, manuallyPurchasedAt: '2023-01-01T00:00:00Z' };
        const expected = gift.externalProduct ? 'Dibeli' : 'Selesai';
        expect(giftDisplayStatus(withManual)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('an external item is only ever Dibeli or Direservasi, or Selesai once bought and delivered by the courier (decision 0266)', () => {
    fc.assert(
      fc.property(giftArb, (gift) => {
        const badge = giftDisplayStatus({ ...gift, externalProduct: { id: 9 } });
        const done = !gift.manuallyPurchasedAt && gift.isPurchase === true && (gift.transactionStatus ?? '').trim().toLowerCase() === 'delivered';
        return done ? badge === 'Selesai' : ['Dibeli', 'Direservasi'].includes(badge);
      }),
      RUNS,
    );
  });

  it('without payment and without manual purchase a catalogue gift is never shipped, packed or done', () => {
    fc.assert(
      fc.property(giftArb, (gift) => {
        const badge = giftDisplayStatus({ ...gift, paymentCompleted: false, manuallyPurchasedAt: null, externalProduct: null });
        return badge === 'Direservasi' || badge === 'Di Keranjang';
      }),
      RUNS,
    );
  });

  it('Di Keranjang appears exactly for an unpaid catalogue gift in a cart or pending checkout, without manual purchase', () => {
    fc.assert(
      fc.property(giftArb, (gift) => {
        const expected =
          !gift.manuallyPurchasedAt && !gift.externalProduct && gift.paymentCompleted !== true &&
          (gift.isInCart === true || (gift.transactionStatus ?? '').trim().toLowerCase() === 'pending');
        expect(giftDisplayStatus(gift) === 'Di Keranjang').toBe(expected);
      }),
      RUNS,
    );
  });

  it('Dibeli appears only for external items', () => {
    fc.assert(
      fc.property(giftArb, (gift) => giftDisplayStatus({ ...gift, externalProduct: null }) !== 'Dibeli'),
      RUNS,
    );
  });
});
