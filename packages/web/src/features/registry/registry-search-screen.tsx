import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { registryRedirectPath } from '@kado/domain';
import { RegistryCatalogueStore, SearchStore } from '@kado/stores';
import { ErrorState, ProductImage, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';
import { KeywordForm, ProductAddGrid } from './product-add';
import './registry.css';

/** /registry/search?keyword=: registries of others that match, and products to add to one's own. */
const RegistrySearch = observer(function RegistrySearch() {
  const { t } = useRegistryTexts();
  const search = useStore(SearchStore);
  const catalogue = useStore(RegistryCatalogueStore);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const keyword = (params.get('keyword') ?? '').trim();
  // The keyword is the query string, which a route's loader does not follow: the screen searches.
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

// The owner's registry search, a module of its own so its route's chunk loads only what it uses (issue 15).

/** /registry/search */
export const RegistrySearchRoute = RegistrySearch;
