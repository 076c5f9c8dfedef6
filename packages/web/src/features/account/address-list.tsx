import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import type { Address } from '@kado/domain';
import { AddressStore } from '@kado/stores';
import { ActionPopup, Button, EmptyState, Section, Skeleton, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';

/** One line for a district: "Tebet, Jakarta Selatan, DKI Jakarta". */
function districtLine(address: Pick<Address, 'district'>): string {
  const d = address.district;
  return d ? [d.name, d.city, d.province].filter(Boolean).join(', ') : '';
}

/** /profile/address: saved addresses, the primary one marked, with make-primary, edit and delete (confirmed). */
export const AddressList = observer(function AddressList() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = useStore(AddressStore);
  const { pathname } = useLocation();
  const [removing, setRemoving] = useState<Address | null>(null);

  // The list is its route's data (address-screen.tsx routeData).
  useEffect(() => store.clearActionError(), [store]);

  const here = encodeURIComponent(pathname);
  const addLink = <Link className="button" to={`/address/add?from=${here}&to=${here}`}>{t('address.add')}</Link>;

  const makePrimary = async (id: string) => {
    if (await store.setPrimary(id)) toast.show(t('toast.addressPrimary'));
  };
  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (target && (await store.remove(target.id))) toast.show(t('toast.addressRemoved'));
  };

  const loading = store.status === 'loading' && store.addresses.length === 0;
  return (
    <RouteScreen error={store.status === 'error' ? errorText(store.error) : undefined} onRetry={() => void store.load()}>
      <Section title={t('address.listTitle')}>
        <div className="stack">
          {store.actionError ? <p className="acc-alert" role="alert">{errorText(store.actionError)}</p> : null}
          {loading ? <><Skeleton height="7rem" /><Skeleton height="7rem" /></> : null}
          {!loading && store.addresses.length === 0 ? <EmptyState title={t('address.empty')} text="" /> : null}
          <ul className="acc-list">
            {store.addresses.map((a) => (
              <li key={a.id} className={`acc-item${a.primary ? ' acc-item--primary' : ''}`} data-testid="address-item">
                <div className="acc-item__head">
                  <h3 className="acc-item__title">{a.addressLabel}</h3>
                  {a.primary ? <span className="acc-tag">{t('address.primary')}</span> : null}
                </div>
                <p>{a.receiverName} · {a.receiverPhone}</p>
                <p className="acc-item__text">{a.address}</p>
                <p className="acc-item__text">{districtLine(a)} {a.postalCode}</p>
                <div className="acc-item__actions">
                  <Link className="button button--secondary" to={`/profile/address/${encodeURIComponent(a.id)}`} aria-label={`${t('common.edit')} ${a.addressLabel}`}>{t('common.edit')}</Link>
                  {!a.primary ? <Button variant="secondary" disabled={store.pending} onClick={() => void makePrimary(a.id)} aria-label={`${t('address.makePrimary')} ${a.addressLabel}`}>{t('address.makePrimary')}</Button> : null}
                  <Button variant="ghost" disabled={store.pending} onClick={() => setRemoving(a)} aria-label={`${t('common.delete')} ${a.addressLabel}`}>{t('common.delete')}</Button>
                </div>
              </li>
            ))}
          </ul>
          {addLink}
        </div>
      </Section>
      <ActionPopup
        open={removing !== null}
        title={t('address.deleteTitle')}
        text={removing ? t('address.deleteText', { label: removing.addressLabel }) : undefined}
        positive={{ label: t('common.delete'), onClick: () => void confirmRemove() }}
        negative={{ label: t('common.cancel'), onClick: () => setRemoving(null) }}
      />
    </RouteScreen>
  );
});
