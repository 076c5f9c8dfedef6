import * as v from 'valibot';
import { transactionStatusOf, type CrawledProduct, type GiftContribution, type GiftProduct, type Greeting, type RegistryProfile } from '@kado/domain';
import { productDto, variantDto } from './catalogue.dto';
import { idDto, optionalIdDto, optionalString } from './wire.dto';

/** Wire registry owner. */
const ownerDto = v.object({
  id: idDto,
  name: v.string(),
  username: v.string(),
  photo_url: optionalString,
  background_url: optionalString,
  is_registry_address_visible: v.boolean(),
  is_registry_address_detail_visible: v.optional(v.boolean(), false),
});

/** Wire registry profile (spec §3). */
export const registryDto = v.pipe(
  v.object({ id: idDto, name: v.string(), description: v.string(), is_public: v.boolean(), owner: ownerDto }),
  v.transform(
    (dto): RegistryProfile => ({
      id: dto.id,
      name: dto.name,
      description: dto.description,
      isPublic: dto.is_public,
      owner: {
        id: dto.owner.id,
        name: dto.owner.name,
        username: dto.owner.username,
        photoUrl: dto.owner.photo_url,
        backgroundUrl: dto.owner.background_url,
        isRegistryAddressVisible: dto.owner.is_registry_address_visible,
        isRegistryAddressDetailVisible: dto.owner.is_registry_address_detail_visible,
      },
    }),
  ),
);

const contributionDto = v.pipe(
  v.object({ id: idDto, name: optionalString, amount: v.number(), is_revealed: v.boolean(), created_at: v.string() }),
  v.transform(
    (dto): GiftContribution => ({
      id: dto.id,
      name: dto.name,
      amount: dto.amount,
      isRevealed: dto.is_revealed,
      createdAt: dto.created_at,
    }),
  ),
);

/** Wire gift product with its status fields (spec §3, §4). */
/** A courier and resi: an outside gift's proof, or the shipment of a gift bought on Kado (issue 31). */
const resiDto = v.nullish(v.object({ courier: v.string(), awb: v.string() }), null);

export const giftProductDto = v.pipe(
  v.object({
    id: idDto,
    product: v.nullable(productDto),
    variant: v.nullish(variantDto),
    variants: v.optional(v.array(variantDto)),
    quantity: v.number(),
    subtotal_price: v.number(),
    note: optionalString,
    // Any text: a state the app does not know yet must not break the whole list (the domain reads it safely).
    transaction_status: v.nullish(v.string()),
    payment_completed: v.boolean(),
    reserved_by: v.nullish(v.object({ name: v.string() })),
    is_in_cart: v.optional(v.boolean()),
    external_product: v.nullish(
      v.object({ url: v.string(), name: v.string(), price: v.number(), image_url: optionalString, marketplace: v.optional(v.string()) }),
    ),
    is_purchase: v.boolean(),
    manually_purchased_at: optionalString,
    is_private: v.boolean(),
    contributed_amount: v.optional(v.number()),
    pending_pledge_amount: v.optional(v.number(), 0),
    contributions: v.optional(v.array(contributionDto)),
    group_id: optionalIdDto,
    quantity_wanted: v.optional(v.number()),
    quantity_open: v.optional(v.number()),
    given_by_viewer: v.optional(v.boolean(), false),
    reserved_until: optionalString,
    external_proof: resiDto,
    shipment: resiDto,
    surprise_hidden: v.optional(v.boolean(), false),
  }),
  v.transform(
    (dto): GiftProduct => ({
      id: dto.id,
      product: dto.product,
      variant: dto.variant ?? null,
      quantity: dto.quantity,
      subtotalPrice: dto.subtotal_price,
      transactionStatus: transactionStatusOf(dto.transaction_status),
      paymentCompleted: dto.payment_completed,
      reservedBy: dto.reserved_by?.name ?? null,
      isInCart: dto.is_in_cart ?? false,
      externalProduct: dto.external_product
        ? {
            name: dto.external_product.name,
            url: dto.external_product.url,
            price: dto.external_product.price,
            imageUrl: dto.external_product.image_url,
            marketplace: dto.external_product.marketplace ?? 'other',
          }
        : null,
      isPurchase: dto.is_purchase,
      manuallyPurchasedAt: dto.manually_purchased_at,
      isPrivate: dto.is_private,
      variants: dto.variants ?? [],
      note: dto.note,
      contributedAmount: dto.contributed_amount ?? 0,
      contributions: dto.contributions ?? [],
      groupId: dto.group_id ?? dto.id,
      quantityWanted: dto.quantity_wanted ?? dto.quantity,
      quantityOpen: dto.quantity_open ?? dto.quantity,
      givenByViewer: dto.given_by_viewer,
      reservedUntil: dto.reserved_until,
      externalProof: dto.external_proof,
      shipment: dto.shipment,
      surpriseHidden: dto.surprise_hidden,
      pendingPledgeAmount: dto.pending_pledge_amount,
    }),
  ),
);

/** Wire answer of crawling a shop link. */
export const crawledProductDto = v.pipe(
  v.object({ url: v.string(), name: v.string(), price: v.nullish(v.number()), image_url: optionalString, marketplace: v.optional(v.string()) }),
  v.transform(
    (dto): CrawledProduct => ({
      url: dto.url,
      name: dto.name,
      price: dto.price ?? null,
      imageUrl: dto.image_url,
      marketplace: dto.marketplace ?? 'other',
    }),
  ),
);

/** Wire existence check of one variant. */
export const giftProductCheckDto = v.pipe(
  v.object({ sku_id: idDto, exists: v.boolean() }),
  v.transform((dto) => ({ skuId: dto.sku_id, exists: dto.exists })),
);

/** Wire greeting (ucapan). */
export const greetingDto = v.pipe(
  v.object({ id: idDto, name: v.string(), message: v.string(), gift_product_id: optionalIdDto, created_at: v.string() }),
  v.transform(
    (dto): Greeting => ({
      id: dto.id,
      senderName: dto.name,
      message: dto.message,
      giftProductId: dto.gift_product_id,
      createdAt: dto.created_at,
    }),
  ),
);
