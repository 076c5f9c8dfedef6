import { describe, expect, it } from 'vitest';
import type { OrderItem, OrderStatus } from '../model/order';
import { orderFollowUps } from './order-follow-ups';

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  productId: '1', skuId: '11', name: 'Popok', variantName: 'NB', quantity: 2, price: 170_900, imageUrl: null, giftProductId: null, contribution: null, ...over,
});

describe('orderFollowUps (issue 31: Beli lagi and Beri ulasan on orders)', () => {
  it('a delivered order offers both: its own lines again with their quantities, and a review', () => {
    expect(orderFollowUps({ status: 'delivered', items: [item(), item({ productId: '2', skuId: '21', quantity: 1 })] })).toEqual({
      buyAgain: [{ productId: '1', skuId: '11', quantity: 2 }, { productId: '2', skuId: '21', quantity: 1 }],
      canReview: true,
    });
  });

  it('a cancelled order may be bought again but not reviewed; an order on its way offers neither', () => {
    expect(orderFollowUps({ status: 'cancelled', items: [item()] })).toEqual({ buyAgain: [{ productId: '1', skuId: '11', quantity: 2 }], canReview: false });
    for (const status of ['waiting_payment', 'paid', 'accepted', 'pickedup'] as OrderStatus[]) {
      expect(orderFollowUps({ status, items: [item()] }), status).toEqual({ buyAgain: [], canReview: false });
    }
  });

  it('registry gifts and patungan are neither bought again into her cart nor reviewed by her', () => {
    const gifts = [item({ giftProductId: '4' }), item({ giftProductId: '5', contribution: 250_000 })];
    expect(orderFollowUps({ status: 'delivered', items: gifts })).toEqual({ buyAgain: [], canReview: false });
    expect(orderFollowUps({ status: 'delivered', items: [...gifts, item({ productId: '9', skuId: '91' })] }).buyAgain).toEqual([{ productId: '9', skuId: '91', quantity: 2 }]);
  });

  it('a line without its variant (an older portal) is reviewed but not bought again blind', () => {
    expect(orderFollowUps({ status: 'delivered', items: [item({ skuId: null })] })).toEqual({ buyAgain: [], canReview: true });
  });
});
