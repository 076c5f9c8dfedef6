import { describe, expect, it } from 'vitest';
import type { Order, OrderItem, ReviewableProduct } from '../model';
import { contributionGiftOf, isContributionOrder, isFundOrder, orderLineTotal, productsToReview, sendsNoParcel } from './order-lines';

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  productId: '1', skuId: '11', name: 'Stroller', variantName: null, quantity: 1, price: 4_768_900, imageUrl: null, giftProductId: null, contribution: null, ...over,
});

describe('order lines (issue 31: a contribution reads as the amount given, not as a parcel)', () => {
  it('a patungan line costs the amount given; a bought line its units at their price', () => {
    expect(orderLineTotal(item({ giftProductId: '5', contribution: 1_000_000 }))).toBe(1_000_000);
    expect(orderLineTotal(item({ quantity: 2, price: 170_900 }))).toBe(341_800);
  });

  it('an order of patungan lines only is a contribution order, and names its gift', () => {
    const order = { items: [item({ giftProductId: '5', contribution: 1_000_000 })] };
    expect(isContributionOrder(order)).toBe(true);
    expect(contributionGiftOf(order)).toBe('5');
  });

  it('an order with a bought line, or no line, is not', () => {
    expect(isContributionOrder({ items: [item({ giftProductId: '5', contribution: 1_000_000 }), item({ giftProductId: '6' })] })).toBe(false);
    expect(isContributionOrder({ items: [] })).toBe(false);
    expect(contributionGiftOf({ items: [item()] })).toBeNull();
  });
});

describe('isFundOrder and sendsNoParcel (QA, 28 November: a cash gift read as a parcel order)', () => {
  it('a cash gift and a patungan send no parcel; an order of goods does', () => {
    const cash = { items: [], fund: { id: '1', name: 'Dana Pendidikan' } } as unknown as Order;
    const goods = { items: [{ contribution: null }], fund: null } as unknown as Order;
    const chipIn = { items: [{ contribution: 25_000 }], fund: null } as unknown as Order;
    expect(isFundOrder(cash)).toBe(true);
    expect(isFundOrder(goods)).toBe(false);
    expect(sendsNoParcel(cash)).toBe(true);
    expect(sendsNoParcel(chipIn)).toBe(true);
    expect(sendsNoParcel(goods)).toBe(false);
  });
});

describe('productsToReview (QA, 28 November: one chair in two variants was listed twice to review)', () => {
  const chair = { id: '9', name: 'Kursi' } as unknown as ReviewableProduct['product'];
  const cup = { id: '7', name: 'Gelas' } as unknown as ReviewableProduct['product'];
  it('lists each product once, reviewed when any of its lines is', () => {
    const items: ReviewableProduct[] = [
      { product: chair, orderId: '11', variantName: 'Hijau', reviewed: false },
      { product: chair, orderId: '11', variantName: 'Putih', reviewed: true },
      { product: cup, orderId: '11', variantName: null, reviewed: false },
    ];
    expect(productsToReview(items).map((i) => [i.product.id, i.reviewed])).toEqual([['9', true], ['7', false]]);
  });
});
