import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { formatRupiah, FUND_GIVER_NAME_MAX, FUND_MESSAGE_MAX, MAX_FUND_AMOUNT, parseRupiah, type CashFund } from '@kado/domain';
import { CashFundsStore, PublicRegistryStore, registryFundStoresModule, SessionStore, type FundGiftFormErrors } from '@kado/stores';
import { Button, CharCount, ErrorState, Modal, TextField, toast } from '../../ui';
import { useStore, useStoreFrom } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { CARD_PAYMENT_PROVIDER } from '../checkout/payment-config';
import { FundProgress, useFundTexts, type FundT } from './fund-progress';

/** The giver's fund store, bound from this chunk the first time a fund screen shows (decision 0404). */
const useFundStore = () => useStoreFrom(registryFundStoresModule, CashFundsStore);

/** The words of a form mistake found before any call. */
function amountProblem(t: FundT, errors: FundGiftFormErrors, bounds: { readonly min: number; readonly max: number }): string | undefined {
  switch (errors.amount) {
    case undefined: return undefined;
    case 'not-a-number': return t('errors.not-a-number');
    case 'below-minimum': return t('errors.below-minimum', { min: formatRupiah(bounds.min) });
    case 'above-remaining': return t('errors.above-remaining', { max: formatRupiah(bounds.max) });
    case 'reached': return t('errors.reached');
  }
}

/** A guest gives to one fund: an amount in its bounds, her name and a message, a way to pay; then the payment page. */
const GiveModal = observer(function GiveModal({ fund, onClose }: { readonly fund: CashFund; readonly onClose: () => void }) {
  const { t } = useFundTexts();
  const store = useFundStore();
  const navigate = useNavigate();
  const titleId = useId();
  const messageId = useId();
  const [amount, setAmount] = useState('');
  const session = useStore(SessionStore);
  // Her name as she gave it (a visitor's, or her account's), which she may change.
  const [name, setName] = useState(session.user?.name ?? '');
  const [message, setMessage] = useState('');
  const [method, setMethod] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    void store.loadMethods();
  }, [store]);
  const form = { amount: parseRupiah(amount), name, message, paymentMethod: method };
  const errors = store.check(fund, form);
  const bounds = store.boundsOf(fund);
  const methods = store.methods(CARD_PAYMENT_PROVIDER);
  const portalError = store.giveError;
  const fieldError = (field: string): string | undefined =>
    (portalError?.kind === 'validation' ? portalError.fieldErrors[field]?.[0] : undefined);
  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="modal__title">{t('giveTitle', { fund: fund.name })}</h2>
      <form
        className="stack"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          void store.give(fund, form).then((orderId) => {
            if (orderId !== null) navigate(`/payment/${encodeURIComponent(orderId)}`);
            else if (store.giveError && store.giveError.kind !== 'validation') toast.show(errorTextOf(t, store.giveError));
          });
        }}
      >
        <TextField
          label={t('amount')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={bounds.max >= MAX_FUND_AMOUNT ? t('amountHintOpen', { min: formatRupiah(bounds.min) }) : t('amountHint', { min: formatRupiah(bounds.min), max: formatRupiah(bounds.max) })}
          error={(touched || amount !== '') ? amountProblem(t, errors, bounds) ?? fieldError('amount') : fieldError('amount')}
        />
        <TextField
          label={t('name')}
          autoComplete="name"
          maxLength={FUND_GIVER_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched && errors.name ? t(errors.name === 'required' ? 'errors.nameRequired' : 'errors.nameTooLong') : fieldError('name')}
        />
        <div className="field">
          <label className="field__label" htmlFor={messageId}>{t('message')}</label>
          <textarea id={messageId} className="field__input field__textarea" rows={3} maxLength={FUND_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} aria-describedby={`${messageId}-count`} />
          <CharCount id={`${messageId}-count`} value={message} max={FUND_MESSAGE_MAX} />
          {touched && errors.message ? <p className="field__error" role="alert">{t('errors.messageTooLong')}</p> : null}
        </div>
        <fieldset className="ck-methods">
          <legend className="ck-methods__legend">{t('method')}</legend>
          {methods.length === 0 ? <p className="field__hint">{t('methodsFailed')}</p> : null}
          {methods.map((m) => (
            <label key={m.code} className="ck-method">
              <input type="radio" name="fund-payment-method" value={m.code} checked={method === m.code} onChange={() => setMethod(m.code)} />
              <span>{m.name}</span>
            </label>
          ))}
          {touched && errors.paymentMethod ? <p className="field__error" role="alert">{t('errors.methodRequired')}</p> : fieldError('payment_method') ? <p className="field__error" role="alert">{fieldError('payment_method')}</p> : null}
        </fieldset>
        <p className="field__hint">{t('countsAfterPaid')}</p>
        <Button type="submit" block disabled={store.isGiving}>{t('submit')}</Button>
      </form>
    </Modal>
  );
});

/** One fund on the public registry: its story, what was collected, and 'Beri Amplop' for a giver. */
const FundCard = observer(function FundCard({ fund, canGive, onGive }: { readonly fund: CashFund; readonly canGive: boolean; readonly onGive: (fund: CashFund) => void }) {
  const { t } = useFundTexts();
  const store = useFundStore();
  const reached = store.boundsOf(fund).max === 0;
  return (
    <li className="card stack fund-card" data-testid="fund-card" data-fund-id={fund.id}>
      <h3 className="fund-card__name">{fund.name}</h3>
      {fund.story ? <p>{fund.story}</p> : null}
      <FundProgress fund={fund} progress={store.progressOf(fund)} />
      {reached ? <p className="notice">{t('reached')}</p> : canGive ? <Button onClick={() => onGive(fund)}>{t('give')}</Button> : null}
    </li>
  );
});

/** The registry's cash funds, as a giver sees them (hidden when the registry has none). */
export const FundSection = observer(function FundSection({ username, beforeGift }: {
  readonly username: string;
  /** Runs `open` once the giver is known (a visitor names herself first, as for a patungan). */
  readonly beforeGift: (open: () => void) => void;
}) {
  const { t } = useFundTexts();
  const store = useFundStore();
  const page = useStore(PublicRegistryStore);
  const [giving, setGiving] = useState<CashFund | null>(null);
  const asVisitor = page.isPreview;
  useEffect(() => {
    void store.load(username, asVisitor);
  }, [store, username, asVisitor]);
  if (store.status === 'error' && store.funds.length === 0) {
    return (
      <section className="section" aria-labelledby="registry-funds-title">
        <h2 id="registry-funds-title" className="section__title">{t('title')}</h2>
        <ErrorState message={errorTextOf(t, store.error)} onRetry={() => void store.refresh()} />
      </section>
    );
  }
  if (store.funds.length === 0) return null;
  const onGive = (fund: CashFund) => {
    // The owner's giver's-eye preview: nothing she taps acts (decision 0462).
    if (page.isPreview) return;
    store.clearGiveError();
    beforeGift(() => setGiving(fund));
  };
  return (
    <section className="section stack" aria-labelledby="registry-funds-title">
      <h2 id="registry-funds-title" className="section__title">{t('title')}</h2>
      <p className="page__lead">{t('lead')}</p>
      <ul className="stack fund-list">
        {store.funds.map((fund) => <FundCard key={fund.id} fund={fund} canGive={!page.isOwnRegistry && !page.isPreview} onGive={onGive} />)}
      </ul>
      <p className="field__hint">{t('payout')}</p>
      {giving ? <GiveModal fund={giving} onClose={() => setGiving(null)} /> : null}
    </section>
  );
});
