import * as v from 'valibot';
import type { AddToCartResult, Cart, CartItem } from '@kado/domain';
import { productDto, variantDto } from './catalogue.dto';
import { giftProductDto } from './registry.dto';
import { idDto, optionalIdDto } from './wire.dto';

/** Wire cart line. */
const cartItemDto = v.pipe(
  v.object({
    id: idDto,
    product: productDto,
    variant: v.nullish(variantDto),
    quantity: v.number(),
    price: v.number(),
    gift_product_id: optionalIdDto,
    owner_id: optionalIdDto,
    gift_registry_payment: v.nullish(v.string(), null),
    amount: v.nullish(v.number(), null),
  }),
  v.transform(
    (dto): CartItem => ({
      id: dto.id,
      product: dto.product,
      variant: dto.variant ?? null,
      quantity: dto.quantity,
      price: dto.price,
      giftProductId: dto.gift_product_id,
      ownerId: dto.owner_id,
      contribution: dto.gift_registry_payment === 'contribution' ? (dto.amount ?? dto.price) : null,
    }),
  ),
);

/** Wire cart: `{ rows, total_price }`. */
export const cartDto = v.pipe(
  v.object({ rows: v.array(cartItemDto), total_price: v.number() }),
  v.transform((dto): Cart => ({ items: dto.rows, totalPrice: dto.total_price })),
);

/** Wire answer of POST v2/carts: `{ cart, gift_product }`. */
export const addToCartDto = v.pipe(
  v.object({ cart: v.nullable(cartItemDto), gift_product: v.nullish(giftProductDto) }),
  v.transform((dto): AddToCartResult => ({ item: dto.cart, giftProduct: dto.gift_product ?? null })),
);
