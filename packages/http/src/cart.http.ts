import { addToCartRequest, removeFromCartRequest, cartQuery } from '@kado/contract';
import type { AddToCartInput, AddToCartResult, CallOptions, Cart, CartGateway, CartQuery } from '@kado/domain';
import { addToCartDto, cartDto } from './cart.dto';
import type { PortalClient } from './portal-client';

const num = (id: string | undefined): number | undefined => (id === undefined ? undefined : Number(id));

/** CartGateway over the portal API (spec §7 Cart). */
export class HttpCartGateway implements CartGateway {
  constructor(private readonly client: PortalClient) {}

  cart(query?: CartQuery, options?: CallOptions): Promise<Cart> {
    return this.client.data('v1/carts', cartDto, {
      query: { type: query?.type, owner_id: query?.ownerId },
      querySchema: cartQuery,
      signal: options?.signal,
    });
  }

  addItem(input: AddToCartInput, options?: CallOptions): Promise<AddToCartResult> {
    const body = {
      product_id: num(input.productId),
      sku_id: num(input.skuId),
      quantity: input.quantity,
      gift_product_id: num(input.giftProductId),
      child_id: num(input.childId),
      gift_registry_type: input.giftRegistryType,
      gift_registry_payment: input.giftRegistryPayment,
      amount: input.amount,
      show_name: input.showName,
    };
    // JSON drops undefined fields, so only what the caller set is sent.
    return this.client.data('v2/carts', addToCartDto, { method: 'post', json: body, request: addToCartRequest, signal: options?.signal });
  }

  removeItems(cartItemIds: readonly string[], options?: CallOptions): Promise<void> {
    return this.client.send('v1/carts', {
      method: 'delete',
      json: { carts: cartItemIds.map(Number) },
      request: removeFromCartRequest,
      signal: options?.signal,
    });
  }
}
