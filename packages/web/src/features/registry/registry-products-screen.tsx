import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, productSortOf, type ProductSort } from '@kado/domain';
import { RegistryCatalogueStore } from '@kado/stores';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCachedReturn } from '../../app/page-cache';
import { useRegistryTexts } from './registry-i18n';
import { KeywordForm, ProductAddGrid } from './product-add';
import './registry.css';

/**
 * A control's value that follows the query string it writes, shown at once when changed: the router's navigation to
 * the new query string may take a moment on a slow phone, and a checkbox that ticks only then looks broken.
 */
function useShownValue<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [followed, setFollowed] = useState(value);
  // Back and forward (or another control) change the query string: the control follows it (adjusted while rendering,
  // React's pattern for state that follows a prop).
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setShown(value);
  }
  return [shown, setShown];
}

/** The list's sort and whether sold-out products show too (the list opens on products in stock). */
function ListControls({ sort, withSoldOut, onChange }: { readonly sort: ProductSort; readonly withSoldOut: boolean; readonly onChange: (patch: Record<string, string | null>) => void }) {
  const { t } = useRegistryTexts();
  const [shownSort, setShownSort] = useShownValue(sort);
  const [shownSoldOut, setShownSoldOut] = useShownValue(withSoldOut);
  return (
    <div className="row list-controls">
      <label className="field grow">
        <span className="field__label">{t('product.sortLabel')}</span>
        <select
          className="field__input"
          value={shownSort}
          onChange={(e) => {
            const next = productSortOf(e.target.value);
            setShownSort(next);
            onChange({ sort: next === DEFAULT_PRODUCT_SORT ? null : next });
          }}
        >
          {PRODUCT_SORTS.map((s) => <option key={s} value={s}>{t(`product.sorts.${s}`)}</option>)}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={shownSoldOut}
          onChange={(e) => {
            setShownSoldOut(e.target.checked);
            onChange({ stok: e.target.checked ? 'semua' : null });
          }}
        />
        <span>{t('product.withSoldOut')}</span>
      </label>
    </div>
  );
}

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
      <ListControls sort={sort} withSoldOut={withSoldOut} onChange={update} />
      <Link className="button button--secondary" to="/registry/create-external-product">{t('product.external')}</Link>
      <ProductAddGrid hrefFor={(p) => `/registry/pratinjau/collection/products/${encodeURIComponent(p.id)}`} />
    </RouteScreen>
  );
});

// The owner's catalogue page of the registry (her search is registry-search-screen.tsx, her addresses
// registry-address-book-screen.tsx: each route's chunk loads only what it uses, issue 15).

/** /registry/list-product */
export const Component = ListProduct;

