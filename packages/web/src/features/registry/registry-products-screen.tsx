import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { productSortOf } from '@kado/domain';
import { RegistryCatalogueStore } from '@kado/stores';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCachedReturn } from '../../app/page-cache';
import { useRegistryTexts } from './registry-i18n';
import { KeywordForm, ProductAddGrid } from './product-add';
import { ListControls } from '../../ui/list-controls';
import './registry.css';

/** /registry/list-product: catalogue products to add, searchable, with the add-product-to-registry event. */
const ListProduct = observer(function ListProduct() {
  const { t } = useRegistryTexts();
  const catalogue = useStore(RegistryCatalogueStore);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  // Opens on products in stock, newest first; sold-out ones only when asked (issue 13).
  const sort = productSortOf(params.get('sort'));
  const withSoldOut = params.get('stok') === 'semua';
  const keep = useCachedReturn();
  // The keyword, sort and stock filter are the query string, which a route's loader does not follow: the screen reads.
  useEffect(() => {
    void catalogue.loadProducts({ keyword, sort, inStock: !withSoldOut }, keep);
  }, [catalogue, keyword, sort, withSoldOut, keep]);
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return (
    <RouteScreen>
      <p className="page__lead">{t('product.listLead')}</p>
      <KeywordForm initial={keyword} onSearch={(k) => update({ keyword: k || null })} />
      <ListControls
        sort={sort}
        withSoldOut={withSoldOut}
        onChange={update}
        texts={{ sortLabel: t('product.sortLabel'), sortName: (s) => t(`product.sorts.${s}`), withSoldOut: t('product.withSoldOut') }}
      />
      <Link className="button button--secondary" to="/registry/create-external-product">{t('product.external')}</Link>
      <ProductAddGrid hrefFor={(p) => `/registry/pratinjau/collection/products/${encodeURIComponent(p.id)}`} />
    </RouteScreen>
  );
});

// The owner's catalogue page of the registry (her search is registry-search-screen.tsx, her addresses
// registry-address-book-screen.tsx: each route's chunk loads only what it uses, issue 15).

/** /registry/list-product */
export const Component = ListProduct;

