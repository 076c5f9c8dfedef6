import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discountPercent, formatRupiah, smallCounter, type Product } from '@kado/domain';
import { productPath } from '@kado/stores';
// By their own files, not the ui barrel: the home page's cards are in the boot file (decision 0540).
import { Highlight } from '../../ui/highlight';
import { ProductImage } from '../../ui/product-image';
import { CATALOGUE_NS } from './home.texts';

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
