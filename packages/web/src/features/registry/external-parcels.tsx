import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { courierName, formatDateTimeId, giftParcel, trackingSteps, type GiftParcel, type GiftProduct } from '@kado/domain';
import { ExternalProofStore, OwnerGiftsStore } from '@kado/stores';
import { Button, ErrorState, Skeleton } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { giftName } from './gift-card';
import { useFollowUpTexts } from './use-follow-up-texts';
import './follow-up.css';

const Parcel = observer(function Parcel({ gift, proof }: { readonly gift: GiftProduct; readonly proof: GiftParcel }) {
  const { t } = useFollowUpTexts();
  const store = useStore(ExternalProofStore);
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
    // A Kado gift's parcel names its gift apart from data-gift-id, which the gift's own card carries on the same tab.
    <li className="card stack" {...(proof.boughtOn === 'kado' ? { 'data-testid': 'kado-parcel', 'data-parcel-gift-id': gift.id } : { 'data-testid': 'external-parcel', 'data-gift-id': gift.id })}>
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

/** One list of parcels: those bought on Kado, or those bought outside. */
function ParcelSection({ boughtOn, parcels }: { readonly boughtOn: GiftParcel['boughtOn']; readonly parcels: readonly { gift: GiftProduct; parcel: GiftParcel }[] }) {
  const { t } = useFollowUpTexts();
  const list = parcels.filter((p) => p.parcel.boughtOn === boughtOn);
  if (list.length === 0) return null;
  const key = boughtOn === 'kado' ? 'kadoParcels' : 'parcels';
  return (
    <section className="section stack" aria-labelledby={`${key}-title`}>
      <h2 id={`${key}-title`} className="section__title">{t(`${key}.title`)}</h2>
      {boughtOn === 'outside' ? <p className="fu-muted">{t('parcels.lead')}</p> : null}
      <ul className="fu-givers">
        {list.map(({ gift, parcel }) => <Parcel key={gift.id} gift={gift} proof={parcel} />)}
      </ul>
    </section>
  );
}

/**
 * Lacak Kado: each gift on its way, followed through the courier (GET v1/track): those bought on Kado with the resi of
 * the giver's order (issue 31), and external gifts with the resi their giver added.
 */
export const ExternalParcels = observer(function ExternalParcels() {
  const owner = useStore(OwnerGiftsStore);
  const parcels = owner.gifts.flatMap((gift) => {
    const parcel = giftParcel(gift);
    return parcel ? [{ gift, parcel }] : [];
  });
  if (parcels.length === 0) return null;
  return (
    <>
      <ParcelSection boughtOn="kado" parcels={parcels} />
      <ParcelSection boughtOn="outside" parcels={parcels} />
    </>
  );
});
