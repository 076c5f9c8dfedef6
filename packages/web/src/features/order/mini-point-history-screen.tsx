import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateId } from '@kado/domain';
import { MiniPointStore } from '@kado/stores';
import { EmptyState, ErrorState, InfiniteFooter, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { useOrderTexts } from './use-order-texts';
import type { ScreenData } from '../../app/route-data';

/** The page's data (the balance with the first history page), asked for by its route's loader before it renders. */
export const routeData: ScreenData = {
  Component: async (container) => container.get(MiniPointStore).loadBalance(),
};

/** /profile/mini-point-history: the balance and every earning or spending, paged as the user scrolls. */
export const Component = observer(function MiniPointHistoryScreen() {
  const store = useStore(MiniPointStore);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  const list = store.history;

  let body;
  if (list.page === 0 && list.status === 'error') body = <ErrorState message={errorText(list.error)} onRetry={() => void list.reload()} />;
  else if (list.page === 0) body = <div className="stack" aria-hidden="true"><Skeleton height="3rem" /><Skeleton height="3rem" /><Skeleton height="3rem" /></div>;
  else if (list.items.length === 0) body = <EmptyState title={t('points.empty')} text={t('points.emptyText')} />;
  else {
    body = (
      <>
        <ul className="od-plain od-points">
          {list.items.map((entry) => (
            <li key={entry.id} className="od-points__row">
              <span className="stack od-tight">
                <span>{entry.description}</span>
                <span className="od-muted">{formatDateId(entry.createdAt) ?? entry.createdAt}</span>
                {entry.orderId ? <Link to={`/order/${encodeURIComponent(entry.orderId)}`}>{t('points.order')}</Link> : null}
              </span>
              <strong className={entry.points < 0 ? 'od-points__minus' : 'od-points__plus'}>
                {entry.points > 0 ? '+' : ''}{entry.points.toLocaleString('id-ID')}
              </strong>
            </li>
          ))}
        </ul>
        <InfiniteFooter list={list} loadingText={t('points.loadingMore')} errorText={errorText(list.error)} retryText={t('action.retry', { ns: 'translation' })} />
      </>
    );
  }

  return (
    <RouteScreen>
      <section className="card od-balance" aria-labelledby="od-balance-title">
        <h2 id="od-balance-title" className="od-muted od-balance__label">{t('points.balance')}</h2>
        {store.balance === null ? <Skeleton width="40%" height="2rem" /> : <p className="od-balance__value" data-testid="mini-point-balance">{t('points.value', { points: store.balance.toLocaleString('id-ID') })}</p>}
        <p className="od-muted">{t('points.lead')}</p>
      </section>
      <section className="section" aria-labelledby="od-points-title">
        <h2 id="od-points-title" className="section__title">{t('points.history')}</h2>
        {body}
      </section>
    </RouteScreen>
  );
});
