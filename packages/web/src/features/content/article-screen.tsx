import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDateId } from '@kado/domain';
import { ArticleStore } from '@kado/stores';
import { EmptyState, ErrorState, InfiniteList, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { useErrorText } from '../../app/use-error-text';
import { useContentTexts } from './use-content-texts';
import { RichText } from './rich-text';

/** /artikel and /blog: articles page by page (both read the same articles, decision 0168). */
const ArticleList = observer(function ArticleList({ base }: { readonly base: 'artikel' | 'blog' }) {
  const { t } = useContentTexts();
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  const store = useStore(ArticleStore);
  const list = store.list;
  return (
    <RouteScreen back={base !== 'artikel'}>
      <h2 className="section__title">{t('article.listTitle')}</h2>
      <InfiniteList
        list={list}
        skeleton={<><Skeleton height="6rem" /><Skeleton height="6rem" /></>}
        empty={<EmptyState title={t('article.empty')} text="" />}
        firstError={<ErrorState message={errorText(list.error)} onRetry={() => void store.loadFirst()} />}
        footer={{ errorText: errorText(list.error), retryText: common('action.retry') }}
      >
        {(items) => (
          <ul className="ct-list">
            {items.map((a, i) => (
              <li key={a.id}>
                <Link className="ct-card" to={`/${base}/${encodeURIComponent(a.slug)}`}>
                  {a.imageUrl ? <img src={a.imageUrl} alt="" width={96} height={96} loading={i > 3 ? 'lazy' : 'eager'} /> : <span />}
                  <span className="ct-card__body">
                    <span className="ct-card__title">{a.title}</span>
                    <span className="ct-meta">{formatDateId(a.publishedAt) ?? ''}</span>
                    <span className="ct-meta">{a.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
    </RouteScreen>
  );
});

/** /artikel/{slug} and /blog/{slug}: one article, its text rendered safely. */
const ArticleDetail = observer(function ArticleDetail({ slug }: { readonly slug: string }) {
  useContentTexts();
  const errorText = useErrorText();
  const store = useStore(ArticleStore);
  const detail = store.detail;
  // The route's loader reads the article (route-data.ts); this page only renders it.
  const a = detail.key === slug ? detail.data : null;
  return (
    <RouteScreen share title={a?.title} error={detail.status === 'error' ? errorText(detail.error) : undefined} onRetry={() => void store.loadArticle(slug)}>
      {a ? (
        <article className="stack">
          <h1 className="acc-hero__name" style={{ fontSize: '1.375rem', fontWeight: 700 }}>{a.title}</h1>
          <p className="ct-meta">{formatDateId(a.publishedAt) ?? ''}</p>
          {a.imageUrl ? <img className="ct-cover" src={a.imageUrl} alt="" width={390} height={219} /> : null}
          <RichText text={a.body || a.summary} />
        </article>
      ) : <><Skeleton height="2rem" /><Skeleton height="12rem" /><Skeleton height="6rem" /></>}
    </RouteScreen>
  );
});

/** The list under `base`, or one article when the path names its slug. */
function Articles({ base }: { readonly base: 'artikel' | 'blog' }) {
  const { slug } = useParams();
  return slug ? <ArticleDetail slug={slug} /> : <ArticleList base={base} />;
}

// The routes of route-table.ts name the export each one renders.

/**
 * The article list's data (/artikel, /blog), asked for by their routes' loaders before the page renders; one article
 * (/artikel/{slug}, /blog/{slug}) is ROUTE_DATA.article, which those routes name instead.
 */
export const routeData: ScreenData = {
  Component: async (container, { slug }) => (slug ? undefined : container.get(ArticleStore).loadFirst()),
  BlogRoute: async (container, { slug }) => (slug ? undefined : container.get(ArticleStore).loadFirst()),
};

/** /artikel and /artikel/{slug} */
export function Component() {
  return <Articles base="artikel" />;
}

/** /blog and /blog/{slug optional} */
export function BlogRoute() {
  return <Articles base="blog" />;
}
