import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatRupiah, type Order } from '@kado/domain';
import { PaymentStore } from '@kado/stores';
import { Button, EmptyState, ErrorState, ShipToCard, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCheckoutTexts } from './use-checkout-texts';
import { useErrorText } from '../../app/use-error-text';

/**
 * The order of the query string's `?order=` (/payment/finish, /booking-cod): read by the screen, since the route's
 * loader runs again only on new path params (routes.tsx revalidateOnNewParams); /payment/{id} is its route's data.
 */
function useOrderLoad(orderId: string | null | undefined) {
  const payment = useStore(PaymentStore);
  useEffect(() => {
    if (orderId) void payment.load(orderId);
  }, [payment, orderId]);
  return payment;
}

function PaymentSkeleton() {
  return (
    <div className="card stack" aria-hidden="true">
      <Skeleton width="50%" /><Skeleton width="70%" height="2rem" /><Skeleton width="40%" />
    </div>
  );
}

/** Where the order's parcel goes, as this viewer may see it (none for a contribution, decision 0182). */
function OrderShipTo({ order }: { order: Order }) {
  const { t } = useCheckoutTexts();
  if (!order.shipTo) return null;
  return (
    <section className="stack" aria-labelledby="ck-ship-to-title">
      <h2 id="ck-ship-to-title" className="section__title">{t('payment.shipTo')}</h2>
      <ShipToCard label={order.shipTo} />
    </section>
  );
}

const Amounts = ({ order }: { order: Order }) => {
  const { t } = useCheckoutTexts();
  return (
    <dl className="ck-summary">
      <dt>{t('payment.subtotal')}</dt><dd>{formatRupiah(order.subtotal)}</dd>
      <dt>{t('payment.shipping')}</dt><dd>{formatRupiah(order.shippingCost)}</dd>
      {order.discount > 0 ? <><dt>{t('payment.discount')}</dt><dd>-{formatRupiah(order.discount)}</dd></> : null}
      <dt className="ck-summary__total">{t('payment.total')}</dt><dd className="ck-summary__total" data-testid="payment-total">{formatRupiah(order.total)}</dd>
    </dl>
  );
};

/** /payment/{id}: what to pay and how; 'Bayar Sekarang' confirms the payment once however often tapped. */
export const PaymentPage = observer(function PaymentPage() {
  const { id } = useParams();
  const payment = useStore(PaymentStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const order = payment.order?.id === id ? payment.order : null;

  const pay = async () => {
    if (await payment.pay()) navigate(`/payment/finish?order=${encodeURIComponent(id ?? '')}`, { replace: true });
  };

  let body;
  if (!order && payment.status === 'error') body = <ErrorState message={errorText(payment.error)} onRetry={() => id && void payment.load(id)} />;
  else if (!order) body = <PaymentSkeleton />;
  else {
    const method = payment.method;
    const waiting = order.status === 'waiting_payment';
    body = (
      <>
        <section className="card stack" aria-labelledby="ck-pay-title">
          <h2 id="ck-pay-title" className="section__title">{t('payment.total')}</h2>
          <p className="ck-amount">{formatRupiah(order.total)}</p>
          <dl className="ck-summary">
            <dt>{t('payment.invoice')}</dt><dd>{order.invoice}</dd>
            <dt>{t('payment.method')}</dt><dd>{method?.name ?? order.paymentMethod}</dd>
            <dt>{t('payment.status')}</dt>
            <dd data-testid="payment-status">{waiting ? t('payment.waiting') : order.status === 'cancelled' ? t('payment.cancelled') : t('payment.paid')}</dd>
          </dl>
          {waiting ? <p className="ck-muted">{method?.type === 'ewallet' ? t('payment.ewalletHint', { name: method.name }) : t('payment.vaHint', { name: method?.name ?? order.paymentMethod })}</p> : null}
        </section>
        <section className="card stack" aria-label={t('payment.subtotal')}>
          <Amounts order={order} />
          <OrderShipTo order={order} />
        </section>
        <Link to={`/payment/${encodeURIComponent(order.id)}/guide`}>{t('payment.guide')}</Link>
        {waiting ? (
          <Button block disabled={payment.paying} onClick={() => void pay()}>{payment.paying ? t('payment.paying') : t('payment.payNow')}</Button>
        ) : (
          <>
            <p role="status">{t('payment.alreadyPaid')}</p>
            <Link className="button button--block" to={`/order/${encodeURIComponent(order.id)}`}>{t('payment.seeOrder')}</Link>
            {order.registry ? (
              <Link className="button button--secondary button--block" to={`/registry/${encodeURIComponent(order.registry.username)}`}>{t('payment.backToRegistry', { name: order.registry.name })}</Link>
            ) : null}
          </>
        )}
        {payment.payError ? <p role="alert" className="field__error">{errorText(payment.payError)}</p> : null}
      </>
    );
  }
  return <RouteScreen>{body}</RouteScreen>;
});

/** /payment/{id}/guide: the steps for the order's method type (virtual account, e-wallet, COD, card). */
export const PaymentGuidePage = observer(function PaymentGuidePage() {
  const { id } = useParams();
  const payment = useStore(PaymentStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const order = id && payment.order?.id === id ? payment.order : null;

  let body;
  if (!id) body = <EmptyState headingLevel={2} title={t('guide.generic')} text="" action={<Link className="button" to="/order">{t('finish.orders')}</Link>} />;
  else if (!order && payment.status === 'error') body = <ErrorState message={errorText(payment.error)} onRetry={() => void payment.load(id)} />;
  else if (!order) body = <PaymentSkeleton />;
  else {
    const method = payment.method;
    const type = method?.type === 'va' || method?.type === 'ewallet' || method?.type === 'cod' || method?.type === 'card' ? method.type : 'va';
    const bank = (method?.name ?? order.paymentMethod).replace(/ Virtual Account$/, '');
    const steps = t(`guide.${type}`, { returnObjects: true, bank }) as unknown;
    body = (
      <section className="card stack" aria-labelledby="ck-guide-title">
        <h2 id="ck-guide-title" className="section__title">{method?.name ?? order.paymentMethod}</h2>
        <ol className="ck-steps">
          {Array.isArray(steps) ? steps.map((step, i) => <li key={i}>{String(step)}</li>) : null}
        </ol>
        <Link className="button button--secondary" to={`/payment/${encodeURIComponent(order.id)}`}>{t('guide.back')}</Link>
      </section>
    );
  }
  return <RouteScreen>{body}</RouteScreen>;
});

/** /payment/finish?order={id}: the payment went through; next steps are tracking and the order list. */
export const PaymentFinishPage = observer(function PaymentFinishPage() {
  const [query] = useSearchParams();
  const orderId = query.get('order');
  const payment = useOrderLoad(orderId);
  const { t } = useCheckoutTexts();
  const order = orderId && payment.order?.id === orderId ? payment.order : null;
  return (
    <RouteScreen back={false} close>
      <div className="state">
        <h2 className="state__title">{t('finish.title')}</h2>
        <p className="state__text">{orderId ? t('finish.text') : t('finish.generic')}</p>
        {order ? <p className="ck-amount" data-testid="finish-total">{formatRupiah(order.total)}</p> : orderId && payment.status === 'loading' ? <Skeleton width="40%" height="2rem" /> : null}
        {orderId ? <Link className="button button--block" to={`/order/${encodeURIComponent(orderId)}/track`}>{t('finish.track')}</Link> : null}
        {order?.registry ? (
          <Link className="button button--secondary button--block" to={`/registry/${encodeURIComponent(order.registry.username)}`}>{t('payment.backToRegistry', { name: order.registry.name })}</Link>
        ) : null}
        <Link className="button button--secondary button--block" to="/order">{t('finish.orders')}</Link>
        <Link className="button button--ghost button--block" to="/">{t('finish.shop')}</Link>
      </div>
    </RouteScreen>
  );
});

/** /booking-cod?order={id}: the cash-on-delivery order is booked; it is paid to the courier. */
export const BookingCodPage = observer(function BookingCodPage() {
  const [query] = useSearchParams();
  const orderId = query.get('order');
  const payment = useOrderLoad(orderId);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const order = orderId && payment.order?.id === orderId ? payment.order : null;
  let body;
  if (!orderId) body = <EmptyState headingLevel={2} title={t('cod.missing')} text="" action={<Link className="button" to="/order">{t('cod.orders')}</Link>} />;
  else if (!order && payment.status === 'error') body = <ErrorState message={errorText(payment.error)} onRetry={() => void payment.load(orderId)} />;
  else if (!order) body = <PaymentSkeleton />;
  else {
    body = (
      <div className="state">
        <h2 className="state__title">{t('cod.title')}</h2>
        <p className="state__text">{t('cod.text', { amount: formatRupiah(order.total) })}</p>
        <section className="card stack ck-wide" aria-label={t('cod.invoice')}>
          <dl className="ck-summary">
            <dt>{t('cod.invoice')}</dt><dd>{order.invoice}</dd>
          </dl>
          <Amounts order={order} />
          <OrderShipTo order={order} />
        </section>
        <Link className="button button--block" to={`/order/${encodeURIComponent(order.id)}`}>{t('cod.orders')}</Link>
      </div>
    );
  }
  return <RouteScreen>{body}</RouteScreen>;
});
