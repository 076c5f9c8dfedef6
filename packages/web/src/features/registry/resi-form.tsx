import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { courierName, PROOF_COURIERS, type GiftProduct } from '@kado/domain';
import { ExternalProofStore } from '@kado/stores';
import { Button, TextField, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { useFollowUpTexts } from './use-follow-up-texts';
import './follow-up.css';

/**
 * /registry/external-checkout/{id}, for the giver who bought the gift at its shop: the courier and the resi, so the
 * parents can follow the parcel (decision 0266). What she typed stays when it is refused.
 */
export const ResiForm = observer(function ResiForm({ gift, onSaved }: { readonly gift: GiftProduct; readonly onSaved?: (gift: GiftProduct) => void }) {
  const { t } = useFollowUpTexts();
  const store = useStore(ExternalProofStore);
  const [courier, setCourier] = useState(gift.externalProof?.courier ?? '');
  const [awb, setAwb] = useState(gift.externalProof?.awb ?? '');
  const saved = store.saved?.id === gift.id ? store.saved.externalProof : gift.externalProof;
  const submit = async () => {
    const ok = await store.submit(gift.id, { courier, awb });
    if (ok) {
      toast.show(t('proof.saved'));
      if (store.saved) onSaved?.(store.saved);
    }
  };
  return (
    <form
      className="card stack"
      aria-labelledby="resi-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="resi-title" className="section__title">{t('proof.title')}</h2>
      <p className="fu-muted">{t('proof.lead')}</p>
      {saved ? <p className="notice" data-testid="resi-saved">{t('proof.current', { courier: courierName(saved.courier), awb: saved.awb })}</p> : null}
      <div className="field">
        <label className="field__label" htmlFor="resi-courier">{t('proof.courier')}</label>
        <select
          id="resi-courier"
          className="field__input"
          value={courier}
          aria-invalid={store.fieldErrors.courier ? true : undefined}
          aria-describedby={store.fieldErrors.courier ? 'resi-courier-error' : undefined}
          onChange={(e) => setCourier(e.target.value)}
        >
          <option value="">{t('proof.chooseCourier')}</option>
          {PROOF_COURIERS.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
        {store.fieldErrors.courier ? <p id="resi-courier-error" className="field__error">{store.fieldErrors.courier}</p> : null}
      </div>
      <TextField
        label={t('proof.awb')}
        value={awb}
        maxLength={60}
        autoCapitalize="characters"
        autoComplete="off"
        hint={t('proof.awbHint')}
        error={store.fieldErrors.awb}
        onChange={(e) => setAwb(e.target.value)}
      />
      {store.submitError && store.submitError.kind !== 'validation' ? <p className="field__error" role="alert">{errorTextOf(t, store.submitError)}</p> : null}
      <Button type="submit" disabled={store.submitting}>{saved ? t('proof.update') : t('proof.submit')}</Button>
    </form>
  );
});
