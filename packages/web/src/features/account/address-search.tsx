import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { District } from '@kado/domain';
import { AddressStore } from '@kado/stores';
import { EmptyState, Skeleton, TextField } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useBackToForm } from './address-pinpoint';
import { centreOf } from './district-centres';

/** Spec §9: search input is debounced by 400 ms. */
const DEBOUNCE_MS = 400;

/** /address/search-pinpoint: find a district by name; choosing one opens the map there. */
export const AddressSearch = observer(function AddressSearch() {
  const { t } = useAccountTexts();
  const store = useStore(AddressStore);
  const navigate = useNavigate();
  const back = useBackToForm();
  const [keyword, setKeyword] = useState(store.districtKeyword);

  useEffect(() => {
    if (!keyword.trim()) return undefined;
    const timer = setTimeout(() => void store.searchDistricts(keyword), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, store]);

  const choose = (district: District) => {
    const centre = centreOf(district);
    if (centre) store.setPinpoint(centre, district);
    else store.setDistrict(district);
    navigate(`/address/pinpoint?back=${encodeURIComponent(back)}`, { replace: true });
  };

  const searching = keyword.trim() !== '';
  return (
    <RouteScreen>
      <TextField
        label={t('address.searchLabel')}
        placeholder={t('address.searchPlaceholder')}
        type="search"
        value={keyword}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a search screen the user opened to type in: the field takes the focus, as in Shopee and Tokopedia
        autoFocus
        onChange={(e) => setKeyword(e.target.value)}
      />
      {!searching ? <p className="acc-note">{t('address.searchEmpty')}</p> : null}
      {searching && store.districtStatus === 'loading' ? <Skeleton height="8rem" /> : null}
      {searching && store.districtStatus === 'error' ? <p className="acc-alert" role="alert">{t('address.searchError')}</p> : null}
      {searching && store.districtStatus === 'ready' && store.districts.length === 0
        ? <EmptyState title={t('address.searchNone', { keyword: keyword.trim() })} text="" />
        : null}
      {searching && store.districts.length > 0 && store.districtStatus !== 'error' ? (
        <ul className="acc-results">
          {store.districts.map((d) => (
            <li key={d.id}>
              <button type="button" onClick={() => choose(d)}>
                {d.name}
                <small>{d.city}, {d.province}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </RouteScreen>
  );
});
