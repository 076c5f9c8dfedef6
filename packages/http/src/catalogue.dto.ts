import * as v from 'valibot';
import type { Article, Banner, Category, Collection, Merchant, Product, ProductVariant } from '@kado/domain';
import { idDto, optionalString } from './wire.dto';

/** Wire merchant or brand (MerchantRef and Merchant). */
export const merchantDto = v.pipe(
  v.object({ id: idDto, name: v.string(), slug: v.string(), image_url: optionalString }),
  v.transform((dto): Merchant => ({ id: dto.id, name: dto.name, slug: dto.slug, imageUrl: dto.image_url })),
);

/** Wire variant (sku_id, name, stock). */
export const variantDto = v.pipe(
  v.object({ sku_id: idDto, name: v.string(), stock: v.number(), price: v.optional(v.number()), old_price: v.nullish(v.number()) }),
  v.transform(
    (dto): ProductVariant => ({
      skuId: dto.sku_id,
      name: dto.name,
      stock: dto.stock,
      ...(dto.price === undefined ? {} : { price: dto.price, oldPrice: dto.old_price ?? null }),
    }),
  ),
);

/** Wire product of a list, or a product detail (with description and variants). */
export const productDto = v.pipe(
  v.object({
    id: idDto,
    name: v.string(),
    slug: v.string(),
    images: v.array(v.object({ image_url: v.string() })),
    merchant: merchantDto,
    category: v.nullish(v.object({ slug: v.string() })),
    price: v.number(),
    old_price: v.nullish(v.number()),
    is_out_of_stock: v.boolean(),
    description: optionalString,
    variants: v.optional(v.array(variantDto)),
    is_favorite: v.optional(v.boolean()),
    rating: v.optional(v.number()),
    review_count: v.optional(v.number()),
    sold_count: v.optional(v.number()),
  }),
  v.transform(
    (dto): Product => ({
      id: dto.id,
      name: dto.name,
      slug: dto.slug,
      images: dto.images.map((image) => ({ imageUrl: image.image_url })),
      merchant: dto.merchant,
      price: dto.price,
      oldPrice: dto.old_price ?? null,
      isOutOfStock: dto.is_out_of_stock,
      variants: dto.variants ?? [],
      description: dto.description,
      categorySlug: dto.category?.slug ?? null,
      ...(dto.is_favorite === undefined ? {} : { isFavorite: dto.is_favorite }),
      ...(dto.rating === undefined ? {} : { rating: dto.rating }),
      ...(dto.review_count === undefined ? {} : { reviewCount: dto.review_count }),
      ...(dto.sold_count === undefined ? {} : { soldCount: dto.sold_count }),
    }),
  ),
);

export const categoryFields = {
  id: idDto,
  name: v.string(),
  slug: v.string(),
  image_url: optionalString,
  parent_id: v.nullish(v.union([v.number(), v.string()])),
  is_root: v.optional(v.boolean()),
};

export function toCategory(
  dto: { id: string; name: string; slug: string; image_url: string | null; parent_id?: number | string | null; is_root?: boolean },
  children: readonly Category[],
): Category {
  return {
    id: dto.id,
    name: dto.name,
    slug: dto.slug,
    imageUrl: dto.image_url,
    isRoot: dto.is_root ?? (dto.parent_id === null || dto.parent_id === undefined),
    children,
  };
}

/** Wire category of a list. */
export const categoryDto = v.pipe(
  v.object(categoryFields),
  v.transform((dto): Category => toCategory(dto, [])),
);

export const bannerFields = { id: idDto, title: v.string(), image_url: v.string(), link: optionalString };

/** Wire banner. */
export const bannerDto = v.pipe(
  v.object(bannerFields),
  v.transform((dto): Banner => ({ id: dto.id, title: dto.title, imageUrl: dto.image_url, link: dto.link })),
);

/** Wire group of all groups, with its first products. */
export const collectionDto = v.pipe(
  v.object({ id: idDto, name: v.string(), image_url: optionalString, products: v.array(productDto) }),
  v.transform((dto): Collection => ({ id: dto.id, name: dto.name, imageUrl: dto.image_url, products: dto.products })),
);

/** Wire article (the list has no body; the detail has markdown paragraphs). */
export const articleDto = v.pipe(
  v.object({
    id: idDto,
    slug: v.string(),
    title: v.string(),
    excerpt: v.string(),
    body: v.optional(v.string()),
    image_url: optionalString,
    published_at: v.string(),
  }),
  v.transform(
    (dto): Article => ({
      id: dto.id,
      slug: dto.slug,
      title: dto.title,
      summary: dto.excerpt,
      body: dto.body ?? '',
      imageUrl: dto.image_url,
      publishedAt: dto.published_at,
    }),
  ),
);
