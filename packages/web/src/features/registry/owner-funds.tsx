import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatDateId, formatRupiah, FUND_STORY_MAX, MIN_FUND_GIFT, parseRupiah, type CashFund, type CashFundDraftErrors } from '@kado/domain';
import { OwnerFundsStore, registryFundStoresModule } from '@kado/stores';
import { Button, CharCount, ErrorState, Skeleton, TextField, toast } from '../../ui';
import { useStoreFrom } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { FundProgress, useFundTexts, type FundT } from './fund-progress';

/** Her fund store, bound from this chunk the first time Lacak Kado shows her funds (decision 0404). */
const useOwnerFunds = () => useStoreFrom(registryFundStoresModule, OwnerFundsStore);

/** The words of a draft's mistake in one field. */
function draftProblem(t: FundT, error: CashFundDraftErrors[keyof CashFundDraftErrors], collected: number): string | undefined {
  if (error === undefined) return undefined;
  if (error === 'too-small') return t('owner.errors.too-small', { min: formatRupiah(MIN_FUND_GIFT) });
  if (error === 'below-collected') return t('owner.errors.below-collected', { amount: formatRupiah(collected) });
  return t(`owner.errors.${error}`);
}

/** The owner adds a fund or edits one: name, goal, short story, 'allow more than the goal'. */
const FundForm = observer(function FundForm({ fund, onDone }: { readonly fund?: CashFund; readonly onDone: () => void }) {
  const { t } = useFundTexts();
  const store = useOwnerFunds();
  const titleId = useId();
  const storyId = useId();
  const [name, setName] = useState(fund?.name ?? '');
  const [goal, setGoal] = useState(fund ? String(fund.goalAmount) : '');
  const [story, setStory] = useState(fund?.story ?? '');
  const [allowOverGoal, setAllowOverGoal] = useState(fund?.allowOverGoal ?? false);
  const [touched, setTouched] = useState(false);
  const form = { name, goalAmount: parseRupiah(goal), story, allowOverGoal };
  const errors = store.check(form, fund);
  const collected = fund ? (fund.collectedAmount ?? 0) + fund.pendingAmount : 0;
  const portal = store.saveError;
  const portalField = (field: string) => (portal?.kind === 'validation' ? portal.fieldErrors[field]?.[0] : undefined);
  return (
    <form
      className="card stack"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        void store.save(form, fund).then((ok) => {
          if (ok) {
            toast.show(t(fund ? 'owner.saved' : 'owner.added'));
            onDone();
          } else if (store.saveError && store.saveError.kind !== 'validation') toast.show(errorTextOf(t, store.saveError));
        });
      }}
    >
      <h3 id={titleId} className="section__title">{t(fund ? 'owner.editTitle' : 'owner.addTitle')}</h3>
      <TextField label={t('owner.name')} hint={t('owner.nameHint')} maxLength={60} value={name} onChange={(e) => setName(e.target.value)}
        error={touched ? draftProblem(t, errors.name, collected) ?? portalField('name') : undefined} />
      <TextField label={t('owner.goal')} inputMode="numeric" value={goal} onChange={(e) => setGoal(e.target.value)}
        error={touched ? draftProblem(t, errors.goalAmount, collected) ?? portalField('goal_amount') : undefined} />
      <div className="field">
        <label className="field__label" htmlFor={storyId}>{t('owner.story')}</label>
        <textarea id={storyId} className="field__input field__textarea" rows={3} maxLength={FUND_STORY_MAX} value={story} onChange={(e) => setStory(e.target.value)} aria-describedby={`${storyId}-count`} />
        <CharCount id={`${storyId}-count`} value={story} max={FUND_STORY_MAX} />
      </div>
      <label className="fu-check">
        <input type="checkbox" checked={allowOverGoal} onChange={(e) => setAllowOverGoal(e.target.checked)} />
        <span>{t('owner.allowOverGoal')}</span>
      </label>
      <p className="field__hint">{t('owner.allowOverGoalHint')}</p>
      <div className="row row--wrap">
        <Button type="submit" disabled={store.saving.pending}>{t('owner.save')}</Button>
        <Button type="button" variant="secondary" onClick={() => { store.clearErrors(); onDone(); }}>{t('owner.cancel')}</Button>
      </div>
    </form>
  );
});

/** One of her funds: what came in and from whom (as surprise mode lets her see), edit and remove. */
const OwnerFundCard = observer(function OwnerFundCard({ fund }: { readonly fund: CashFund }) {
  const { t } = useFundTexts();
  const store = useOwnerFunds();
  const [editing, setEditing] = useState(false);
  if (editing) return <li><FundForm fund={fund} onDone={() => setEditing(false)} /></li>;
  const remove = async () => {
    const ok = await store.remove(fund.id);
    toast.show(ok ? t('owner.removed') : errorTextOf(t, store.removeError));
  };
  return (
    <li className="card stack fund-card" data-testid="owner-fund" data-fund-id={fund.id}>
      <h3 className="fund-card__name">{fund.name}</h3>
      {fund.story ? <p>{fund.story}</p> : null}
      <FundProgress fund={fund} progress={store.progressOf(fund)} />
      <div className="row row--wrap">
        <Button variant="secondary" onClick={() => { store.clearErrors(); setEditing(true); }} aria-label={t('owner.editLabel', { fund: fund.name })}>{t('owner.edit')}</Button>
        <Button variant="secondary" disabled={store.removal.isPending(fund.id)} onClick={() => void remove()} aria-label={t('owner.removeLabel', { fund: fund.name })}>{t('owner.remove')}</Button>
      </div>
      <h4 className="fund-card__sub">{t('owner.giversTitle')}</h4>
      {fund.collectedAmount !== null && fund.gifts.length === 0 && (fund.giverCount ?? 0) > 0 ? (
        <p className="field__hint">{t('owner.hidden')}</p>
      ) : fund.gifts.length === 0 ? (
        <p className="field__hint">{fund.collectedAmount === null ? t('owner.hidden') : t('owner.noGivers')}</p>
      ) : (
        <ul className="greeting-list">
          {fund.gifts.map((g) => (
            <li key={g.id} className="greeting" data-testid="fund-gift">
              <p className="greeting__name">{g.name} · {formatRupiah(g.amount)}</p>
              {g.message ? <p>{g.message}</p> : null}
              <p className="field__hint">{formatDateId(g.createdAt) ?? ''}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

/** Lacak Kado: her cash funds (amplop digital), with adding one. */
export const OwnerFunds = observer(function OwnerFunds() {
  const { t } = useFundTexts();
  const store = useOwnerFunds();
  const [adding, setAdding] = useState(false);
  // Her funds are read when they first show (each visit of Lacak Kado), below her gifts: their store and rules travel
  // in this chunk, not the route's (decision 0404).
  useEffect(() => {
    void store.load();
  }, [store]);
  let body;
  if (store.status === 'error' && store.funds.length === 0) body = <ErrorState message={errorTextOf(t, store.error)} onRetry={() => void store.load()} />;
  else if (store.status !== 'ready' && store.funds.length === 0) body = <Skeleton height="5rem" />;
  else if (store.funds.length === 0) body = <p className="field__hint">{t('owner.empty')}</p>;
  else body = <ul className="stack fund-list">{store.funds.map((f) => <OwnerFundCard key={f.id} fund={f} />)}</ul>;
  return (
    <section className="section stack" aria-labelledby="owner-funds-title">
      <h2 id="owner-funds-title" className="section__title">{t('title')}</h2>
      <p className="fu-muted">{t('owner.lead')}</p>
      {body}
      {adding ? <FundForm onDone={() => setAdding(false)} /> : <Button variant="secondary" onClick={() => { store.clearErrors(); setAdding(true); }}>{t('owner.add')}</Button>}
      <p className="field__hint">{t('payout')}</p>
    </section>
  );
});
