import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatClockWib, formatDateId, formatRupiah, isContributionOrder, isFundOrder, orderFollowUps, sendsNoParcel, orderLineTotal, type Order, type OrderItem } from '@kado/domain';
import { CartStore, OrderDetailStore, OrderGiftStore, OrderListStore } from '@kado/stores';
import { Button, EmptyState, ErrorState, InfiniteFooter, ProductImage, ShipToCard, Skeleton, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { AddressLines } from '../checkout/buy-page';
import { useOrderTexts } from './use-order-texts';

const date = (iso: string) => formatDateId(iso) ?? iso;
/** The Jakarta wall-clock time of an instant, e.g. '17:00 WIB' (spec §1: Jakarta time zone). */
const jakartaTime = (iso: string) => formatClockWib(iso) ?? '';

function StatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useOrderTexts();
  return <span className={`od-status od-status--${status}`} data-testid="order-status">{t(`status.${status}`)}</span>;
}

function OrderSkeleton() {
  return (
    <div className="stack" aria-hidden="true">
      {[0, 1, 2].map((i) => <div key={i} className="card stack"><Skeleton width="50%" /><Skeleton width="80%" /><Skeleton width="30%" /></div>)}
    </div>
  );
}

function OrderCard({ order, eager }: { order: Order; eager: boolean }) {
  const { t } = useOrderTexts();
  const first = order.items[0];
  return (
    <Link to={`/order/${encodeURIComponent(order.id)}`} className="card od-card" data-testid="order-card">
      <span className="od-card__head">
        <span className="od-muted">{date(order.createdAt)}</span>
        <StatusBadge status={order.status} />
      </span>
      <span className="od-card__invoice">{order.invoice}</span>
      {first ? (
        <span className="od-card__item">
          {first.imageUrl ? <ProductImage src={first.imageUrl} alt="" size={56} eager={eager} className="od-thumb" /> : null}
          <span className="stack od-tight">
            <span className="od-name">{first.name}</span>
            {order.items.length > 1 ? <span className="od-muted">{t('list.more', { count: order.items.length - 1 })}</span> : null}
          </span>
        </span>
      ) : null}
      <span className="od-card__total"><span className="od-muted">{t('list.total')}</span> <strong>{formatRupiah(order.total)}</strong></span>
    </Link>
  );
}

/**
 * 'Beli lagi' and 'Beri ulasan' of an ended order (issue 31, `orderFollowUps`): the first puts its lines back in the
 * cart and opens it, the second opens the order's review page; nothing shows while the order is on its way.
 */
const OrderFollowUpActions = observer(function OrderFollowUpActions({ order }: { order: Order }) {
  const cart = useStore(CartStore);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const next = orderFollowUps(order);
  if (next.buyAgain.length === 0 && !next.canReview) return null;
  const buyAgain = async () => {
    if (await cart.buyAgain(order)) void navigate('/cart');
    else if (cart.actionError) toast.show(errorText(cart.actionError));
  };
  return (
    <div className="row od-actions">
      {next.buyAgain.length > 0 ? (
        <Button variant="secondary" disabled={cart.busy} onClick={() => void buyAgain()} aria-label={t('actions.buyAgainLabel', { invoice: order.invoice })}>{t('actions.buyAgain')}</Button>
      ) : null}
      {next.canReview ? (
        <Link className="button" to={`/review/${encodeURIComponent(order.id)}`} aria-label={t('actions.reviewLabel', { invoice: order.invoice })}>{t('actions.review')}</Link>
      ) : null}
    </div>
  );
});

/** /order: the shopper's orders, paged as they scroll. */
export const OrderListPage = observer(function OrderListPage() {
  const store = useStore(OrderListStore);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  const list = store.list;
  let body;
  if (list.page === 0 && list.status === 'error') body = <ErrorState message={errorText(list.error)} onRetry={() => void list.reload()} />;
  else if (list.page === 0) body = <OrderSkeleton />;
  else if (list.items.length === 0) body = <EmptyState title={t('list.empty')} text={t('list.emptyText')} action={<Link className="button" to="/">{t('list.shop')}</Link>} />;
  else {
    body = (
      <>
        <ul className="stack od-plain">{list.items.map((o, i) => <li key={o.id} className="stack od-tight"><OrderCard order={o} eager={i < 2} /><OrderFollowUpActions order={o} /></li>)}</ul>
        <InfiniteFooter list={list} loadingText={t('list.loadingMore')} errorText={errorText(list.error)} retryText={t('action.retry', { ns: 'translation' })} endText={t('list.end')} />
      </>
    );
  }
  return (
    <RouteScreen>
      <p className="page__lead">{t('list.lead')}</p>
      <section className="section" aria-labelledby="od-list-title">
        <h2 id="od-list-title" className="section__title">{t('list.title')}</h2>
        {body}
      </section>
    </RouteScreen>
  );
});

/** The order of the route's id, as its route's loader read it (order-screen.tsx routeData). */
function useOrder(id: string | undefined) {
  const store = useStore(OrderDetailStore);
  return { store, order: id && store.order?.id === id ? store.order : null };
}

function Amounts({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  return (
    <dl className="od-summary">
      <dt>{t('detail.subtotal')}</dt><dd>{formatRupiah(order.subtotal)}</dd>
      {sendsNoParcel(order) && order.shippingCost === 0 ? null : <><dt>{t('detail.shipping')}</dt><dd>{formatRupiah(order.shippingCost)}</dd></>}
      {order.discount > 0 ? <><dt>{order.voucherCode ? `${t('detail.discount')} (${order.voucherCode})` : t('detail.discount')}</dt><dd>-{formatRupiah(order.discount)}</dd></> : null}
      <dt className="od-summary__total">{t('detail.total')}</dt><dd className="od-summary__total">{formatRupiah(order.total)}</dd>
    </dl>
  );
}

/** The four tracking steps Lunas, Diproses, Dikirim, Sampai (spec §4) with those reached marked. */
const TrackingSteps = observer(function TrackingSteps() {
  const store = useStore(OrderDetailStore);
  const { t } = useOrderTexts();
  return (
    <ol className="od-steps" aria-label={t('track.steps')}>
      {store.steps.map((step) => (
        <li key={step.status} className={step.reached ? 'od-step od-step--reached' : 'od-step'} data-testid="tracking-step" data-reached={step.reached}>
          <span className="od-step__dot" aria-hidden="true" />
          <span className="od-step__label">{step.label}</span>
          <span className="visually-hidden">({step.reached ? t('track.reached') : t('track.notReached')})</span>
        </li>
      ))}
    </ol>
  );
});

/** Where a patungan line goes: the gift on the registry it was given to (issue 31). */
function ContributionTarget({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useOrderTexts();
  if (!order.registry || !item.giftProductId) return null;
  const to = `/registry/${encodeURIComponent(order.registry.username)}/${encodeURIComponent(item.giftProductId)}`;
  return <Link to={to} className="od-muted">{t('contribution.for', { registry: order.registry.name })}</Link>;
}

/** A line's amount: the amount given for a patungan (never '1 × the gift's price'), else its units at their price. */
function LineAmount({ item }: { item: OrderItem }) {
  const { t } = useOrderTexts();
  if (item.contribution != null) return <span data-testid="order-line-amount">{t('contribution.amount', { amount: formatRupiah(item.contribution) })}</span>;
  return <span data-testid="order-line-amount">{t('detail.quantity', { count: item.quantity, price: formatRupiah(item.price) })}</span>;
}

const DetailBody = observer(function DetailBody({ order }: { order: Order }) {
  const store = useStore(OrderDetailStore);
  const { t } = useOrderTexts();
  const id = encodeURIComponent(order.id);
  const contribution = isContributionOrder(order);
  // A cash gift (amplop digital): money for a registry's fund, with no goods, parcel or courier (QA, 28 November).
  const fund = isFundOrder(order) ? order.fund! : null;
  return (
    <>
      <section className="card stack" aria-labelledby="od-head">
        <h2 id="od-head" className="visually-hidden">{t('detail.status')}</h2>
        <div className="od-card__head"><span>{t('detail.status')}</span><StatusBadge status={order.status} /></div>
        <dl className="od-summary">
          <dt>{t('detail.invoice')}</dt><dd>{order.invoice}</dd>
          <dt>{t('detail.date')}</dt><dd>{date(order.createdAt)}</dd>
          <dt>{t('detail.method')}</dt><dd>{store.paymentMethodName ?? order.paymentMethod}</dd>
          {order.courier && !contribution && !fund ? <><dt>{t('detail.courier')}</dt><dd>{order.courier.toUpperCase()}</dd></> : null}
          {order.awb ? <><dt>{t('detail.awb')}</dt><dd>{order.awb}</dd></> : null}
        </dl>
        {order.status === 'waiting_payment' ? <Link className="button button--block" to={`/payment/${id}`}>{t('detail.pay')}</Link> : null}
        <OrderFollowUpActions order={order} />
      </section>
      <section className="card stack" aria-labelledby="od-items">
        <h2 id="od-items" className="section__title">{t('detail.items')}</h2>
        {fund ? <p data-testid="order-line-amount">{t('fund.line', { fund: fund.name, amount: formatRupiah(order.total) })}</p> : null}
        <ul className="stack od-plain">
          {order.items.map((item, i) => (
            <li key={`${item.productId}-${i}`} className="od-card__item">
              {item.imageUrl ? <ProductImage src={item.imageUrl} alt="" size={56} eager={i < 2} className="od-thumb" /> : null}
              <span className="stack od-tight">
                <span className="od-name">{item.name}</span>
                {item.variantName && item.contribution == null ? <span className="od-muted">{item.variantName}</span> : null}
                <LineAmount item={item} />
                {item.contribution != null ? <ContributionTarget order={order} item={item} /> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="od-address">
        <h2 id="od-address" className="section__title">{t('detail.address')}</h2>
        {fund ? <p className="od-muted">{t('fund.noParcel', { registry: order.registry?.name ?? fund.name })}</p>
          : contribution ? <p className="od-muted">{t('contribution.noParcel', { registry: order.registry?.name ?? '' })}</p>
          : order.address ? <AddressLines address={order.address} />
          // A gift to a registry's parents: the giver sees where it goes as the payment page said it, not the address.
          : order.shipTo ? <ShipToCard label={order.shipTo} /> : <p className="od-muted">{t('detail.noAddress')}</p>}
      </section>
      <section className="card stack" aria-labelledby="od-pay">
        <h2 id="od-pay" className="section__title">{t('detail.payment')}</h2>
        <Amounts order={order} />
      </section>
      <div className="stack">
        {fund ? null : <Link className="button button--secondary button--block" to={`/order/${id}/track`}>{contribution ? t('contribution.track') : t('detail.track')}</Link>}
        <Link className="button button--ghost button--block" to={`/order/${id}/invoice`}>{t('detail.invoiceLink')}</Link>
      </div>
    </>
  );
});

/** /order/{id}: one order. */
export const OrderDetailPage = observer(function OrderDetailPage() {
  const { id } = useParams();
  const { store, order } = useOrder(id);
  const errorText = useErrorText();
  let body;
  if (!order && store.status === 'error') body = <ErrorState message={errorText(store.error)} onRetry={() => id && void store.load(id)} />;
  else if (!order) body = <OrderSkeleton />;
  else body = <DetailBody order={order} />;
  return <RouteScreen>{body}</RouteScreen>;
});

/** /order/group/{id}: the orders of one checkout; one checkout makes one order here (decision 0144). */
export const OrderGroupPage = observer(function OrderGroupPage() {
  const { id } = useParams();
  const { store, order } = useOrder(id);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  let body;
  if (!id) body = <EmptyState title={t('list.empty')} text="" action={<Link className="button" to="/order">{t('list.title')}</Link>} />;
  else if (!order && store.status === 'error') body = <ErrorState message={errorText(store.error)} onRetry={() => void store.load(id)} />;
  else if (!order) body = <OrderSkeleton />;
  else body = <ul className="stack od-plain"><li><OrderCard order={order} eager /></li></ul>;
  return (
    <RouteScreen>
      <p className="page__lead">{t('group.lead')}</p>
      {body}
    </RouteScreen>
  );
});

/** A patungan's tracking (issue 31): the gift it went to and how far that gift has come, never a resi to wait for. */
const ContributionProgress = observer(function ContributionProgress({ order }: { order: Order }) {
  const gifts = useStore(OrderGiftStore);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  const progress = gifts.progressOf(order);
  const line = order.items[0];
  let body;
  if (!progress && gifts.read.status === 'error') body = <ErrorState message={errorText(gifts.read.error)} onRetry={() => void gifts.ensureFor(order)} />;
  else if (!progress) body = <><Skeleton width="70%" /><Skeleton width="50%" /></>;
  else {
    body = (
      <>
        <p className="od-name">{progress.gift.product?.name ?? progress.gift.externalProduct?.name ?? line?.name}</p>
        <p data-testid="contribution-progress">{t('contribution.collected', { collected: formatRupiah(progress.collected), price: formatRupiah(progress.price) })}</p>
        <progress className="od-progress" max={progress.price} value={progress.collected} aria-label={t('contribution.progress')} />
        {progress.badge ? <p>{t('contribution.status')} <strong>{progress.badge}</strong></p> : null}
      </>
    );
  }
  return (
    <section className="card stack" aria-labelledby="od-gift-title">
      <div className="od-card__head">
        <h2 id="od-gift-title" className="section__title">{t('contribution.giftTitle')}</h2>
        <StatusBadge status={order.status} />
      </div>
      {line?.contribution != null ? <p>{t('contribution.given', { amount: formatRupiah(line.contribution) })}</p> : null}
      {body}
      {line ? <ContributionTarget order={order} item={line} /> : null}
      <dl className="od-summary"><dt>{t('detail.invoice')}</dt><dd>{order.invoice}</dd></dl>
    </section>
  );
});

/** /order/{id}/track: the steps and the courier's history; the error flag clears the log (spec §8). */
export const OrderTrackPage = observer(function OrderTrackPage() {
  const { id } = useParams();
  const { store, order } = useOrder(id);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  let body;
  if (!order && store.status === 'error') body = <ErrorState message={errorText(store.error)} onRetry={() => id && void store.loadWithTracking(id)} />;
  else if (!order) body = <OrderSkeleton />;
  else if (isContributionOrder(order)) body = <ContributionProgress order={order} />;
  else if (isFundOrder(order)) body = <section className="card stack"><p>{t('fund.noParcel', { registry: order.registry?.name ?? order.fund!.name })}</p></section>;
  else {
    let history;
    if (!store.canTrack) history = <p className="od-muted">{t('track.noAwb')}</p>;
    else if (store.trackingStatus === 'loading' && !store.tracking) history = <><Skeleton width="70%" /><Skeleton width="60%" /></>;
    else if (store.trackingStatus === 'error') history = <ErrorState message={errorText(store.trackingError)} onRetry={() => void store.loadTracking()} />;
    else if (store.history.length === 0) history = <p className="od-muted">{t('track.noHistory')}</p>;
    else {
      history = (
        <ol className="od-history">
          {store.history.map((event, i) => (
            <li key={`${event.at}-${i}`} className="od-history__item">
              <span className="od-muted">{date(event.at)} {jakartaTime(event.at)}</span>
              <span>{event.description}</span>
            </li>
          ))}
        </ol>
      );
    }
    body = (
      <>
        <section className="card stack" aria-labelledby="od-steps-title">
          <div className="od-card__head">
            <h2 id="od-steps-title" className="section__title">{t('track.steps')}</h2>
            <StatusBadge status={order.status} />
          </div>
          <TrackingSteps />
          {order.status === 'cancelled' ? <p className="od-muted">{t('track.cancelled')}</p> : null}
          {order.status === 'waiting_payment' ? <p className="od-muted">{t('track.waiting')} <Link to={`/payment/${encodeURIComponent(order.id)}`}>{t('detail.pay')}</Link></p> : null}
          <dl className="od-summary">
            <dt>{t('detail.invoice')}</dt><dd>{order.invoice}</dd>
            {order.courier ? <><dt>{t('detail.courier')}</dt><dd>{order.courier.toUpperCase()}</dd></> : null}
            {order.awb ? <><dt>{t('detail.awb')}</dt><dd>{order.awb}</dd></> : null}
          </dl>
        </section>
        <section className="card stack" aria-labelledby="od-history-title">
          <div className="od-card__head">
            <h2 id="od-history-title" className="section__title">{t('track.history')}</h2>
            {store.canTrack ? <Button variant="ghost" disabled={store.trackingStatus === 'loading'} onClick={() => void store.loadTracking()}>{t('track.refresh')}</Button> : null}
          </div>
          {history}
        </section>
      </>
    );
  }
  return <RouteScreen>{body}</RouteScreen>;
});

/** /order/{id}/invoice: a printable invoice ('Cetak' prints it with the print stylesheet). */
export const OrderInvoicePage = observer(function OrderInvoicePage() {
  const { id } = useParams();
  const { store, order } = useOrder(id);
  const { t } = useOrderTexts();
  const errorText = useErrorText();
  let body;
  if (!order && store.status === 'error') body = <ErrorState message={errorText(store.error)} onRetry={() => id && void store.load(id)} />;
  else if (!order) body = <OrderSkeleton />;
  else {
    body = (
      <>
        <div className="od-no-print row"><Button onClick={() => window.print()}>{t('invoice.print')}</Button></div>
        <article className="od-invoice" aria-labelledby="od-invoice-title">
          <header className="od-invoice__head">
            <h2 id="od-invoice-title">{t('invoice.title')}</h2>
            <p><strong>{order.invoice}</strong></p>
            <p className="od-muted">{t('invoice.seller')} · {date(order.createdAt)}</p>
            <p>{order.paidAt ? t('invoice.paidAt', { date: date(order.paidAt) }) : t('invoice.unpaid')}</p>
          </header>
          {order.address ? (
            <section aria-labelledby="od-inv-buyer">
              <h3 id="od-inv-buyer" className="section__title">{t('invoice.buyer')}</h3>
              <AddressLines address={order.address} />
            </section>
          ) : null}
          <table className="od-table">
            <thead><tr><th scope="col">{t('invoice.product')}</th><th scope="col">{t('invoice.qty')}</th><th scope="col">{t('invoice.price')}</th><th scope="col">{t('invoice.lineTotal')}</th></tr></thead>
            <tbody>
              {order.items.map((item, i) => (
                <tr key={`${item.productId}-${i}`}>
                  <td>
                    {item.contribution != null ? t('contribution.invoiceLine', { name: item.name }) : item.name}
                    {item.variantName && item.contribution == null ? <span className="od-muted"> ({item.variantName})</span> : null}
                  </td>
                  <td>{item.contribution != null ? 1 : item.quantity}</td>
                  <td>{formatRupiah(item.contribution ?? item.price)}</td>
                  <td>{formatRupiah(orderLineTotal(item))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Amounts order={order} />
          <p className="od-muted">{t('detail.method')}: {store.paymentMethodName ?? order.paymentMethod}</p>
        </article>
      </>
    );
  }
  return <RouteScreen>{body}</RouteScreen>;
});
