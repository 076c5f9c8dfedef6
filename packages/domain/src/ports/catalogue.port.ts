import type { Article, Banner, BannerDetail, Category, Collection, Merchant, Page, Product } from '../model';
import type { CallOptions } from './call-options.port';

/** Paging, name filter and order of a merchant list (limit defaults to 10). */
export interface MerchantQuery {
  readonly page: number;
  readonly limit?: number;
  readonly name?: string;
  readonly sort?: string;
}

/** A product search by keyword or category (GET /v5/products, limit 10). */
export interface ProductQuery {
  readonly page: number;
  readonly limit?: number;
  readonly keyword?: string;
  /** A category slug. */
  readonly category?: string;
  /** A merchant slug. */
  readonly merchant?: string;
  /** '-created_at', 'price', '-price', '-sold_count' or '-discount'. */
  readonly sort?: string;
  /** Only products with a variant in stock (filter[in_stock]=1, an addition to spec §7: docs/api-contract.md). */
  readonly inStock?: boolean;
  /** Lowest and highest price in whole rupiah (filter[min_price], filter[max_price]; an addition, decision 0464). */
  readonly minPrice?: number;
  readonly maxPrice?: number;
}

/** Merchants, brands, categories, products, collections, banners and articles (spec §7 Catalogue). */
export interface CatalogueGateway {
  /** One page of merchants (GET /v1/merchants). */
  merchants(query: MerchantQuery, options?: CallOptions): Promise<Page<Merchant>>;
  /** One page of brands (GET /v2/merchants). */
  brands(query: MerchantQuery, options?: CallOptions): Promise<Page<Merchant>>;
  /** One merchant by slug (GET /v1/merchants/{slug}). */
  merchant(slug: string, options?: CallOptions): Promise<Merchant>;
  /** Categories, optionally only the roots (GET /v1/categories, filter[is_root]). */
  categories(rootOnly: boolean, options?: CallOptions): Promise<readonly Category[]>;
  /** One category with its children (GET /v2/categories/{slug}). */
  category(slug: string, options?: CallOptions): Promise<Category>;
  /** One page of products by keyword or category (GET /v5/products). */
  products(query: ProductQuery, options?: CallOptions): Promise<Page<Product>>;
  /** One product by id (GET v2/products/{id}). */
  product(id: string, options?: CallOptions): Promise<Product>;
  /** One product by its slug; a 490 here does not redirect (POST /v1/products/slug). */
  productBySlug(slug: string, options?: CallOptions): Promise<Product>;
  /** All product collections (GET v1/groups/products/all). */
  collections(options?: CallOptions): Promise<readonly Collection[]>;
  /** One collection with its products (GET v1/groups/{id}). */
  collection(id: string, options?: CallOptions): Promise<Collection>;
  /** Home page banners (GET /v1/banners). */
  banners(options?: CallOptions): Promise<readonly Banner[]>;
  /** One banner with its products (GET /v1/banners/{id}). */
  banner(id: string, options?: CallOptions): Promise<BannerDetail>;
  /** One page of articles (GET /v1/articles). */
  articles(page: number, options?: CallOptions): Promise<Page<Article>>;
  /** One article by slug, with its body (GET /v1/articles/{slug}). */
  article(slug: string, options?: CallOptions): Promise<Article>;
  /** One page of the shopper's favorite products (GET /v1/favorites). */
  favorites(page: number, options?: CallOptions): Promise<Page<Product>>;
  /** Marks a product favorite; idempotent (POST /v1/favorites). */
  addFavorite(productId: string, options?: CallOptions): Promise<void>;
  /** Unmarks a favorite product (DELETE /v1/favorites). */
  removeFavorite(productId: string, options?: CallOptions): Promise<void>;
}
