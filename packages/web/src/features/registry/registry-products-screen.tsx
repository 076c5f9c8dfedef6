import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { registryRedirectPath } from '@kado/domain';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, productSortOf, type ProductSort } from '@kado/domain';
import { AddressStore, RegistryCatalogueStore, RegistryOwnerStore, SearchStore } from '@kado/stores';
import { Button, ErrorState, ProductImage, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCachedReturn } from '../../app/page-cache';
import { errorText, useRegistryTexts } from './registry-i18n';
import { ProductAddGrid } from './product-add';
import { AddressCard } from './address-card';
import './registry.css';

/** A keyword box that searches on submit (the list keeps its page while typing). */
function KeywordForm({ initial, onSearch }: { readonly initial: string; readonly onSearch: (keyword: string) => void }) {
  const { t } = useRegistryTexts();
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      className="row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label className="visually-hidden" htmlFor="registry-product-keyword">{t('product.searchLabel')}</label>
      <input
        id="registry-product-keyword"
        className="field__input grow"
        type="search"
        value={value}
        placeholder={t('product.searchPlaceholder')}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" className="button--small">{t('product.searchSubmit')}</Button>
    </form>
  );
}

/** The list's sort and whether sold-out products show too (the list opens on products in stock). */
function ListControls({ sort, withSoldOut, onChange }: { readonly sort: ProductSort; readonly withSoldOut: boolean; readonly onChange: (patch: Record<string, string | null>) => void }) {
  const { t } = useRegistryTexts();
  return (
    <div className="row list-controls">
      <label className="field grow">
        <span className="field__label">{t('product.sortLabel')}</span>
        <select className="field__input" value={sort} onChange={(e) => onChange({ sort: e.target.value === DEFAULT_PRODUCT_SORT ? null : e.target.value })}>
          {PRODUCT_SORTS.map((s) => <option key={s} value={s}>{t(`product.sorts.${s}`)}</option>)}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={withSoldOut} onChange={(e) => onChange({ stok: e.target.checked ? 'semua' : null })} />
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

/** /registry/search?keyword=: registries of others that match, and products to add to one's own. */
const RegistrySearch = observer(function RegistrySearch() {
  const { t } = useRegistryTexts();
  const search = useStore(SearchStore);
  const catalogue = useStore(RegistryCatalogueStore);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const keyword = (params.get('keyword') ?? '').trim();
  useEffect(() => {
    search.setKeyword(keyword);
    if (keyword) {
      void search.searchNow();
      void catalogue.loadProducts({ keyword });
    }
  }, [search, catalogue, keyword]);
  const registries = search.result?.gifts ?? [];
  return (
    <RouteScreen>
      <KeywordForm key={keyword} initial={keyword} onSearch={(k) => setParams(k ? { keyword: k } : {}, { replace: true })} />
      {keyword === '' ? (
        <p className="page__lead">{t('search.noKeyword')}</p>
      ) : (
        <>
          <p className="page__lead">{t('search.lead', { keyword })}</p>
          <section className="section" aria-labelledby="search-registries">
            <h2 id="search-registries" className="section__title">{t('search.registries')}</h2>
            {search.status === 'loading' ? (
              <Skeleton height="4rem" />
            ) : search.status === 'error' ? (
              <ErrorState message={errorText(t, search.error)} onRetry={() => void search.searchNow()} />
            ) : registries.length === 0 ? (
              <p className="page__lead">{t('search.noRegistries')}</p>
            ) : (
              <ul className="result-list">
                {registries.map((r) => (
                  <li key={r.username}>
                    <Link to={registryRedirectPath(r.username, `${location.pathname}${location.search}`)}>
                      {r.photoUrl ? <span className="thumb"><ProductImage src={r.photoUrl} alt="" size={44} /></span> : null}
                      <span>{r.name}<br /><small className="field__hint">@{r.username} · {r.ownerName}</small></span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="section" aria-labelledby="search-products">
            <h2 id="search-products" className="section__title">{t('search.products')}</h2>
            <ProductAddGrid hrefFor={(p) => `/registry/pratinjau/collection/products/${encodeURIComponent(p.id)}`} />
          </section>
        </>
      )}
    </RouteScreen>
  );
});

/** /registry/address-book: the owner's addresses and whether givers see the primary one. */
const AddressBook = observer(function AddressBook() {
  const { t } = useRegistryTexts();
  const addresses = useStore(AddressStore);
  const owner = useStore(RegistryOwnerStore);
  const { pathname } = useLocation();
  useEffect(() => {
    void addresses.load();
    if (owner.registry === null) void owner.load();
  }, [addresses, owner]);
  const visible = owner.registry?.owner.isRegistryAddressVisible;
  const addHref = `/address/add?from=${encodeURIComponent(pathname)}&to=${encodeURIComponent(pathname)}`;
  return (
    <RouteScreen loading={addresses.status === 'loading' && addresses.addresses.length === 0} error={addresses.status === 'error' ? errorText(t, addresses.error) : undefined} onRetry={() => void addresses.load()}>
      <p className="page__lead">{t('addressBook.lead')}</p>
      {visible !== undefined ? <p className="notice">{visible ? t('addressBook.visibleNow') : t('addressBook.hiddenNow')}</p> : null}
      {addresses.addresses.length === 0 ? (
        <p className="page__lead">{t('addressBook.empty')}</p>
      ) : (
        <ul className="plain-list stack">
          {addresses.addresses.map((a) => <li key={a.id}><AddressCard address={a} /></li>)}
        </ul>
      )}
      <Link className="button" to={addHref}>{t('addressBook.add')}</Link>
    </RouteScreen>
  );
});

// The owner's product and address pages of the registry: the routes of route-table.ts name the export each one renders.

/** /registry/list-product */
export const Component = ListProduct;

/** /registry/search */
export const RegistrySearchRoute = RegistrySearch;

/** /registry/address-book */
export const RegistryAddressBookRoute = AddressBook;
