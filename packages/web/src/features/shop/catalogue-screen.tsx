import { useEffect, useState } from 'react';
import type { Container } from 'inversify';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CategoryStore, CollectionStore, MerchantStore, ProductSearchStore } from '@kado/stores';
import { priceRangeOf, productSortOf, type Merchant, type PriceRange } from '@kado/domain';
import { Button, EmptyState, Section, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { usePageTexts } from '../../app/page-texts';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { recallPage, rememberPage } from '../../app/page-cache';
import { CATALOGUE_NS, catalogueTexts } from './shop.texts';
import { ProductGrid } from './product-grid';
import { ShopInfiniteList } from './shop-list';
import { useErrorText } from '../../app/use-error-text';
import { brandPageUrl } from './micro-services';
import { ShopSearchPopup } from './shop-search-popup';
import { ListControls } from '../../ui/list-controls';
import { CartButton } from '../../app/cart-button';
import './shop.css';

/** /categories: every root category with its subcategories. */
const Categories = observer(function Categories() {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(CategoryStore);
  const errorText = useErrorText();
  const tree = store.tree.data;
  return (
    <RouteScreen
      loading={!tree && store.tree.isFetching}
      error={!tree && store.tree.status === 'error' ? errorText(store.tree.error) : undefined}
      onRetry={() => void store.tree.refresh()}
    >
      <p className="page__lead">{t('categories.lead')}</p>
      {tree?.map((root) => (
        <Section key={root.id} title={root.name}>
          <ul className="chips">
            <li><Link className="chip" to={`/c/${encodeURIComponent(root.slug)}`}>{t('categories.all', { name: root.name })}</Link></li>
            {root.children.map((child) => (
              <li key={child.id}><Link className="chip" to={`/c/${encodeURIComponent(child.slug)}`}>{child.name}</Link></li>
            ))}
          </ul>
        </Section>
      ))}
    </RouteScreen>
  );
});

/** /c/{category}: the category's subcategories and its products, 10 a page as the shopper scrolls. */
const CategoryProducts = observer(function CategoryProducts({ slug }: { readonly slug: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(CategoryStore);
  const errorText = useErrorText();
  const category = store.category.key === slug ? store.category.data : null;
  return (
    <RouteScreen
      title={category?.name}
      loading={!category && store.category.isFetching}
      error={!category && store.category.status === 'error' ? errorText(store.category.error) : undefined}
      onRetry={() => void store.open(slug)}
    >
      {category && category.children.length > 0 ? (
        <ul className="chips" aria-label={t('categories.sub')}>
          {category.children.map((child) => (
            <li key={child.id}><Link className="chip" to={`/c/${encodeURIComponent(child.slug)}`}>{child.name}</Link></li>
          ))}
        </ul>
      ) : null}
      <ShopInfiniteList list={store.products}>{(items) => <ProductGrid products={items} eager={2} label={t('list.products')} />}</ShopInfiniteList>
    </RouteScreen>
  );
});

function MerchantTiles({ merchants, brand, onLeave }: { readonly merchants: readonly Merchant[]; readonly brand: boolean; readonly onLeave?: () => void }) {
  const { t } = useTranslation(CATALOGUE_NS);
  // Spec §1: a brand page is a full-page navigation to the brand micro-service; a missing entry gives a generic error.
  const openBrand = (merchant: Merchant) => {
    const url = brandPageUrl(merchant.slug);
    if (url === null) toast.show(t('brand.serviceError'));
    else {
      onLeave?.();
      window.location.assign(url);
    }
  };
  return (
    <ul className="merchant-list">
      {merchants.map((merchant, index) => {
        const image = merchant.imageUrl ? (
          <img src={merchant.imageUrl} alt="" width={44} height={44} loading={index < 6 ? 'eager' : 'lazy'} decoding="async" />
        ) : null;
        return (
          <li key={merchant.id}>
            {brand ? (
              <button type="button" onClick={() => openBrand(merchant)} aria-label={t('brand.open', { name: merchant.name })}>
                {image}
                <span>{merchant.name}</span>
              </button>
            ) : (
              <Link to={`/${encodeURIComponent(merchant.slug)}`}>
                {image}
                <span>{merchant.name}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** /merchant-list, /brand and /brand/draft-index: merchants with an image, 10 a page as the shopper scrolls. */
const Merchants = observer(function Merchants({ brand, draft }: { readonly brand: boolean; readonly draft: boolean }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(MerchantStore);
  const { key } = useLocation();
  const list = brand ? store.brands : store.merchants;
  return (
    <RouteScreen>
      <p className="page__lead">{brand ? t(draft ? 'brand.draftLead' : 'brand.lead') : t('merchants.lead')}</p>
      <ShopInfiniteList list={list} empty={<EmptyState title={t('list.emptyMerchants')} text="" />}>
        {(items) => <MerchantTiles merchants={items} brand={brand} onLeave={() => rememberPage('brand', key, store.brandsSnapshot)} />}
      </ShopInfiniteList>
    </RouteScreen>
  );
});

/** /promo: discounted products, largest discount first. */
const Promo = observer(function Promo() {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(CollectionStore);
  return (
    <RouteScreen>
      <p className="page__lead">{t('promo.lead')}</p>
      <ShopInfiniteList list={store.promo}>{(items) => <ProductGrid products={items} eager={2} label={t('list.products')} />}</ShopInfiniteList>
    </RouteScreen>
  );
});

/** /collection (all collections) and /collection/{id} (one collection's products). */
const Collection = observer(function Collection({ id }: { readonly id: string | undefined }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(CollectionStore);
  const errorText = useErrorText();
  if (!id) {
    const all = store.collections.data;
    return (
      <RouteScreen
        loading={!all && store.collections.isFetching}
        error={!all && store.collections.status === 'error' ? errorText(store.collections.error) : undefined}
        onRetry={() => void store.collections.refresh()}
      >
        <p className="page__lead">{t('collection.lead')}</p>
        <ul className="link-list">
          {all?.map((c) => <li key={c.id}><Link to={`/collection/${c.id}`}>{c.name}</Link></li>)}
        </ul>
      </RouteScreen>
    );
  }
  const collection = store.collection.key === id ? store.collection.data : null;
  return (
    <RouteScreen
      share
      title={collection?.name}
      loading={!collection && store.collection.isFetching}
      error={!collection && store.collection.status === 'error' ? errorText(store.collection.error) : undefined}
      onRetry={() => void store.collection.refresh()}
    >
      {collection ? (
        collection.products.length > 0 ? <ProductGrid products={collection.products} eager={2} label={collection.name} /> : <EmptyState title={t('list.empty')} text="" />
      ) : null}
    </RouteScreen>
  );
});

/** /banner/{id}: the banner and the products it promotes. */
const BannerPage = observer(function BannerPage({ id }: { readonly id: string | undefined }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(CollectionStore);
  const errorText = useErrorText();
  const banner = id && store.banner.key === id ? store.banner.data : null;
  if (!id) return <RouteScreen><EmptyState title={t('list.empty')} text="" action={<Link className="button" to="/promo">{t('home.links.promo')}</Link>} /></RouteScreen>;
  return (
    <RouteScreen
      share
      title={banner?.title}
      loading={!banner && store.banner.isFetching}
      error={!banner && store.banner.status === 'error' ? errorText(store.banner.error) : undefined}
      onRetry={() => void store.banner.refresh()}
    >
      {banner ? (
        <>
          <img className="banner-hero" src={banner.imageUrl} alt={banner.title} width={358} height={179} fetchPriority="high" />
          <Section title={t('banner.products')}>
            {banner.products.length > 0 ? <ProductGrid products={banner.products} label={t('banner.products')} /> : undefined}
          </Section>
        </>
      ) : null}
    </RouteScreen>
  );
});

/**
 * The search's price range (issue 31, decision 0464): two bounds in rupiah, applied together ('Terapkan') to the query
 * string (`harga_min`, `harga_maks`); 'Hapus' drops both. What was typed stays until applied or cleared.
 */
function PriceRangeForm({ range, onChange }: { readonly range: PriceRange; readonly onChange: (patch: Record<string, string | null>) => void }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const shown = (bound: number | null) => (bound === null ? '' : String(bound));
  const [min, setMin] = useState(shown(range.min));
  const [max, setMax] = useState(shown(range.max));
  const [applied, setApplied] = useState(range);
  // Back and forward change the query string: the fields follow it (state adjusted while rendering).
  if (applied.min !== range.min || applied.max !== range.max) {
    setApplied(range);
    setMin(shown(range.min));
    setMax(shown(range.max));
  }
  const apply = (next: PriceRange) => onChange({ harga_min: shown(next.min) || null, harga_maks: shown(next.max) || null });
  return (
    <form
      className="row list-controls"
      aria-label={t('search.priceRange')}
      onSubmit={(e) => {
        e.preventDefault();
        apply(priceRangeOf(min, max));
      }}
    >
      <TextField label={t('search.priceMin')} inputMode="numeric" autoComplete="off" placeholder="Rp 0" value={min} onChange={(e) => setMin(e.target.value)} />
      <TextField label={t('search.priceMax')} inputMode="numeric" autoComplete="off" placeholder="Rp 0" value={max} onChange={(e) => setMax(e.target.value)} />
      <Button type="submit" variant="secondary">{t('search.priceApply')}</Button>
      {range.min !== null || range.max !== null ? <Button variant="ghost" onClick={() => apply({ min: null, max: null })}>{t('search.priceClear')}</Button> : null}
    </form>
  );
}

/** /search?keyword=: product results, 10 a page, the keyword highlighted; an empty keyword shows nothing. */
const SearchResults = observer(function SearchResults() {
  const { t } = useTranslation(CATALOGUE_NS);
  const store = useStore(ProductSearchStore);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  // Issue 31: in stock first by default (sold-out products only when asked), sorted as she chooses.
  const sort = productSortOf(params.get('sort'));
  const withSoldOut = params.get('stok') === 'semua';
  const minParam = params.get('harga_min');
  const maxParam = params.get('harga_maks');
  const [popup, setPopup] = useState(false);
  // The keyword, sort and stock filter are the query string, which does not run the route's loader again
  // (revalidateOnNewParams): read here.
  useEffect(
    () => void store.search(keyword, { sort, inStock: !withSoldOut, price: priceRangeOf(minParam, maxParam) }),
    [store, keyword, sort, withSoldOut, minParam, maxParam],
  );
  const price = priceRangeOf(minParam, maxParam);
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return (
    <RouteScreen actions={<><Button variant="ghost" onClick={() => setPopup(true)}>{t('search.openSearch')}</Button><CartButton /></>}>
      {keyword !== '' ? <h2 className="section__title">{t('search.title', { keyword })}</h2> : null}
      {keyword !== '' ? (
        <ListControls
          sort={sort}
          withSoldOut={withSoldOut}
          onChange={update}
          texts={{ sortLabel: t('search.sortLabel'), sortName: (s) => t(`search.sorts.${s}`), withSoldOut: t('search.withSoldOut') }}
        />
      ) : null}
      {keyword !== '' ? <PriceRangeForm range={price} onChange={update} /> : null}
      {keyword === '' ? (
        <EmptyState title={t('search.empty')} text="" />
      ) : (
        <ShopInfiniteList list={store.results} empty={<EmptyState title={t('search.noResult', { keyword })} text="" />}>
          {(items) => <ProductGrid products={items} eager={2} keyword={keyword} label={t('list.products')} />}
        </ShopInfiniteList>
      )}
      <ShopSearchPopup open={popup} onClose={() => setPopup(false)} />
    </RouteScreen>
  );
});

// Catalogue lists (spec §2): categories, a category, brands, merchants, promos, collections, banners and search
// results; the routes of route-table.ts name the export each one renders, each with the catalogue's texts.

/**
 * The key of the history entry a loader runs for: React Router's browser history keeps it in `history.state.key`
 * ('default' for the first entry), the `useLocation().key` a screen sees for the same entry.
 */
function historyKey(): string {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== '' ? key : 'default';
}

/** /brand and /brand/draft-index: the brands, the ones kept when leaving for a brand page shown again on return. */
function brandsData(container: Container, visit?: { readonly returning: boolean }): Promise<boolean> {
  const store = container.get(MerchantStore);
  // Spec §2 page caching: back from a brand page (a new document) shows the brands kept when leaving.
  if (visit?.returning) store.restoreBrands(recallPage('brand', historyKey()));
  return store.openBrands();
}

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: (container) => container.get(CategoryStore).loadTree(),
  CategoryRoute: (container, { category }) => container.get(CategoryStore).open(category ?? ''),
  MerchantListRoute: (container) => container.get(MerchantStore).openMerchants(),
  BrandRoute: (container, _params, visit) => brandsData(container, visit),
  BrandDraftRoute: (container, _params, visit) => brandsData(container, visit),
  PromoRoute: (container) => container.get(CollectionStore).openPromo(),
  CollectionRoute: (container, { id }) => (id ? container.get(CollectionStore).openCollection(id) : container.get(CollectionStore).loadCollections()),
  BannerRoute: async (container, { id }) => (id ? container.get(CollectionStore).openBanner(id) : undefined),
};

/** /categories */
export function Component() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <Categories />;
}

/** /c/{category} */
export function CategoryRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <CategoryProducts slug={useParams().category ?? ''} />;
}

/** /merchant-list */
export function MerchantListRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <Merchants brand={false} draft={false} />;
}

/** /brand */
export function BrandRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <Merchants brand draft={false} />;
}

/** /brand/draft-index */
export function BrandDraftRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <Merchants brand draft />;
}

/** /promo */
export function PromoRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <Promo />;
}

/** /collection/{id optional} */
export function CollectionRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <Collection id={useParams().id} />;
}

/** /banner/{id optional} */
export function BannerRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <BannerPage id={useParams().id} />;
}

/** /search */
export function SearchRoute() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <SearchResults />;
}
