import { Link, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { imageUrl, smallCounter } from '@kado/domain';
import { ProductStore, ReviewStore, SessionStore, productPath } from '@kado/stores';
import { Button, Icon, Skeleton, toast } from '../../ui';
import { RouteScreen, useSharePage } from '../../app/route-screen';
import { useRouteMeta } from '../../app/route-meta';
import { usePageTexts } from '../../app/page-texts';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { CATALOGUE_NS, catalogueTexts } from './shop.texts';
import { REVIEW_NS, reviewTexts } from './review.texts';
import { Price } from './shop-ui';
import { HeartIcon, Stars } from './product-marks';
import { useErrorText } from '../../app/use-error-text';
import { NotFoundPage } from '../../app/error-page';
import { CartButton } from '../../app/cart-button';
import { MerchantView } from './merchant-view';
import { ProductReviews } from './review-list';
import './shop.css';

/** The product page /{merchant}/{product}. */
const ProductPage = observer(function ProductPage({ merchant, slug }: { readonly merchant: string; readonly slug: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(ProductStore);
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const sharePage = useSharePage();
  const key = `${merchant}/${slug}`;

  // The route's loader reads the product (route-data.ts); this page only renders it.
  const product = store.product.key === key ? store.product.data : null;
  const toLogin = () => navigate(`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  const failed = () => toast.show(errorText(store.actionError));

  // Spec §2: an unknown product is the 404 page, not an error to retry.
  if (!product && store.product.status === 'error' && store.product.error?.kind === 'not-found') return <NotFoundPage />;
  if (!product) {
    return (
      <RouteScreen
        error={store.product.status === 'error' ? errorText(store.product.error) : undefined}
        onRetry={() => void store.retry()}
      >
        <div className="stack" aria-busy="true">
          <Skeleton height={358} />
          <Skeleton height="1.25rem" width="85%" />
          <Skeleton height="1.5rem" width="40%" />
        </div>
      </RouteScreen>
    );
  }

  const busy = store.pending !== null;
  const summary = store.summary.key === product.id ? store.summary.data : null;
  const images = product.images.length > 0 ? product.images : [];

  const addToCart = async () => {
    if (!(await session.signedIn())) return toLogin();
    // The toast offers the way to the cart; the navbar's cart button shows the new count.
    if (await store.addToCart()) toast.show(t('toast.addedToCart'), { action: { label: t('toast.seeCart'), href: '/cart' } });
    else if (store.actionError) failed();
  };
  const buyNow = async () => {
    if (!(await session.signedIn())) return toLogin();
    if (await store.buyNow()) navigate('/buy');
    else if (store.actionError) failed();
  };
  const addToRegistry = async () => {
    if (!(await session.signedIn())) return toLogin();
    if (await store.addToRegistry()) toast.show(t('toast.addedToRegistry'));
    else if (store.actionError) failed();
  };
  const toggleFavorite = async () => {
    if (!(await session.signedIn())) return toLogin();
    if (!(await store.toggleFavorite()) && store.actionError) failed();
  };
  const copyAffiliate = async () => {
    const url = await store.affiliateLink();
    if (url === null) return failed();
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('toast.copied', { label: t('product.affiliateLabel') }));
    } catch {
      toast.show(url);
    }
  };

  return (
    <RouteScreen title={product.name} actions={<CartButton />}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a sideways-scrolling list must be reachable by keyboard (axe scrollable-region-focusable) */}
      <ul className="gallery" aria-label={product.name} tabIndex={0}>
        {images.map((image, index) => (
          <li key={image.imageUrl}>
            {/* The first photo is the largest image above the fold: eager, high priority. */}
            <img
              src={imageUrl(image.imageUrl)}
              alt={t('product.image', { index: index + 1, count: images.length, name: product.name })}
              width={390}
              height={390}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </li>
        ))}
      </ul>

      <section className="stack" aria-labelledby="product-name">
        <h2 id="product-name" className="product-title">{product.name}</h2>
        <Price price={store.price} oldPrice={store.oldPrice} large />
        {store.isOutOfStock ? <p className="soldout-note" role="status">{t('product.soldOut')}</p> : null}
        {/* The row keeps its height while the summary loads, so nothing below it shifts. */}
        <div className="summary-row">
          {summary ? (
            <Link to={`${productPath(product)}/review`} className="row">
              <Stars value={summary.average} label={t('product.reviewSummary', { average: summary.average, total: summary.total })} />
              <span aria-hidden="true">{t('product.reviewSummary', { average: summary.average, total: smallCounter(summary.total) })}</span>
            </Link>
          ) : null}
        </div>
        <div className="tools-row">
          <Button
            variant="secondary"
            onClick={() => void toggleFavorite()}
            aria-pressed={store.isFavorite}
            aria-label={store.isFavorite ? t('product.unfavorite') : t('product.favorite')}
            disabled={store.pending === 'favorite'}
          >
            <HeartIcon filled={store.isFavorite} />
          </Button>
          <Button variant="secondary" onClick={() => void addToRegistry()} disabled={busy}>{t('product.addToRegistry')}</Button>
          <Button variant="secondary" onClick={sharePage} aria-label={t('product.share')}>
            <Icon name="share" />
          </Button>
          {store.isAffiliator ? (
            <Button variant="secondary" onClick={() => void copyAffiliate()} disabled={busy}>{t('product.affiliate')}</Button>
          ) : null}
        </div>
      </section>

      {product.variants.length > 0 ? (
        <section className="section" aria-labelledby="product-variants">
          <h2 id="product-variants" className="section__title">{t('product.variants')}</h2>
          <ul className="variant-list">
            {product.variants.map((variant) => (
              <li key={variant.skuId}>
                <button
                  type="button"
                  aria-pressed={variant.skuId === store.selectedSkuId}
                  disabled={variant.stock <= 0}
                  onClick={() => store.selectVariant(variant.skuId)}
                >
                  {variant.stock <= 0 ? t('product.variantSoldOut', { name: variant.name }) : variant.name}
                </button>
              </li>
            ))}
          </ul>
          {store.variant && store.variant.stock > 0 ? <p className="field__hint">{t('product.stock', { count: store.variant.stock })}</p> : null}
          <div className="row">
            <span className="field__label" id="qty-label">{t('product.quantity')}</span>
            <span className="qty">
              <button type="button" className="icon-button" aria-label={t('product.decrease')} onClick={() => store.setQuantity(store.quantity - 1)} disabled={store.quantity <= 1}>−</button>
              <output aria-labelledby="qty-label" aria-live="polite">{store.quantity}</output>
              <button type="button" className="icon-button" aria-label={t('product.increase')} onClick={() => store.setQuantity(store.quantity + 1)} disabled={store.quantity >= store.maxQuantity}>+</button>
            </span>
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="product-merchant">
        <h2 id="product-merchant" className="section__title">{t('product.soldBy')}</h2>
        <Link to={`/${encodeURIComponent(product.merchant.slug || '1')}`} className="merchant-head">
          {product.merchant.imageUrl ? <img src={product.merchant.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
          <span>{product.merchant.name}</span>
        </Link>
      </section>

      {product.description ? (
        <section className="section" aria-labelledby="product-description">
          <h2 id="product-description" className="section__title">{t('product.description')}</h2>
          <p className="description">{product.description}</p>
        </section>
      ) : null}

      <section className="section" aria-labelledby="product-reviews">
        <h2 id="product-reviews" className="section__title">{t('product.reviews')}</h2>
        {summary && summary.total === 0 ? <p className="state__text">{t('product.noReviews')}</p> : null}
        <Link to={`${productPath(product)}/review`}>{t('product.allReviews')}</Link>
      </section>

      <div className="action-bar">
        <Button variant="secondary" onClick={() => void addToCart()} disabled={busy || store.isOutOfStock} aria-label={t('product.addToCartLabel')}>
          {t('product.addToCart')}
        </Button>
        <Button onClick={() => void buyNow()} disabled={busy || store.isOutOfStock}>{t('product.buyNow')}</Button>
      </div>
    </RouteScreen>
  );
});

/**
 * The data of /{merchant}/{product}/review, asked for by its route's loader before the page renders. The product page
 * itself (the same export) has its page data in ROUTE_DATA.product, which its route names instead.
 */
export const routeData: ScreenData = {
  Component: (container, { product }) => container.get(ReviewStore).openBySlug(product ?? ''),
};

/** /{merchant}/{product}, /{merchant}/{product}/review, and /{slug}/product: the brand page (decision 0121). */
export function Component() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  usePageTexts(REVIEW_NS, reviewTexts);
  const { id, params } = useRouteMeta();
  const merchant = params.merchant || '1';
  const slug = params.product ?? '';
  if (id === 'product-review') return <ProductReviews slug={slug} />;
  if (slug === 'product') return <MerchantView slug={merchant} promo={false} />;
  return <ProductPage merchant={merchant} slug={slug} />;
}
