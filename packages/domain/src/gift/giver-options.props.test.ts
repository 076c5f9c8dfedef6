import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GiftProduct, TransactionStatus } from '../model';
import { isGiftTaken } from './gift-state';
import { checkGiftContribution, giftContributionBounds, giftRemaining, giverOptions, type GiftViewer } from './giver-options';

const STATUSES: readonly (TransactionStatus | null)[] = [null, 'pending', 'reserved', 'paid', 'accepted', 'confirmed', 'pickedup', 'delivered', 'cancelled'];
const ACTIONS = ['reserve', 'buy', 'buyExternal', 'contribute', 'cancel', 'goToCart', 'addResi'] as const;

const giftArb: fc.Arbitrary<GiftProduct> = fc
  .record({
    transactionStatus: fc.constantFrom(...STATUSES),
    paymentCompleted: fc.boolean(),
    reservedBy: fc.option(fc.constantFrom('Rina', 'Budi'), { nil: null }),
    isInCart: fc.boolean(),
    external: fc.boolean(),
    isPurchase: fc.boolean(),
    manuallyPurchasedAt: fc.option(fc.constant('2024-06-01T00:00:00.000Z'), { nil: null }),
    price: fc.integer({ min: 0, max: 20_000_000 }),
    contributedAmount: fc.integer({ min: 0, max: 25_000_000 }),
    revealed: fc.array(fc.boolean(), { maxLength: 3 }),
    givenByViewer: fc.boolean(),
  })
  .map(({ external, price, revealed, ...rest }) => ({
    id: '1', variant: null, quantity: 1, subtotalPrice: price, variants: [], note: null, isPrivate: false, groupId: '1', quantityWanted: 1, quantityOpen: 1,
    product: external ? null : ({ id: '9', name: 'Stroller', slug: 's', images: [], price, variants: [] } as unknown as GiftProduct['product']),
    externalProduct: external ? { name: 'X', url: 'https://shopee.co.id/x', price, imageUrl: null, marketplace: 'shopee' } : null,
    contributions: revealed.map((isRevealed, i) => ({ id: String(i), name: null, amount: 10_000, isRevealed, createdAt: '2024-06-01T00:00:00Z' })),
    ...rest,
  }));
const viewerArb: fc.Arbitrary<GiftViewer> = fc.record({ isOwner: fc.boolean(), holds: fc.boolean(), contributed: fc.boolean(), queued: fc.boolean() });

describe('giverOptions properties', () => {
  it('the owner never has a giver action', () => {
    fc.assert(fc.property(giftArb, viewerArb, (gift, viewer) => {
      const options = giverOptions(gift, { ...viewer, isOwner: true });
      for (const key of [...ACTIONS, 'reveal', 'queued'] as const) expect(options[key]).toBe(false);
    }));
  });

  it("a gift someone else holds offers no action on it; only her own hold can be cancelled", () => {
    fc.assert(fc.property(giftArb, viewerArb, (gift, viewer) => {
      const options = giverOptions(gift, viewer);
      const own = viewer.holds || gift.givenByViewer;
      if (isGiftTaken(gift) && !own) for (const key of ACTIONS) expect(options[key]).toBe(false);
      if (options.cancel) expect(own && isGiftTaken(gift) && !gift.paymentCompleted).toBe(true);
    }));
  });

  it('a taken gift is never reserved or bought again (no double gifting), a catalogue one never at an outside shop', () => {
    fc.assert(fc.property(giftArb, viewerArb, (gift, viewer) => {
      const options = giverOptions(gift, viewer);
      if (isGiftTaken(gift)) expect(options.reserve || options.buy || options.contribute).toBe(false);
      if (gift.externalProduct === null) expect(options.buyExternal || options.addResi).toBe(false);
      else expect(options.buy || options.contribute).toBe(false);
    }));
  });

  it('chipping in is offered only while something is left, and the smallest allowed amount is then accepted', () => {
    fc.assert(fc.property(giftArb, viewerArb, (gift, viewer) => {
      if (!giverOptions(gift, viewer).contribute) return;
      expect(giftRemaining(gift)).toBeGreaterThan(0);
      const { min, max } = giftContributionBounds(gift);
      expect(min).toBeGreaterThan(0);
      expect(min).toBeLessThanOrEqual(max);
      expect(checkGiftContribution(gift, min)).toBe('ok');
      expect(checkGiftContribution(gift, max)).toBe('ok');
      expect(checkGiftContribution(gift, max + 1)).toBe('above-remaining');
    }));
  });

  it('a queued reservation hides every button, and reveal needs her own anonymous contribution', () => {
    fc.assert(fc.property(giftArb, viewerArb, (gift, viewer) => {
      const options = giverOptions(gift, viewer);
      if (options.queued) for (const key of ACTIONS) expect(options[key]).toBe(false);
      if (options.reveal) expect(viewer.contributed && gift.contributions.some((c) => !c.isRevealed)).toBe(true);
    }));
  });
});
