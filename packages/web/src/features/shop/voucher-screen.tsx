import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams } from 'react-router-dom';
import { VoucherStore } from '@kado/stores';
import { EmptyState, ErrorState, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { useCheckoutTexts } from '../checkout/use-checkout-texts';
import { useErrorText } from '../../app/use-error-text';
import { VoucherCard } from '../checkout/voucher-card';

function VoucherSkeleton() {
  return (
    <div className="stack" aria-hidden="true">
      {[0, 1, 2].map((i) => <div key={i} className="card stack"><Skeleton width="60%" /><Skeleton width="40%" /><Skeleton width="70%" /></div>)}
    </div>
  );
}

/** /vouchers and /voucher: every active voucher (limit 1000), largest discount first. */
const VoucherList = observer(function VoucherList() {
  const store = useStore(VoucherStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  let body;
  if (store.status === 'error' && store.vouchers.length === 0) body = <ErrorState message={errorText(store.error)} onRetry={() => void store.load()} />;
  else if (store.vouchers.length === 0 && store.status !== 'ready') body = <VoucherSkeleton />;
  else if (store.vouchers.length === 0) body = <EmptyState title={t('voucher.empty')} text={t('voucher.emptyText')} />;
  else body = <ul className="stack ck-plain">{store.vouchers.map((v) => <li key={v.id}><VoucherCard voucher={v} /></li>)}</ul>;
  return (
    <RouteScreen>
      <p className="page__lead">{t('voucher.lead')}</p>
      <section className="section" aria-labelledby="ck-vouchers-title">
        <h2 id="ck-vouchers-title" className="section__title">{t('voucher.list')}</h2>
        {body}
      </section>
    </RouteScreen>
  );
});

/** /voucher/{id} and /voucher/claim/{id}: one voucher with its terms and the claim button. */
const VoucherDetail = observer(function VoucherDetail({ id }: { id: string }) {
  const store = useStore(VoucherStore);
  const errorText = useErrorText();
  const { t } = useCheckoutTexts();
  const voucher = store.detail?.id === id ? store.detail : null;
  let body;
  if (!voucher && store.detailStatus === 'error') body = <ErrorState message={errorText(store.detailError)} onRetry={() => void store.loadDetail(id)} />;
  else if (!voucher) body = <VoucherSkeleton />;
  else body = <VoucherCard voucher={voucher} detailed headingLevel={2} />;
  return (
    <RouteScreen>
      {body}
      <Link to="/vouchers">{t('voucher.list')}</Link>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/** /voucher/{id} and /voucher/claim/{id}: the voucher; without an id, the list (or nothing: claim sends to the list). */
const voucherData = (container: Container, id: string | undefined, list: boolean) =>
  id ? container.get(VoucherStore).loadDetail(id) : list ? container.get(VoucherStore).load() : Promise.resolve(true);

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: (container) => container.get(VoucherStore).load(),
  VoucherDetailRoute: (container, { id }) => voucherData(container, id, true),
  VoucherClaimRoute: (container, { id }) => voucherData(container, id, false),
};

/** /voucher and /vouchers */
export const Component = VoucherList;

/** /voucher/{id} */
export function VoucherDetailRoute() {
  const { id } = useParams();
  return id ? <VoucherDetail id={id} /> : <VoucherList />;
}

/** /voucher/claim/{id optional}: without an id, the list (decision 0144). */
export function VoucherClaimRoute() {
  const { id } = useParams();
  return id ? <VoucherDetail id={id} /> : <Navigate to="/vouchers" replace />;
}
