import { Link, Navigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FavoriteStore, productPath } from '@kado/stores';
import { EmptyState, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useRouteMeta } from '../../app/route-meta';
import { usePageTexts } from '../../app/page-texts';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { CATALOGUE_NS, catalogueTexts } from './shop.texts';
import { ProductCard } from './shop-ui';
import { HeartIcon } from './product-marks';
import { ShopInfiniteList } from './shop-list';
import { useErrorText } from '../../app/use-error-text';
import './shop.css';

/** /favorite: the favourite products, 10 a page; each can be removed (put back if the call fails). */
const Favorites = observer(function Favorites() {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(FavoriteStore);
  const errorText = useErrorText();
  const remove = async (id: string) => {
    if (await store.remove(id)) toast.show(t('toast.favoriteRemoved'));
    else if (store.removeError) toast.show(errorText(store.removeError));
  };
  return (
    <RouteScreen>
      <p className="page__lead">{t('favorite.lead')}</p>
      <ShopInfiniteList
        list={store.list}
        empty={<EmptyState title={t('favorite.empty')} text="" action={<Link className="button" to="/">{t('favorite.emptyAction')}</Link>} />}
      >
        {(items) => (
          <ul className="product-grid">
            {items.map((product, index) => (
              <li key={product.id} className="stack">
                <ProductCard product={product} eager={index < 2} />
                <button type="button" className="button button--secondary" onClick={() => void remove(product.id)} aria-label={t('favorite.remove', { name: product.name })}>
                  <HeartIcon filled />
                </button>
              </li>
            ))}
          </ul>
        )}
      </ShopInfiniteList>
    </RouteScreen>
  );
});

/** /favorite/{id}: a favourite product by id, sent on to its product page. */
const FavoriteProduct = observer(function FavoriteProduct({ id }: { readonly id: string }) {
  const store = useStore(FavoriteStore);
  const errorText = useErrorText();
  const product = store.product.key === id ? store.product.data : null;
  if (product) return <Navigate to={productPath(product)} replace />;
  return (
    <RouteScreen
      loading={store.product.status !== 'error'}
      error={store.product.status === 'error' ? errorText(store.product.error) : undefined}
      onRetry={() => void store.product.refresh()}
    />
  );
});

/** The pages' data, asked for by their routes' loaders (after the login guard) before the page renders (route-data.ts). */
export const routeData: ScreenData = {
  Component: (container, { id }) => (id ? container.get(FavoriteStore).openProduct(id) : container.get(FavoriteStore).open()),
};

/** /favorite and /favorite/{id} */
export function Component() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  const { params } = useRouteMeta();
  return params.id ? <FavoriteProduct id={params.id} /> : <Favorites />;
}
