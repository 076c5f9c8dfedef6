import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HomeStore, SessionStore } from '@kado/stores';
// By their own files, not the ui barrel (decision 0540).
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint';
import { useStore } from '../../app/store-context';
import { usePageTexts } from '../../app/page-texts';
import { CATALOGUE_NS, homeTexts } from './home.texts';
import { ProductRow } from './shop-ui';
import './shop.css';

// The search popup (its store's results, autocomplete and history) loads when the shopper first opens it, not with
// the home page (decision 0274).
const ShopSearchPopup = lazy(() => import('./shop-search-popup').then((m) => ({ default: m.ShopSearchPopup })));

const EXPLORE = [
  { key: 'brand', to: '/brand' },
  { key: 'merchants', to: '/merchant-list' },
  { key: 'promo', to: '/promo' },
  { key: 'vouchers', to: '/vouchers' },
  { key: 'favorite', to: '/favorite' },
  { key: 'registry', to: '/registry' },
] as const;

/** A section that failed: a short note and its own retry; the rest of the page stays. */
function SectionError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { t: tc } = useTranslation();
  return (
    <div className="row" role="alert">
      <span className="state__text">{t('home.sectionError')}</span>
      <Button variant="secondary" onClick={onRetry}>{tc('action.retry')}</Button>
    </div>
  );
}

/** A home section's heading with its 'see all' link. */
function SectionHead({ id, title, to, linkText, linkLabel }: { readonly id: string; readonly title: string; readonly to: string; readonly linkText: string; readonly linkLabel?: string }) {
  return (
    <div className="section__head">
      <h2 id={id} className="section__title">{title}</h2>
      <Link to={to} aria-label={linkLabel}>{linkText}</Link>
    </div>
  );
}

/** Home's catalogue sections each observe only their own data: an answer re-renders its section, not the page. */
const Banners = observer(function Banners({ home }: { readonly home: HomeStore }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const banners = home.banners.data;
  return (
    <section className="section" aria-label={t('home.banners')}>
      {banners ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a sideways-scrolling list must be reachable by keyboard (axe scrollable-region-focusable)
        <ul className="banner-strip" tabIndex={0} aria-label={t('home.banners')}>
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <Link to={`/banner/${banner.id}`} aria-label={banner.title}>
                {/* The largest image above the fold: not lazy, high priority. */}
                <img
                  src={banner.imageUrl}
                  alt=""
                  width={358}
                  height={179}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : home.banners.status === 'error' ? (
        <SectionError onRetry={() => void home.banners.refresh()} />
      ) : (
        <Skeleton height={179} radius={12} />
      )}
    </section>
  );
});

const Categories = observer(function Categories({ home }: { readonly home: HomeStore }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const categories = home.categories.data;
  return (
    <section className="section" aria-labelledby="home-categories">
      <SectionHead id="home-categories" title={t('home.categories')} to="/categories" linkText={t('home.allCategories')} />
      {categories ? (
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/c/${encodeURIComponent(category.slug)}`}>
                {category.imageUrl ? <img src={category.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" /> : null}
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : home.categories.status === 'error' ? (
        <SectionError onRetry={() => void home.categories.refresh()} />
      ) : (
        <Skeleton height={96} />
      )}
    </section>
  );
});

const LastSeen = observer(function LastSeen({ home }: { readonly home: HomeStore }) {
  const { t } = useTranslation(CATALOGUE_NS);
  if (!home.showsLastSeen || !home.lastSeen.data) return null;
  return (
    <section className="section" aria-labelledby="home-last-seen">
      <h2 id="home-last-seen" className="section__title">{t('home.lastSeen')}</h2>
      <ProductRow products={home.lastSeen.data} label={t('home.lastSeen')} />
    </section>
  );
});

/** The first three cards of the first collection sit above the fold on a phone: their images are not lazy. */
const ABOVE_FOLD_CARDS = 3;

const Collections = observer(function Collections({ home, firstOnly }: { readonly home: HomeStore; readonly firstOnly: boolean }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const collections = home.collections.data;
  if (collections) {
    return (firstOnly ? collections.slice(0, 1) : collections).map((collection, index) => (
      <section key={collection.id} className={index === 0 ? 'section' : 'section home-lazy'} aria-labelledby={`home-collection-${collection.id}`}>
        <SectionHead
          id={`home-collection-${collection.id}`}
          title={collection.name}
          to={`/collection/${collection.id}`}
          linkText={t('home.allCategories')}
          linkLabel={t('home.seeCollection', { name: collection.name })}
        />
        <ProductRow products={collection.products} label={collection.name} eager={index === 0 && !home.showsLastSeen ? ABOVE_FOLD_CARDS : 0} />
      </section>
    ));
  }
  return home.collections.status === 'error' ? <SectionError onRetry={() => void home.collections.refresh()} /> : <Skeleton height={220} />;
});

const Articles = observer(function Articles({ home }: { readonly home: HomeStore }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const articles = home.articles.data;
  if (articles && articles.length > 0) {
    return (
      <section className="section home-lazy" aria-labelledby="home-articles">
        <SectionHead id="home-articles" title={t('home.articles')} to="/artikel" linkText={t('home.allArticles')} />
        <ul className="article-list">
          {articles.map((article) => (
            <li key={article.id}>
              <Link to={`/artikel/${encodeURIComponent(article.slug)}`}>
                {article.imageUrl ? <img src={article.imageUrl} alt="" width={88} height={66} loading="lazy" decoding="async" /> : null}
                <span>
                  <strong>{article.title}</strong>
                  <span>{article.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return home.articles.status === 'error' ? <SectionError onRetry={() => void home.articles.refresh()} /> : null;
});

/** Home (/): banners, categories, collections, last seen, article teasers. Only the first banner loads eagerly. */
export const Component = observer(function HomeScreen() {
  const { t } = usePageTexts(CATALOGUE_NS, homeTexts);
  const { t: tc } = useTranslation();
  const home = useStore(HomeStore);
  const session = useStore(SessionStore);
  const [searchOpen, setSearchOpen] = useState(false);
  const userId = session.user?.id ?? null;
  // What lies below the first screen renders one frame after it (the first paint lays out only what shows).
  const belowFold = useAfterFirstPaint();

  // The catalogue sections are asked for by the route's loader (route-table.ts `data`), not on render.
  useEffect(() => {
    void home.loadLastSeen();
  }, [home, userId]);

  return (
    <div className="page">
      <header className="home-header">
        <h1 className="brand-mark">{tc('app.name')}</h1>
        <button type="button" className="search-trigger" onClick={() => setSearchOpen(true)} aria-haspopup="dialog">
          <Icon name="search" />
          <span>{tc('search.placeholder')}</span>
        </button>
        <Link className="icon-button" to="/cart" aria-label={tc('navbar.cart')}>
          <Icon name="cart" />
        </Link>
      </header>

      <div className="page__body">
        <Banners home={home} />
        <Categories home={home} />
        <LastSeen home={home} />
        <Collections home={home} firstOnly={!belowFold} />

        {belowFold ? (
          <>
            <section className="section home-lazy" aria-labelledby="home-explore">
              <h2 id="home-explore" className="section__title">{t('home.explore')}</h2>
              <ul className="chips">
                {EXPLORE.map((item) => (
                  <li key={item.key}><Link className="chip" to={item.to}>{t(`home.links.${item.key}`)}</Link></li>
                ))}
              </ul>
            </section>

            <section className="hero home-lazy" aria-labelledby="home-registry">
              <h2 id="home-registry" className="hero__title">{t('home.registryTitle')}</h2>
              <p>{t('home.registryText')}</p>
              <Link className="button" to="/my-gift/create">{t('home.registryCta')}</Link>
            </section>

            <Articles home={home} />
          </>
        ) : null}
      </div>

      {searchOpen ? <Suspense fallback={null}><ShopSearchPopup open onClose={() => setSearchOpen(false)} /></Suspense> : null}
    </div>
  );
});
