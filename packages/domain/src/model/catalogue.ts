/** One picture of a product (spec §3: images[].image_url). */
export interface ProductImage {
  readonly imageUrl: string;
}

/** A buyable variant (SKU) of a product with its stock. */
export interface ProductVariant {
  readonly skuId: string;
  readonly name: string;
  readonly stock: number;
  /** The variant's own price, when the portal sends one (a product's price is its first variant's). */
  readonly price?: number;
  /** The variant's price before a discount, when the portal sends one. */
  readonly oldPrice?: number | null;
}

/** A merchant or brand (spec §3 Merchant/brand). */
export interface Merchant {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly imageUrl: string | null;
}

/** A catalogue product (spec §3 Product). Prices are whole rupiah. */
export interface Product {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly images: readonly ProductImage[];
  readonly merchant: Merchant;
  readonly price: number;
  /** The price before a discount; a discount shows only when it exceeds price. */
  readonly oldPrice: number | null;
  readonly isOutOfStock: boolean;
  readonly variants: readonly ProductVariant[];
  readonly description: string | null;
  readonly categorySlug: string | null;
  /** Whether the logged-in shopper keeps it as a favourite (product detail only). */
  readonly isFavorite?: boolean;
  /** Average star rating and number of published reviews, when the portal sends them. */
  readonly rating?: number;
  readonly reviewCount?: number;
  /** Units sold, when the portal sends it (shown as a spec §9 small counter). */
  readonly soldCount?: number;
}

/** A product category (spec §3 Category). */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly imageUrl: string | null;
  readonly isRoot: boolean;
  readonly children: readonly Category[];
}

/** A promotional banner of the home page. */
export interface Banner {
  readonly id: string;
  readonly title: string;
  readonly imageUrl: string;
  /** A same-origin path the banner opens, or null. */
  readonly link: string | null;
}

/** A banner with the products it promotes (/banner/{id}). */
export interface BannerDetail extends Banner {
  readonly products: readonly Product[];
}

/** A curated group of products (v1/groups). */
export interface Collection {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string | null;
  readonly products: readonly Product[];
}

/** An editorial article (/artikel). */
export interface Article {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** Markdown paragraphs; empty in lists. */
  readonly body: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
}
