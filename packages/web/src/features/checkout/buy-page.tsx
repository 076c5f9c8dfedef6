import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatRupiah, type Address, type PaymentMethod } from '@kado/domain';
import { CheckoutStore, VoucherStore, visiblePaymentMethods } from '@kado/stores';
import { Button, EmptyState, ErrorState, ProductImage, ShipToCard, Skeleton, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCheckoutTexts } from './use-checkout-texts';
import { useErrorText } from '../../app/use-error-text';
import { CARD_PAYMENT_PROVIDER } from './payment-config';

const GROUP_ORDER = ['va', 'qris', 'ewallet', 'cod', 'card'] as const;

/** An address as a block of text lines (label, receiver, street, district). */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useCheckoutTexts();
  const district = address.district ? `${address.district.name}, ${address.district.city}, ${address.district.province}` : null;
  return (
    <div className="ck-address">
      <p className="ck-address__label">
        <strong>{address.addressLabel}</strong>
        {address.primary ? <span className="ck-tag">{t('buy.primary')}</span> : null}
      </p>
      <p>{address.receiverName} · {address.receiverPhone}</p>
      <p className="ck-muted">{address.address}</p>
      {district ? <p className="ck-muted">{district} {address.postalCode}</p> : <p className="ck-muted">{address.postalCode}</p>}
    </div>
  );
}

/**
 * Where this checkout ships: a registry gift to the owner (the portal's label, cut to what the giver may see; she
 * never picks an address), a contribution nowhere, her own shopping to the address she picks (decision 0180).
 */
const ShipToSection = observer(function ShipToSection() {
  const checkout = useStore(CheckoutStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  switch (checkout.kind) {
    case 'registry':
      return (
        <section className="card stack" aria-labelledby="ck-address-title">
          <h2 id="ck-address-title" className="section__title">{t('buy.shipToGift')}</h2>
          <p className="ck-muted">{t('buy.shipToGiftLead')}</p>
          {checkout.shipTo ? <ShipToCard label={checkout.shipTo} /> : null}
          {checkout.quotes.status === 'loading' && !checkout.shipTo ? <><Skeleton width="60%" /><Skeleton width="40%" /></> : null}
          {checkout.quotes.status === 'error' ? <ErrorState message={errorText(checkout.quotes.error)} onRetry={() => void checkout.loadQuote()} /> : null}
        </section>
      );
    case 'contribution':
      return (
        <section className="card stack" aria-labelledby="ck-address-title">
          <h2 id="ck-address-title" className="section__title">{t('buy.noParcel')}</h2>
          <p className="ck-muted">{t('buy.noParcelLead')}</p>
        </section>
      );
    case 'mixed':
      return <p role="alert" className="notice notice--warn">{t('buy.mixed')}</p>;
    default:
      return <ShippingAddressSection />;
  }
});

const ShippingAddressSection = observer(function ShippingAddressSection() {
  const checkout = useStore(CheckoutStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const addPath = `/address/add?from=${encodeURIComponent(here)}&to=${encodeURIComponent(here)}`;
  let body;
  if (checkout.addressStatus === 'loading' && checkout.addresses.length === 0) body = <><Skeleton width="40%" /><Skeleton width="80%" /><Skeleton width="60%" /></>;
  else if (checkout.addressStatus === 'error') body = <ErrorState message={errorText(checkout.addressList.error)} onRetry={() => void checkout.loadAddresses()} />;
  else if (checkout.chosenAddress) {
    body = (
      <>
        <AddressLines address={checkout.chosenAddress} />
        <Link className="button button--secondary" to="/address/select">{t('buy.changeAddress')}</Link>
      </>
    );
  } else {
    body = (
      <>
        <p className="ck-muted">{t('buy.noAddress')}</p>
        <Link className="button" to={addPath}>{t('buy.addAddress')}</Link>
      </>
    );
  }
  return (
    <section className="card stack" aria-labelledby="ck-address-title">
      <h2 id="ck-address-title" className="section__title">{t('buy.address')}</h2>
      {body}
    </section>
  );
});

const VoucherSection = observer(function VoucherSection() {
  const checkout = useStore(CheckoutStore);
  const vouchers = useStore(VoucherStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await checkout.applyVoucher({ code })) setCode('');
  };
  const applied = checkout.voucher;
  const claimed = vouchers.claimed.filter((v) => v.id !== applied?.voucher.id);
  return (
    <section className="card stack" aria-labelledby="ck-voucher-title">
      <h2 id="ck-voucher-title" className="section__title">{t('buy.voucher')}</h2>
      {applied ? (
        <div className="ck-applied" role="status">
          <p>{t('buy.applied', { name: applied.voucher.name, amount: formatRupiah(applied.discount) })}</p>
          <Button variant="ghost" onClick={() => { checkout.removeVoucher(); toast.show(t('buy.voucherRemoved')); }}>{t('buy.removeVoucher')}</Button>
        </div>
      ) : null}
      <form className="ck-voucher-form" onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('buy.voucherLabel')}
          placeholder={t('buy.voucherPlaceholder')}
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          error={checkout.voucherCheck.error ? errorText(checkout.voucherCheck.error) : undefined}
        />
        <Button type="submit" variant="secondary" disabled={checkout.voucherCheck.pending || code.trim() === ''}>{t('buy.apply')}</Button>
      </form>
      {claimed.length > 0 ? (
        <div className="stack">
          <p className="ck-muted">{t('buy.claimed')}</p>
          <ul className="chips">
            {claimed.map((v) => (
              <li key={v.id}>
                <button type="button" className="chip" disabled={checkout.voucherCheck.pending} onClick={() => void checkout.applyVoucher({ id: v.id })}>
                  {t('buy.useClaimed', { name: v.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
});

const PaymentCard = observer(function PaymentCard() {
  const checkout = useStore(CheckoutStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const methods = visiblePaymentMethods(checkout.methods, CARD_PAYMENT_PROVIDER, checkout.kind);
  const groups = GROUP_ORDER.map((type) => ({ type, methods: methods.filter((m) => m.type === type) })).filter((g) => g.methods.length > 0);
  let body;
  if (checkout.methodList.status === 'loading' && methods.length === 0) body = <><Skeleton height="2.75rem" /><Skeleton height="2.75rem" /></>;
  else if (checkout.methodList.status === 'error') body = <ErrorState message={errorText(checkout.methodList.error)} onRetry={() => void checkout.loadMethods()} />;
  else {
    body = groups.map((group) => (
      <fieldset key={group.type} className="ck-methods">
        <legend className="ck-methods__legend">{t(`buy.groups.${group.type}`)}</legend>
        {group.methods.map((method: PaymentMethod) => (
          <label key={method.code} className="ck-method">
            <input type="radio" name="payment-method" value={method.code} checked={checkout.chosenMethod === method.code} onChange={() => checkout.choosePaymentMethod(method.code)} />
            {method.imageUrl ? <img src={method.imageUrl} alt="" width={40} height={24} loading="lazy" className="ck-method__logo" /> : null}
            <span>{method.name}</span>
          </label>
        ))}
      </fieldset>
    ));
  }
  return (
    <section className="card stack" aria-labelledby="ck-payment-title">
      <h2 id="ck-payment-title" className="section__title">{t('buy.payment')}</h2>
      {body}
    </section>
  );
});

/** /buy: the booked cart with the address, the voucher check, the payment method and placing the order. */
export const BuyPage = observer(function BuyPage() {
  const checkout = useStore(CheckoutStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();

  const booked = checkout.booked;
  if (!booked) {
    return (
      <RouteScreen>
        <EmptyState headingLevel={2} title={t('buy.empty')} text={t('buy.emptyText')} action={<Link className="button" to="/cart">{t('buy.backToCart')}</Link>} />
      </RouteScreen>
    );
  }
  const shipping = checkout.shippingCost;
  const total = checkout.total;

  const place = async () => {
    const method = checkout.chosenPaymentMethod;
    const order = await checkout.placeOrder();
    if (!order) {
      if (checkout.placing.error) toast.show(checkout.placeRetrySafe ? `${errorText(checkout.placing.error)} ${t('buy.retrySafe')}` : errorText(checkout.placing.error));
      return;
    }
    navigate(method?.type === 'cod' ? `/booking-cod?order=${encodeURIComponent(order.id)}` : `/payment/${encodeURIComponent(order.id)}`, { replace: true });
  };
  const count = booked.items.reduce((n, i) => n + i.quantity, 0);
  const hint = checkout.needsOwnAddress && !checkout.chosenAddress ? t('buy.needAddress') : !checkout.chosenPaymentMethod ? t('buy.needMethod') : null;
  const isCod = checkout.chosenPaymentMethod?.type === 'cod';

  return (
    <RouteScreen>
      <ShipToSection />
      <section className="card stack" aria-labelledby="ck-items-title">
        <h2 id="ck-items-title" className="section__title">{t('buy.items')}</h2>
        <ul className="ck-list ck-list--compact">
          {booked.items.map((item, index) => (
            <li key={item.id} className="ck-line" data-testid="buy-line">
              {item.product.images[0] ? <ProductImage src={item.product.images[0].imageUrl} alt="" size={56} eager={index < 2} className="ck-line__image ck-line__image--small" /> : null}
              <div className="ck-line__body">
                <span className="ck-line__name">{item.product.name}</span>
                {item.variant ? <span className="ck-muted">{t('cart.variant', { name: item.variant.name })}</span> : null}
                <span>{item.contribution !== null && item.contribution !== undefined ? t('buy.contributionLine', { amount: formatRupiah(item.contribution) }) : `${item.quantity} × ${formatRupiah(item.price)}`}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <VoucherSection />
      <PaymentCard />
      <section className="card stack" aria-labelledby="ck-summary-title">
        <h2 id="ck-summary-title" className="section__title">{t('buy.summary')}</h2>
        <dl className="ck-summary">
          <dt>{t('buy.subtotal', { count })}</dt><dd>{formatRupiah(checkout.subtotal)}</dd>
          {checkout.discount > 0 ? <><dt>{t('buy.discount')}</dt><dd data-testid="buy-discount">-{formatRupiah(checkout.discount)}</dd></> : null}
          <dt>{t('buy.shipping')}</dt>
          <dd data-testid="buy-shipping" className={shipping === null ? 'ck-muted' : undefined}>
            {shipping !== null ? formatRupiah(shipping) : checkout.quotes.status === 'error' ? t('buy.quoteFailed') : t('buy.shippingLoading')}
          </dd>
        </dl>
        {checkout.quotes.status === 'error' && checkout.kind === 'regular' ? <ErrorState message={errorText(checkout.quotes.error)} onRetry={() => void checkout.loadQuote()} /> : null}
      </section>
      <div className="ck-footer">
        <div className="ck-footer__total">
          <span className="ck-muted">{t('buy.total')}</span>
          <strong data-testid="buy-total">{total !== null ? formatRupiah(total) : t('buy.shippingLoading')}</strong>
        </div>
        <Button disabled={!checkout.canPlace} onClick={() => void place()} aria-describedby={hint ? 'ck-place-hint' : undefined}>
          {checkout.placing.pending ? t('buy.placing') : isCod ? t('buy.placeCod') : t('buy.pay')}
        </Button>
      </div>
      {hint ? <p id="ck-place-hint" className="ck-muted ck-hint">{hint}</p> : null}
      {checkout.placing.error ? (
        <p role="alert" className="field__error">
          {errorText(checkout.placing.error)}
          {/* The answer was lost, not refused: the order may exist; the same attempt's key makes a retry safe (decision 0213). */}
          {checkout.placeRetrySafe ? <> {t('buy.retrySafe')}</> : null}
        </p>
      ) : null}
    </RouteScreen>
  );
});
