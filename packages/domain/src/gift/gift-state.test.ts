import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ExternalProduct, GiftProduct } from '../model';
import { giftDisplayStatus, GIFT_BADGES } from './gift-status';
import { giftPrice, giftUnitPrice, giftVariantName, isGiftTaken, registryBadge, variantsHeldElsewhere } from './gift-state';

const free: GiftProduct = {
  id: '1', product: null, variant: null, quantity: 1, subtotalPrice: 150000, transactionStatus: null, paymentCompleted: false,
  reservedBy: null, isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null, isPrivate: false,
  variants: [], note: null, contributedAmount: 0, contributions: [], groupId: '1', quantityWanted: 1, quantityOpen: 1, givenByViewer: false,
};
const external: ExternalProduct = { name: 'Stroller', url: 'https://shopee.co.id/stroller', price: 1200000, imageUrl: null, marketplace: 'shopee' };

describe('isGiftTaken (spec §4: no double gifting)', () => {
  it('a gift nobody holds is free', () => {
    expect(isGiftTaken(free)).toBe(false);
  });

  it.each<[string, Partial<GiftProduct>]>([
    ['reserved by a giver', { reservedBy: 'Tante Rina' }],
    ['in a giver’s cart', { isInCart: true }],
    ['ordered (a transaction status)', { transactionStatus: 'pending' }],
    ['marked purchased by the owner', { manuallyPurchasedAt: '2024-06-01T00:00:00.000Z' }],
    ['an external gift marked bought', { externalProduct: external, isPurchase: true }],
  ])('is taken when %s', (_, change) => {
    expect(isGiftTaken({ ...free, ...change })).toBe(true);
  });
});

describe('registryBadge (spec §4 badges, decision 0101)', () => {
  it('shows no badge for a free gift (the card says Tersedia instead)', () => {
    expect(registryBadge(free)).toBeNull();
  });

  it.each<[string, Partial<GiftProduct>, string]>([
    ['reserved, not in a cart', { reservedBy: 'Tante Rina' }, 'Direservasi'],
    ['in a cart', { isInCart: true, reservedBy: 'Tante Rina' }, 'Di Keranjang'],
    ['an unpaid checkout', { transactionStatus: 'pending' }, 'Di Keranjang'],
    ['paid and accepted', { transactionStatus: 'accepted', paymentCompleted: true }, 'Dikemas'],
    ['paid and picked up', { transactionStatus: 'pickedup', paymentCompleted: true }, 'Dikirim'],
    ['paid and delivered', { transactionStatus: 'delivered', paymentCompleted: true }, 'Selesai'],
    ['marked purchased (catalogue)', { manuallyPurchasedAt: '2024-06-01T00:00:00.000Z' }, 'Selesai'],
    ['an external gift bought', { externalProduct: external, isPurchase: true }, 'Dibeli'],
  ])('a gift %s shows the spec badge', (_, change, badge) => {
    expect(registryBadge({ ...free, ...change })).toBe(badge);
  });

  it('for any taken gift is exactly the spec rule giftDisplayStatus; for any free one null', () => {
    const gift = fc.record({
      reservedBy: fc.option(fc.constantFrom('Rina', 'Lina'), { nil: null }),
      isInCart: fc.boolean(),
      transactionStatus: fc.option(fc.constantFrom('pending', 'reserved', 'accepted', 'confirmed', 'pickedup', 'delivered', 'cancelled'), { nil: null }),
      paymentCompleted: fc.boolean(),
      manuallyPurchasedAt: fc.option(fc.constant('2024-06-01T00:00:00.000Z'), { nil: null }),
      isPurchase: fc.boolean(),
      externalProduct: fc.option(fc.constant(external), { nil: null }),
    });
    fc.assert(
      fc.property(gift, (change) => {
        const g = { ...free, ...change } as GiftProduct;
        const badge = registryBadge(g);
        if (isGiftTaken(g)) {
          expect(badge).toBe(giftDisplayStatus(g));
          expect(GIFT_BADGES).toContain(badge);
        } else expect(badge).toBeNull();
      }),
    );
  });
});

describe('giftUnitPrice (the price a giver\'s card shows; issue 31: the CLI and the web agree)', () => {
  it('is the external price, else the product price, whatever the quantity', () => {
    const base = { quantity: 3, subtotalPrice: 300_000, externalProduct: null, product: { price: 100_000 } };
    expect(giftUnitPrice(base as unknown as GiftProduct)).toBe(100_000);
    expect(giftUnitPrice({ ...base, externalProduct: { price: 89_000 } } as unknown as GiftProduct)).toBe(89_000);
    expect(giftUnitPrice({ ...base, product: null } as unknown as GiftProduct)).toBe(0);
  });
});

describe('giftUnitPrice of a gift of another variant (QA, 28 November)', () => {
  it("is the variant's price when the portal sends one, not the product's first variant's", () => {
    const chair = { quantity: 1, subtotalPrice: 1_033_900, externalProduct: null, product: { price: 827_900 }, variant: { skuId: '2', name: 'Hijau', stock: 4, price: 1_033_900 } };
    expect(giftUnitPrice(chair as unknown as GiftProduct)).toBe(1_033_900);
    expect(giftUnitPrice({ ...chair, variant: { skuId: '2', name: 'Hijau', stock: 4 } } as unknown as GiftProduct)).toBe(827_900);
    expect(giftPrice({ ...chair, subtotalPrice: 0, quantity: 2 } as unknown as GiftProduct)).toBe(2_067_800);
  });
});

describe('giftPrice', () => {
  it('is the catalogue subtotal, the external price times the quantity, or the product price times the quantity', () => {
    expect(giftPrice(free)).toBe(150000);
    expect(giftPrice({ ...free, quantity: 2, externalProduct: external })).toBe(2400000);
  });
});

describe('giftVariantName (QA, 28 November: two gifts of one product in two variants looked the same)', () => {
  const two = [{ skuId: '1', name: 'Putih', stock: 3 }, { skuId: '2', name: 'Hijau', stock: 4 }];
  it('names the variant when the product comes in more than one', () => {
    expect(giftVariantName({ externalProduct: null, variant: two[1], variants: two } as unknown as GiftProduct)).toBe('Hijau');
  });
  it('is null for a product of one variant, an external gift or a blank name', () => {
    expect(giftVariantName({ externalProduct: null, variant: two[0], variants: [two[0]] } as unknown as GiftProduct)).toBeNull();
    expect(giftVariantName({ externalProduct: { price: 1 }, variant: two[1], variants: two } as unknown as GiftProduct)).toBeNull();
    expect(giftVariantName({ externalProduct: null, variant: { ...two[1], name: ' ' }, variants: two } as unknown as GiftProduct)).toBeNull();
  });
});

describe('variantsHeldElsewhere (the edit dialog offers taken variants as taken; QA, 28 November)', () => {
  const line = (id: string, productId: string, skuId: string, groupId = id) => ({ id, groupId, product: { id: productId }, variant: { skuId, name: skuId, stock: 1 } }) as unknown as GiftProduct;
  it("is the variants other lines of the same product are, not this line's group's or another product's", () => {
    const edited = line('1', 'p', 'putih');
    const gifts = [edited, line('2', 'p', 'hijau'), line('3', 'p', 'putih', '1'), line('4', 'q', 'merah')];
    expect([...variantsHeldElsewhere(edited, gifts)]).toEqual(['hijau']);
  });
  it('is empty for an external gift', () => {
    expect(variantsHeldElsewhere({ id: '9', groupId: '9', product: null, variant: null } as unknown as GiftProduct, [line('2', 'p', 'hijau')]).size).toBe(0);
  });
});
