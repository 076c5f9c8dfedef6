import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ParseKeys } from 'i18next';
import { safeRedirect } from '@kado/domain';
import { AddressStore, type AddressField, type AddressTextField } from '@kado/stores';
import { Button, ErrorState, Skeleton, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';

type AccountKey = ParseKeys<'account-feature'>;

const TEXT_FIELDS: readonly { field: AddressTextField; label: AccountKey; hint?: AccountKey; autoComplete: string; inputMode?: 'tel' | 'numeric'; type?: string; maxLength: number }[] = [
  { field: 'addressLabel', label: 'address.label', hint: 'address.labelHint', autoComplete: 'off', maxLength: 50 },
  { field: 'receiverName', label: 'address.receiver', autoComplete: 'name', maxLength: 100 },
  { field: 'receiverPhone', label: 'address.phone', hint: 'address.phoneHint', autoComplete: 'tel', inputMode: 'tel', type: 'tel', maxLength: 20 },
  { field: 'address', label: 'address.address', hint: 'address.addressHint', autoComplete: 'street-address', maxLength: 500 },
  { field: 'postalCode', label: 'address.postal', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
];

/** The address form of /address/add (query from and to), /address/{edit} and /profile/address/{edit}. */
export const AddressForm = observer(function AddressForm({ editId }: { readonly editId: string | null }) {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = useStore(AddressStore);
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  // The draft is opened by the route's loader (address-screen.tsx routeData; kept when the map screens hand it back).
  const here = `${location.pathname}${location.search}`;

  const problem = (field: AddressField): string | undefined => {
    const p = store.problems[field];
    // The store names a problem per field; the texts hold the ones each field can have (every pair the store makes is
    // shown in address-screens.test.tsx), so the key is built from data here, not checked by the compiler.
    return p ? t(`address.problems.${field}.${p}` as AccountKey) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.saveDraft()) {
      toast.show(t('toast.addressSaved'));
      const to = query.get('to');
      navigate(to ? safeRedirect(to) : '/profile/address', { replace: true });
    }
  };

  const draft = store.draft;
  if (store.draftStatus === 'error') {
    return <RouteScreen><ErrorState message={errorText(store.actionError)} onRetry={() => editId && void store.startEdit(editId)} /></RouteScreen>;
  }
  if (!draft) return <RouteScreen><Skeleton height="20rem" /></RouteScreen>;
  const back = encodeURIComponent(here);
  const districtProblem = problem('district');
  return (
    <RouteScreen>
      <form className="acc-form" onSubmit={submit} noValidate aria-label={t('address.formTitle')}>
        <div className={`acc-picker${districtProblem ? ' acc-picker--error' : ''}`}>
          <div>
            <p className="acc-picker__label" id="district-label">{t('address.district')}</p>
            <p className="acc-picker__value" data-testid="district-value">
              {draft.district?.name ? [draft.district.name, draft.district.city, draft.district.province].filter(Boolean).join(', ') : t('address.districtNone')}
            </p>
          </div>
          <Link className="button button--secondary" to={`/address/search-pinpoint?back=${back}`} aria-describedby="district-label">
            {draft.district ? t('address.districtChange') : t('address.districtPick')}
          </Link>
        </div>
        {districtProblem ? <p className="acc-error" role="alert">{districtProblem}</p> : null}
        <div className="acc-picker">
          <div>
            <p className="acc-picker__label">{t('address.pinpoint')}</p>
            <p className="acc-picker__value" data-testid="pinpoint-value">
              {draft.pinpoint ? t('address.pinpointSet', { lat: draft.pinpoint.lat.toFixed(5), lng: draft.pinpoint.lng.toFixed(5) }) : t('address.pinpointNone')}
            </p>
          </div>
          <Link className="button button--secondary" to={`/address/pinpoint?back=${back}`}>{t('address.pinpointButton')}</Link>
        </div>
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.field}
            label={t(f.label)}
            hint={f.hint ? t(f.hint) : undefined}
            value={draft[f.field]}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            type={f.type ?? 'text'}
            maxLength={f.maxLength}
            onChange={(e) => store.setField(f.field, e.target.value)}
            error={problem(f.field)}
          />
        ))}
        <label className="acc-check">
          <input type="checkbox" checked={draft.primary} onChange={(e) => store.setPrimaryFlag(e.target.checked)} />
          <span>{t('address.setPrimary')}</span>
        </label>
        {store.actionError ? <p className="acc-alert" role="alert">{errorText(store.actionError)}</p> : null}
        <div className="acc-sticky">
          <Button type="submit" block disabled={store.pending}>{store.pending ? t('common.saving') : t('address.submit')}</Button>
        </div>
      </form>
    </RouteScreen>
  );
});
