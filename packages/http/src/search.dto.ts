import * as v from 'valibot';
import type { Autocomplete, NotificationCounts } from '@kado/domain';
import { merchantDto, productDto } from './catalogue.dto';
import { optionalString } from './wire.dto';

/** Wire autocomplete answer (products, merchants, gifts; spec §3); the popup builds its suggestions from these. */
export const autocompleteDto = v.pipe(
  v.object({
    products: v.array(productDto),
    merchants: v.array(merchantDto),
    gifts: v.array(v.object({ name: v.string(), username: v.string(), owner_name: v.string(), photo_url: optionalString })),
  }),
  v.transform(
    (dto): Autocomplete => ({
      products: dto.products,
      merchants: dto.merchants,
      gifts: dto.gifts.map((gift) => ({
        name: gift.name,
        username: gift.username,
        ownerName: gift.owner_name,
        photoUrl: gift.photo_url,
      })),
    }),
  ),
);

/** Wire notification counters. */
export const notificationCountsDto = v.pipe(
  v.object({ cart_count: v.number(), order_count: v.number() }),
  v.transform((dto): NotificationCounts => ({ cartCount: dto.cart_count, orderCount: dto.order_count })),
);
