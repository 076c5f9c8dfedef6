import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discountPercent, formatRupiah, smallCounter, type Product } from '@kado/domain';
import { productPath } from '@kado/stores';
// By their own files, not the ui barrel: the home page's cards are in the boot file (build/boot-graph.ts).
import { Highlight } from '../../ui/highlight';
import { ProductImage } from '../../ui/product-image';
import { Skeleton } from '../../ui/skeleton';
import { CATALOGUE_NS } from './shop.texts';

/** Price, the old price struck through and the rounded discount, only when old_price exceeds price (spec §5). */
export function Price({ price, oldPrice, large = false }: { readonly price: number; readonly oldPrice: number | null; readonly large?: boolean }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const percent = discountPercent({ price, oldPrice });
  return (
    <span className={`price${large ? ' price--large' : ''}`}>
      <strong className="price__now">{formatRupiah(price)}</strong>
      {percent !== null && oldPrice !== null ? (
        <span className="price__was">
          <span className="discount-badge">
            <span aria-hidden="true">{t('product.discount', { percent })}</span>
            <span className="visually-hidden">{t('product.discountLabel', { percent })}</span>
          </span>
          <s>
            <span className="visually-hidden">{t('product.oldPriceLabel')} </span>
            {formatRupiah(oldPrice)}
          </s>
        </span>
      ) : null}
    </span>
  );
}

/** A product tile: square image, name (the search keyword highlighted), price and the sold-out state. */
export function ProductCard({ product, eager = false, keyword }: { readonly product: Product; readonly eager?: boolean; readonly keyword?: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const image = product.images[0]?.imageUrl;
  return (
    <Link to={productPath(product)} className="product-card">
      <span className="product-card__media">
        {image ? <ProductImage src={image} alt="" size={171} eager={eager} /> : <span className="product-image" />}
        {product.isOutOfStock ? <span className="soldout-badge">{t('product.soldOut')}</span> : null}
      </span>
      <span className="product-card__name">{keyword ? <Highlight text={product.name} keyword={keyword} /> : product.name}</span>
      <Price price={product.price} oldPrice={product.oldPrice} />
      {product.soldCount !== undefined && product.soldCount > 0 ? (
        <span className="product-card__meta">{t('product.sold', { shown: smallCounter(product.soldCount) })}</span>
      ) : null}
    </Link>
  );
}

/** Products in two columns; the first `eager` images are above the fold (not lazy). */
export function ProductGrid({ products, eager = 0, keyword, label }: { readonly products: readonly Product[]; readonly eager?: number; readonly keyword?: string; readonly label?: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} keyword={keyword} />
        </li>
      ))}
    </ul>
  );
}

/** A horizontal row of products (last seen, a collection on the home page); the first `eager` images are above the fold. */
export function ProductRow({ products, label, eager = 0 }: { readonly products: readonly Product[]; readonly label: string; readonly eager?: number }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a sideways-scrolling list must be reachable by keyboard (axe scrollable-region-focusable)
    <ul className="product-row" aria-label={label} tabIndex={0}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

/** Grey blocks in the shape of a product grid, while the first page loads. */
export function GridSkeleton({ count = 4 }: { readonly count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="stack">
          <Skeleton height={171} />
          <Skeleton height="0.875rem" width="80%" />
          <Skeleton height="0.875rem" width="50%" />
        </li>
      ))}
    </ul>
  );
}

/** Star rating shown as text for screen readers and five stars for the eye. */
export function Stars({ value, label }: { readonly value: number; readonly label: string }) {
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★★★★★'.slice(0, full)}
      <span className="stars__off">{'★★★★★'.slice(full)}</span>
    </span>
  );
}

/** A heart for the favourite button. */
export function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
    </svg>
  );
}
