import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatRupiah, isFundOrder, sendsNoParcel, type Order } from '@kado/domain';
import { PaymentStore } from '@kado/stores';
import { ActionPopup, Button, EmptyState, ErrorState, ShipToCard, Skeleton, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { QrisCode } from './qris-code';
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

/** Copies a value and says so ('{label} berhasil disalin'); without a clipboard the value stays on screen to copy by hand. */
async function copyValue(value: string, toastText: string): Promise<void> {
  try {
    if (!navigator.clipboard) return;
    await navigator.clipboard.writeText(value);
    toast.show(toastText);
  } catch {
    // No clipboard (an insecure context): the value stays visible.
  }
}

/** How to pay, by the instruction's type: the bank's virtual account number, the e-wallet hand-off, or cash to the courier. */
const Instruction = observer(function Instruction({ order }: { order: Order }) {
  const payment = useStore(PaymentStore);
  const { t } = useCheckoutTexts();
  const instruction = payment.instruction;
  const name = payment.method?.name ?? order.paymentMethod;
  if (!instruction) return <p className="ck-muted">{t('payment.noInstruction')}</p>;
  if (instruction.type === 'va' && instruction.vaNumber) {
    const number = instruction.vaNumber;
    return (
      <dl className="ck-va-block">
        <dt>{t('payment.vaNumber', { bank: instruction.bank ?? name })}</dt>
        <dd className="ck-copy-row">
          <span className="ck-va" data-testid="va-number">{number}</span>
          <Button variant="secondary" aria-label={t('payment.copyVa')} onClick={() => void copyValue(number, t('payment.copied', { label: t('payment.vaLabel') }))}>{t('payment.copy')}</Button>
        </dd>
      </dl>
    );
  }
  if (instruction.type === 'ewallet' && (instruction.deeplinkUrl || instruction.redirectUrl)) {
    return (
      <div className="stack">
        <p className="ck-muted">{t('payment.ewalletLead', { name })}</p>
        {instruction.deeplinkUrl ? <a className="button button--block" href={instruction.deeplinkUrl} data-testid="ewallet-deeplink">{t('payment.openApp', { name })}</a> : null}
        {instruction.redirectUrl ? <a className="button button--secondary button--block" href={instruction.redirectUrl} rel="noopener noreferrer" target="_blank">{t('payment.openWeb', { name })}</a> : null}
      </div>
    );
  }
  if (instruction.type === 'qris' && instruction.qrString) return <QrisCode payload={instruction.qrString} fileName={`QRIS-${order.invoice.replace(/[^A-Za-z0-9]+/g, '-')}.png`} />;
  if (instruction.type === 'cod') return <p className="ck-muted">{t('payment.codLead')}</p>;
  if (instruction.type === 'card' && instruction.redirectUrl) {
    return (
      <div className="stack">
        <p className="ck-muted">{t('payment.cardLead')}</p>
        <a className="button button--block" href={instruction.redirectUrl} rel="noopener noreferrer" target="_blank" data-testid="card-page">{t('payment.openCard')}</a>
      </div>
    );
  }
  return <p className="ck-muted">{t('payment.noInstruction')}</p>;
});

/** The end of an unpaid order: expired, failed at the bank, or cancelled; with a way to order again. */
function Ended({ order, why }: { order: Order; why: 'expired' | 'failed' | 'cancelled' }) {
  const { t } = useCheckoutTexts();
  const again = order.registry ? `/registry/${encodeURIComponent(order.registry.username)}` : '/cart';
  return (
    <div className="state" data-testid="payment-ended">
      <h2 className="state__title">{t(`payment.${why}Title`)}</h2>
      <p className="state__text">{t(`payment.${why}Text`)}</p>
      <Link className="button button--block" to={again}>{t('payment.orderAgain')}</Link>
      <Link className="button button--secondary button--block" to={`/order/${encodeURIComponent(order.id)}`}>{t('payment.seeOrder')}</Link>
    </div>
  );
}

/**
 * /payment/{id}: the gateway's instruction, the exact amount, the deadline and a live countdown, and the status as
 * the portal tells it, read again by itself (backoff) and on 'Cek status pembayaran' (issue 28). Nothing here
 * decides that an order is paid: once the portal says so the page moves on to /payment/finish.
 */
export const PaymentPage = observer(function PaymentPage() {
  const { id } = useParams();
  const payment = useStore(PaymentStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const order = payment.order?.id === id ? payment.order : null;
  const view = order ? payment.view : null;
  const seenWaiting = useRef(false);

  useEffect(() => (id ? payment.watch(id) : undefined), [payment, id]);
  useEffect(() => {
    if (view === 'waiting') seenWaiting.current = true;
    // The portal said paid while this page waited: on to the finish page, as a gateway's return URL does.
    if (view === 'paid' && seenWaiting.current && id) navigate(`/payment/finish?order=${encodeURIComponent(id)}`, { replace: true });
  }, [view, id, navigate]);

  const cancel = async () => {
    setConfirming(false);
    await payment.cancel();
  };

  let body;
  if (!order && payment.status === 'error') body = <ErrorState message={errorText(payment.error)} onRetry={() => id && void payment.load(id)} />;
  else if (!order) body = <PaymentSkeleton />;
  else if (view === 'expired' || view === 'failed' || view === 'cancelled') body = <Ended order={order} why={view} />;
  else {
    const method = payment.method;
    const waiting = view === 'waiting';
    const amount = payment.instruction?.amount ?? order.total;
    body = (
      <>
        <section className="card stack" aria-labelledby="ck-pay-title">
          <h2 id="ck-pay-title" className="section__title">{t('payment.total')}</h2>
          <div className="ck-copy-row">
            <p className="ck-amount" data-testid="payment-amount">{formatRupiah(amount)}</p>
            {waiting ? <Button variant="secondary" aria-label={t('payment.copyAmount')} onClick={() => void copyValue(String(amount), t('payment.copied', { label: t('payment.amountLabel') }))}>{t('payment.copy')}</Button> : null}
          </div>
          {waiting && payment.deadline ? (
            <>
              <p data-testid="payment-deadline">{t('payment.deadline', { deadline: payment.deadline })}</p>
              <p className="ck-countdown"><span>{t('payment.timeLeft')}</span> <span role="timer" data-testid="payment-countdown">{payment.countdown}</span></p>
            </>
          ) : null}
          <dl className="ck-summary">
            <dt>{t('payment.invoice')}</dt><dd>{order.invoice}</dd>
            <dt>{t('payment.method')}</dt><dd>{method?.name ?? order.paymentMethod}</dd>
            <dt>{t('payment.status')}</dt>
            <dd data-testid="payment-status">{waiting ? t('payment.waiting') : t('payment.paid')}</dd>
          </dl>
          {waiting ? <Instruction order={order} /> : null}
          {waiting ? <p className="ck-muted">{t(payment.instruction?.type === 'va' ? 'payment.exact' : 'payment.exactApp')}</p> : null}
        </section>
        <section className="card stack" aria-label={t('payment.subtotal')}>
          <Amounts order={order} />
          <OrderShipTo order={order} />
        </section>
        <Link to={`/payment/${encodeURIComponent(order.id)}/guide`}>{t('payment.guide')}</Link>
        {waiting ? (
          <>
            <p className="ck-muted">{t('payment.autoCheck')}</p>
            <Button block variant="secondary" disabled={payment.checking} onClick={() => void payment.checkStatus()}>{payment.checking ? t('payment.checking') : t('payment.check')}</Button>
            {payment.error ? <p role="alert" className="field__error">{t('payment.checkFailed')}</p> : null}
            <Button block variant="ghost" disabled={payment.cancelling} onClick={() => setConfirming(true)}>{payment.cancelling ? t('payment.cancelling') : t('payment.cancel')}</Button>
            <ActionPopup
              open={confirming}
              title={t('payment.confirmCancelTitle')}
              text={t('payment.confirmCancelText')}
              positive={{ label: t('payment.confirmCancelYes'), onClick: () => void cancel() }}
              negative={{ label: t('payment.confirmCancelNo'), onClick: () => setConfirming(false) }}
              onClose={() => setConfirming(false)}
            />
          </>
        ) : (
          <>
            <p role="status">{t('payment.alreadyPaid')}</p>
            <Link className="button button--block" to={`/order/${encodeURIComponent(order.id)}`}>{t('payment.seeOrder')}</Link>
            {order.registry ? (
              <Link className="button button--secondary button--block" to={`/registry/${encodeURIComponent(order.registry.username)}`}>{t('payment.backToRegistry', { name: order.registry.name })}</Link>
            ) : null}
          </>
        )}
        {payment.cancelError ? <p role="alert" className="field__error">{errorText(payment.cancelError)}</p> : null}
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
    const type = method?.type === 'va' || method?.type === 'ewallet' || method?.type === 'qris' || method?.type === 'cod' || method?.type === 'card' ? method.type : 'va';
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
        {/* A patungan or a cash gift sends no parcel: it is not passed on to a seller (QA, 28 November). */}
        <p className="state__text">{orderId ? t(order && sendsNoParcel(order) ? 'finish.textNoParcel' : 'finish.text') : t('finish.generic')}</p>
        {order ? <p className="ck-amount" data-testid="finish-total">{formatRupiah(order.total)}</p> : orderId && payment.status === 'loading' ? <Skeleton width="40%" height="2rem" /> : null}
        {orderId && !(order && isFundOrder(order)) ? <Link className="button button--block" to={`/order/${encodeURIComponent(orderId)}/track`}>{t('finish.track')}</Link> : null}
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
