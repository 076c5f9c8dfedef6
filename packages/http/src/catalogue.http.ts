import { favoriteRequest, productBySlugRequest, merchantQuery as merchantQuerySchema, pageQuery, productQuery } from '@kado/contract';
import * as v from 'valibot';
import type {
  Article,
  BannerDetail,
  CallOptions,
  Category,
  CatalogueGateway,
  Collection,
  Merchant,
  MerchantQuery,
  Page,
  Product,
  ProductQuery,
} from '@kado/domain';
import { articleDto, merchantDto, productDto } from './catalogue.dto';
import { bannerDetailDto, categoryDetailDto, collectionDetailDto } from './catalogue-detail.dto';
import { HttpHomeCatalogue } from './catalogue-home.http';
import type { Query } from './portal-client';
import { pageDto } from './wire.dto';

const merchantPageDto = pageDto(merchantDto);
const productPageDto = pageDto(productDto);
const at = (id: string): string => encodeURIComponent(id);

function merchantQuery(query: MerchantQuery): Query {
  return { page: query.page, limit: query.limit ?? 10, 'filter[name]': query.name || undefined, sort: query.sort };
}

/**
 * CatalogueGateway over the portal API (spec §7 Catalogue, plus banners, articles and favorites of decision 0040):
 * home's reads (HttpHomeCatalogue) and every other.
 */
export class HttpCatalogueGateway extends HttpHomeCatalogue implements CatalogueGateway {
  merchants(query: MerchantQuery, options?: CallOptions): Promise<Page<Merchant>> {
    return this.client.data('v1/merchants', merchantPageDto, { query: merchantQuery(query), querySchema: merchantQuerySchema, signal: options?.signal });
  }

  brands(query: MerchantQuery, options?: CallOptions): Promise<Page<Merchant>> {
    return this.client.data('v2/merchants', merchantPageDto, { query: merchantQuery(query), querySchema: merchantQuerySchema, signal: options?.signal });
  }

  merchant(slug: string, options?: CallOptions): Promise<Merchant> {
    return this.client.data(`v1/merchants/${at(slug)}`, merchantDto, { signal: options?.signal });
  }

  category(slug: string, options?: CallOptions): Promise<Category> {
    return this.client.data(`v2/categories/${at(slug)}`, categoryDetailDto, { signal: options?.signal });
  }

  products(query: ProductQuery, options?: CallOptions): Promise<Page<Product>> {
    return this.client.data('v5/products', productPageDto, {
      query: {
        keyword: query.keyword || undefined,
        'filter[category]': query.category,
        'filter[merchant]': query.merchant,
        'filter[in_stock]': query.inStock ? 1 : undefined,
        'filter[min_price]': query.minPrice,
        'filter[max_price]': query.maxPrice,
        sort: query.sort,
        limit: query.limit ?? 10,
        page: query.page,
      },
      querySchema: productQuery,
      signal: options?.signal,
    });
  }

  product(id: string, options?: CallOptions): Promise<Product> {
    return this.client.data(`v2/products/${at(id)}`, productDto, { signal: options?.signal });
  }

  productBySlug(slug: string, options?: CallOptions): Promise<Product> {
    return this.client.data('v1/products/slug', productDto, { method: 'post', json: { slug }, request: productBySlugRequest, signal: options?.signal });
  }

  collection(id: string, options?: CallOptions): Promise<Collection> {
    // The port reads a collection whole: ask for the portal's largest page (100) rather than its default 10.
    return this.client.data(`v1/groups/${at(id)}`, collectionDetailDto, { query: { limit: 100 }, querySchema: pageQuery, signal: options?.signal });
  }

  banner(id: string, options?: CallOptions): Promise<BannerDetail> {
    return this.client.data(`v1/banners/${at(id)}`, bannerDetailDto, { signal: options?.signal });
  }

  article(slug: string, options?: CallOptions): Promise<Article> {
    return this.client.data(`v1/articles/${at(slug)}`, articleDto, { signal: options?.signal });
  }

  favorites(page: number, options?: CallOptions): Promise<Page<Product>> {
    return this.client.data('v1/favorites', productPageDto, { query: { page }, querySchema: pageQuery, signal: options?.signal });
  }

  addFavorite(productId: string, options?: CallOptions): Promise<void> {
    return this.client.data('v1/favorites', favoriteDto, {
      method: 'post',
      json: { product_id: Number(productId) },
      request: favoriteRequest,
      signal: options?.signal,
    }).then(() => undefined);
  }

  removeFavorite(productId: string, options?: CallOptions): Promise<void> {
    return this.client.data('v1/favorites', favoriteDto, {
      method: 'delete',
      json: { product_id: Number(productId) },
      request: favoriteRequest,
      signal: options?.signal,
    }).then(() => undefined);
  }
}

export const favoriteDto = v.object({ is_favorite: v.boolean() });
