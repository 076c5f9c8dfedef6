import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Faq } from '@kado/domain';
import { FaqStore } from '@kado/stores';
import { EmptyState, ErrorState, Highlight, InfiniteList, Section, Skeleton, TextField } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { useErrorText } from '../../app/use-error-text';
import { useContentTexts } from './use-content-texts';
import { RichText } from './rich-text';

type StaticPage = 'privacy' | 'terms' | 'consign' | 'mobile';

/** Spec §9: search input is debounced by 400 ms. */
const DEBOUNCE_MS = 400;

function FaqLinks({ items, keyword }: { readonly items: readonly Faq[]; readonly keyword?: string }) {
  return (
    <div className="ct-faq">
      <ul>
        {items.map((f) => (
          <li key={f.id}><Link to={`/faqs/${encodeURIComponent(f.id)}`}>{keyword ? <Highlight text={f.question} keyword={keyword} /> : f.question}</Link></li>
        ))}
      </ul>
    </div>
  );
}

/** /faqs: highlighted questions, then all questions page by page. */
const FaqIndex = observer(function FaqIndex() {
  const { t } = useContentTexts();
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  const store = useStore(FaqStore);
  const { highlighted, all } = store;
  return (
    <RouteScreen>
      <Link className="button button--secondary" to="/faqs/search">{t('faq.search')}</Link>
      {highlighted.items.length > 0 ? <Section title={t('faq.highlighted')}><FaqLinks items={highlighted.items} /></Section> : null}
      <Section title={t('faq.all')}>
        <div className="stack">
          <InfiniteList
            list={all}
            skeleton={<Skeleton height="8rem" />}
            empty={<EmptyState title={t('faq.empty')} text="" />}
            firstError={<ErrorState message={errorText(all.error)} onRetry={() => void store.loadIndex()} />}
            footer={{ errorText: errorText(all.error), retryText: common('action.retry') }}
          >
            {(items) => <FaqLinks items={items} />}
          </InfiniteList>
        </div>
      </Section>
      <Link to="/mia">{t('faq.askMia')}</Link>
    </RouteScreen>
  );
});

/** /faqs/search: a debounced search with the keyword highlighted. */
const FaqSearch = observer(function FaqSearch() {
  const { t } = useContentTexts();
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  const store = useStore(FaqStore);
  const [keyword, setKeyword] = useState(store.keyword);
  // The keyword is what the shopper types (no route param): searched here, not in the route's loader.
  useEffect(() => {
    const timer = setTimeout(() => void store.search(keyword), keyword.trim() ? DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [keyword, store]);
  const r = store.results;
  const text = keyword.trim();
  return (
    <RouteScreen>
      <TextField
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        type="search"
        value={keyword}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a search screen the user opened to type in: the field takes the focus, as in Shopee and Tokopedia
        autoFocus
        onChange={(e) => setKeyword(e.target.value)}
      />
      {!text ? <p className="ct-meta">{t('faq.searchEmpty')}</p> : null}
      {text ? (
        <InfiniteList
          list={r}
          skeleton={<Skeleton height="6rem" />}
          empty={<EmptyState title={t('faq.searchNone', { keyword: text })} text="" />}
          firstError={<ErrorState message={errorText(r.error)} onRetry={() => void store.search(keyword)} />}
          footer={{ errorText: errorText(r.error), retryText: common('action.retry') }}
        >
          {(items) => <FaqLinks items={items} keyword={store.keyword.trim()} />}
        </InfiniteList>
      ) : null}
    </RouteScreen>
  );
});

/** /faqs/{id}: one question and its answer. */
const FaqDetail = observer(function FaqDetail({ id }: { readonly id: string }) {
  const { t } = useContentTexts();
  const errorText = useErrorText();
  const store = useStore(FaqStore);
  // The route's loader reads the question (route-data.ts); this page only renders it.
  const d = store.detail;
  const faq = d.key === id ? d.data : null;
  return (
    <RouteScreen error={d.status === 'error' ? errorText(d.error) : undefined} onRetry={() => void store.loadQuestion(id)}>
      {faq ? (
        <article className="stack">
          <h2 className="section__title">{faq.question}</h2>
          <RichText text={faq.answer} />
          <Link to="/mia">{t('faq.askMia')}</Link>
        </article>
      ) : <Skeleton height="8rem" />}
    </RouteScreen>
  );
});

function StaticInfo({ page }: { readonly page: StaticPage }) {
  const { t } = useContentTexts();
  return (
    <RouteScreen>
      <article className="stack">
        <h2 className="section__title">{t(`pages.${page}.title`)}</h2>
        <RichText text={t(`pages.${page}.body`)} />
      </article>
    </RouteScreen>
  );
}

// Help and information: FAQ (list, search, one answer), privacy, terms, consignment and the app page. The routes of
// route-table.ts name the export each one renders.

/** /faqs */
export const Component = FaqIndex;

/** The FAQ index's data, asked for by its route's loader before the page renders (/faqs/{id} is ROUTE_DATA.faq). */
export const routeData: ScreenData = {
  Component: (container) => container.get(FaqStore).loadIndex(),
};

/** /faqs/search */
export const FaqSearchRoute = FaqSearch;

/** /faqs/{id} */
export function FaqDetailRoute() {
  const { id } = useParams();
  return id ? <FaqDetail id={id} /> : <FaqIndex />;
}

/** /privacy */
export function PrivacyRoute() {
  return <StaticInfo page="privacy" />;
}

/** /terms */
export function TermsRoute() {
  return <StaticInfo page="terms" />;
}

/** /consign */
export function ConsignRoute() {
  return <StaticInfo page="consign" />;
}

/** /mobile */
export function MobileRoute() {
  return <StaticInfo page="mobile" />;
}
