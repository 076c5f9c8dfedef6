import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { courierName, formatDateTimeId, trackingSteps, type GiftProduct } from '@kado/domain';
import { ExternalProofStore, OwnerGiftsStore } from '@kado/stores';
import { Button, ErrorState, Skeleton } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { giftName } from './gift-card';
import { useFollowUpTexts } from './use-follow-up-texts';
import './follow-up.css';

const Parcel = observer(function Parcel({ gift }: { readonly gift: GiftProduct }) {
  const { t } = useFollowUpTexts();
  const store = useStore(ExternalProofStore);
  const proof = gift.externalProof!;
  const key = `${gift.id}|${proof.courier}|${proof.awb}`;
  useEffect(() => {
    // One courier call per resi shown; a new resi asks again.
    void store.track(gift);
    // The gift object changes on every list refresh; its resi (in `key`) is what decides a new courier call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
  const parcel = store.parcel(gift.id);
  const status = parcel.tracking?.found ? parcel.tracking.status : null;
  let history;
  if (parcel.status === 'loading' && !parcel.tracking) history = <Skeleton height="3rem" />;
  else if (parcel.status === 'error') history = <ErrorState message={errorTextOf(t, parcel.error)} onRetry={() => void store.track(gift)} />;
  else if (parcel.unknownAwb) history = <p className="notice notice--warn" role="status">{t('parcels.unknownAwb')}</p>;
  else if (!parcel.tracking || parcel.tracking.history.length === 0) history = <p className="fu-muted">{t('parcels.noHistory')}</p>;
  else {
    history = (
      <ol className="fu-history" data-testid="parcel-history">
        {parcel.tracking.history.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <span className="fu-muted">{formatDateTimeId(e.at) ?? ''}</span>
            <span>{e.description}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <li className="card stack" data-testid="external-parcel" data-gift-id={gift.id}>
      <div className="fu-giver__row">
        <p className="fu-giver__name">{giftName(gift)}</p>
        <Button variant="ghost" className="button--small" disabled={parcel.status === 'loading'} onClick={() => void store.track(gift)}>{t('parcels.refresh')}</Button>
      </div>
      <p className="fu-muted">{t('parcels.resi', { courier: courierName(proof.courier), awb: proof.awb })}</p>
      <ol className="fu-steps">
        {trackingSteps(status).map((step) => (
          <li key={step.status} className={step.reached && status ? 'fu-step fu-step--reached' : 'fu-step'} data-testid="parcel-step" data-reached={Boolean(step.reached && status)}>
            <span className="fu-step__dot" aria-hidden="true" />
            <span>{step.label}</span>
          </li>
        ))}
      </ol>
      {history}
    </li>
  );
});

/** Lacak Kado: external gifts with a giver's resi, each followed through the courier (GET v1/track). */
export const ExternalParcels = observer(function ExternalParcels() {
  const { t } = useFollowUpTexts();
  const owner = useStore(OwnerGiftsStore);
  const gifts = owner.gifts.filter((g) => g.externalProof);
  if (gifts.length === 0) return null;
  return (
    <section className="section stack" aria-labelledby="parcels-title">
      <h2 id="parcels-title" className="section__title">{t('parcels.title')}</h2>
      <p className="fu-muted">{t('parcels.lead')}</p>
      <ul className="fu-givers">
        {gifts.map((g) => <Parcel key={g.id} gift={g} />)}
      </ul>
    </section>
  );
});
