// The catalogue's detail answers (a category with its children, a banner's products, a collection's page): read by
// pages other than home, so not in the files / loads (issue 15); the list answers are catalogue.dto.ts.
import * as v from 'valibot';
import type { BannerDetail, Category, Collection } from '@kado/domain';
import { bannerFields, categoryDto, categoryFields, productDto, toCategory } from './catalogue.dto';
import { idDto, optionalString, pageDto } from './wire.dto';

/** Wire category detail with its children (GET v2/categories/{slug}). */
export const categoryDetailDto = v.pipe(
  v.object({ ...categoryFields, children: v.optional(v.array(categoryDto)) }),
  v.transform((dto): Category => toCategory(dto, dto.children ?? [])),
);

/** Wire banner with its products (GET v1/banners/{id}). */
export const bannerDetailDto = v.pipe(
  v.object({ ...bannerFields, products: v.array(productDto) }),
  v.transform(
    (dto): BannerDetail => ({ id: dto.id, title: dto.title, imageUrl: dto.image_url, link: dto.link, products: dto.products }),
  ),
);

/** Wire group detail, its products paged (GET v1/groups/{id}). */
export const collectionDetailDto = v.pipe(
  v.object({ id: idDto, name: v.string(), image_url: optionalString, products: pageDto(productDto) }),
  v.transform(
    (dto): Collection => ({ id: dto.id, name: dto.name, imageUrl: dto.image_url, products: dto.products.items }),
  ),
);
