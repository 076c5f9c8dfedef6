import { describe, expect, it } from 'vitest';
import type { GiftProduct } from '../model';
import { canContributeTo, checkGiftContribution, giftContributionBounds, giftRemaining, giverOptions, type GiftViewer } from './giver-options';

const base: GiftProduct = {
  id: '1', product: { id: '9', name: 'Stroller', slug: 'stroller', images: [], merchant: { slug: 'm' }, price: 750_000, oldPrice: null, isOutOfStock: false } as unknown as GiftProduct['product'],
  variant: null, quantity: 1, subtotalPrice: 750_000, transactionStatus: null, paymentCompleted: false, reservedBy: null,
  isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null, isPrivate: false, variants: [], note: null,
  contributedAmount: 0, contributions: [], groupId: '1', quantityWanted: 1, quantityOpen: 1, givenByViewer: false,
};
const external: GiftProduct = { ...base, product: null, subtotalPrice: 0, externalProduct: { name: 'Rak', url: 'https://shopee.co.id/x', price: 200_000, imageUrl: null, marketplace: 'shopee' } };
const guest: GiftViewer = { isOwner: false, holds: false, contributed: false, queued: false };

/** The names of the options that are on. */
const on = (gift: GiftProduct, viewer: GiftViewer = guest) =>
  Object.entries(giverOptions(gift, viewer)).filter(([k, v]) => k !== 'state' && v === true).map(([k]) => k);

describe('giverOptions (what a giver may do on a gift)', () => {
  it('a free catalogue gift: reserve, buy or chip in', () => {
    expect(giverOptions(base, guest).state).toBe('open');
    expect(on(base)).toEqual(['reserve', 'buy', 'contribute']);
  });

  it('a pledge waiting for its payment: another giver may only chip in too, the one who pledged waits for her cart', () => {
    // The portal took the line's units out of the open ones and refuses to reserve or sell it whole (409).
    const pledged = { ...base, quantityOpen: 0 };
    expect(giverOptions(pledged, guest).state).toBe('sharing');
    expect(on(pledged)).toEqual(['contribute']);
    expect(on({ ...pledged, givenByViewer: true }, { ...guest, contributed: true })).toEqual([]);
  });

  it('a free external gift: reserve or buy at its shop, never chip in', () => {
    expect(on(external)).toEqual(['reserve', 'buyExternal']);
  });

  it('the owner on her own page has no giver action at all', () => {
    expect(on(base, { ...guest, isOwner: true })).toEqual([]);
    expect(on({ ...base, contributedAmount: 100_000 }, { ...guest, isOwner: true, contributed: true })).toEqual([]);
  });

  it('a reservation waiting for the connection shows instead of the buttons (decision 0225)', () => {
    expect(on(base, { ...guest, queued: true })).toEqual(['queued']);
  });

  it("someone else's gift offers nothing; a fully funded patungan neither", () => {
    expect(on({ ...base, reservedBy: 'Ani', transactionStatus: 'reserved' })).toEqual([]);
    expect(giverOptions({ ...base, contributedAmount: 750_000 }, guest).state).toBe('funded');
    expect(on({ ...base, contributedAmount: 750_000 })).toEqual([]);
  });

  it('her own catalogue reservation: cancel it or go to the cart to pay', () => {
    const held = { ...base, reservedBy: 'Ani', transactionStatus: 'reserved' as const };
    expect(giverOptions(held, { ...guest, holds: true }).state).toBe('held');
    expect(on(held, { ...guest, holds: true })).toEqual(['cancel', 'goToCart']);
    expect(on({ ...base, reservedBy: 'Ani', isInCart: true, givenByViewer: true })).toEqual(['cancel', 'goToCart']);
  });

  it('her own external reservation: cancel it or buy it at the shop; once bought, add the resi', () => {
    const held = { ...external, reservedBy: 'Ani' };
    expect(on(held, { ...guest, holds: true })).toEqual(['buyExternal', 'cancel']);
    const bought = { ...external, reservedBy: 'Ani', isPurchase: true };
    expect(giverOptions(bought, { ...guest, holds: true }).state).toBe('given');
    expect(on(bought, { ...guest, holds: true })).toEqual(['addResi']);
  });

  it('a paid or marked-bought hold of hers cannot be cancelled', () => {
    expect(on({ ...base, reservedBy: 'Ani', transactionStatus: 'pending', isInCart: true }, { ...guest, holds: true })).toEqual(['cancel', 'goToCart']);
    expect(giverOptions({ ...base, reservedBy: 'Ani', transactionStatus: 'paid', paymentCompleted: true }, { ...guest, holds: true }).cancel).toBe(false);
  });

  it('a patungan under way: only more contributions, never a whole purchase', () => {
    expect(on({ ...base, contributedAmount: 250_000 })).toEqual(['contribute']);
  });

  it('a giver who chipped in may reveal her name while a contribution is anonymous', () => {
    const shared = { ...base, contributedAmount: 250_000, contributions: [{ id: 'c1', name: null, amount: 250_000, isRevealed: false, createdAt: '2024-06-01T00:00:00Z' }] };
    expect(on(shared, { ...guest, contributed: true })).toEqual(['contribute', 'reveal']);
    expect(on(shared)).toEqual(['contribute']);
    const revealed = { ...shared, contributions: [{ ...shared.contributions[0]!, isRevealed: true }] };
    expect(on(revealed, { ...guest, contributed: true })).toEqual(['contribute']);
  });
});

describe('contribution bounds of a gift (patungan, decision 0182)', () => {
  it('what is left, the range of a next contribution and the check of an amount', () => {
    const shared = { ...base, contributedAmount: 745_000 };
    expect(giftRemaining(shared)).toBe(5_000);
    expect(giftContributionBounds(shared)).toEqual({ min: 5_000, max: 5_000 });
    expect(giftContributionBounds(base)).toEqual({ min: 10_000, max: 750_000 });
    expect(checkGiftContribution(base, 9_999)).toBe('below-minimum');
    expect(checkGiftContribution(base, 750_001)).toBe('above-remaining');
    expect(checkGiftContribution(base, 10_000)).toBe('ok');
    expect(checkGiftContribution({ ...base, contributedAmount: 750_000 }, 10_000)).toBe('funded');
  });

  it('only a free catalogue gift with something left can be chipped in for, never by who gave it whole', () => {
    expect(canContributeTo(base)).toBe(true);
    expect(canContributeTo(external)).toBe(false);
    expect(canContributeTo({ ...base, reservedBy: 'Ani' })).toBe(false);
    expect(canContributeTo({ ...base, givenByViewer: true })).toBe(false);
    expect(canContributeTo({ ...base, givenByViewer: true, contributedAmount: 10_000 })).toBe(true);
  });
});
