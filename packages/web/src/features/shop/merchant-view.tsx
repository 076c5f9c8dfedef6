import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MerchantStore } from '@kado/stores';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { CATALOGUE_NS } from './shop.texts';
import { ProductGrid } from './product-grid';
import { ShopInfiniteList } from './shop-list';
import { useErrorText } from '../../app/use-error-text';
import { NotFoundPage } from '../../app/error-page';

/**
 * A merchant (or brand) page: its name and image, tabs for all products and promo, and the products
 * 10 a page as the shopper scrolls. The routes of merchant-screen.tsx load it in their loaders (routeData); the brand
 * page /{slug}/product, which shares the product route, in that route's page data (ROUTE_DATA.product).
 */
export const MerchantView = observer(function MerchantView({ slug, promo }: { readonly slug: string; readonly promo: boolean }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(MerchantStore);
  const errorText = useErrorText();
  const merchant = store.merchant.key === slug ? store.merchant.data : null;
  const base = `/${encodeURIComponent(slug)}`;
  // Spec §2: an unknown merchant (an unknown one-segment path lands here) is the 404 page, not an error to retry.
  if (!merchant && store.merchant.status === 'error' && store.merchant.error?.kind === 'not-found') return <NotFoundPage />;
  return (
    <RouteScreen
      share
      title={merchant?.name ?? slug}
      loading={!merchant && store.merchant.isFetching}
      error={!merchant && store.merchant.status === 'error' ? errorText(store.merchant.error) : undefined}
      onRetry={() => void store.merchant.refresh()}
    >
      {merchant ? (
        <div className="merchant-head">
          {merchant.imageUrl ? <img src={merchant.imageUrl} alt="" width={64} height={64} fetchPriority="high" /> : null}
          <h2 className="section__title">{merchant.name}</h2>
        </div>
      ) : null}
      <nav className="tabs" aria-label={t('merchants.products')}>
        <Link to={base} aria-current={promo ? undefined : 'page'} replace>{t('merchants.allProducts')}</Link>
        <Link to={`${base}/promo`} aria-current={promo ? 'page' : undefined} replace>{t('merchants.promo')}</Link>
      </nav>
      <ShopInfiniteList list={store.products}>{(items) => <ProductGrid products={items} eager={2} label={t('merchants.products')} />}</ShopInfiniteList>
    </RouteScreen>
  );
});
