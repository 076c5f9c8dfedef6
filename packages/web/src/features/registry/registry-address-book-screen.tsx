import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { AddressStore, RegistryOwnerStore } from '@kado/stores';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { usePageTexts } from '../../app/page-texts';
import { errorTextOf } from '../../app/use-error-text';
import { ADDRESS_BOOK_NS, addressBookTexts } from './address-book.texts';
import { AddressCard } from './address-card';
import './registry.css';

/** /registry/address-book: the owner's addresses and whether givers see the primary one. */
const AddressBook = observer(function AddressBook() {
  const { t } = usePageTexts(ADDRESS_BOOK_NS, addressBookTexts);
  const addresses = useStore(AddressStore);
  const owner = useStore(RegistryOwnerStore);
  const { pathname } = useLocation();
  const visible = owner.registry?.owner.isRegistryAddressVisible;
  const addHref = `/address/add?from=${encodeURIComponent(pathname)}&to=${encodeURIComponent(pathname)}`;
  return (
    <RouteScreen loading={addresses.status === 'loading' && addresses.addresses.length === 0} error={addresses.status === 'error' ? errorTextOf(t, addresses.error) : undefined} onRetry={() => void addresses.load()}>
      <p className="page__lead">{t('lead')}</p>
      {visible !== undefined ? <p className="notice">{visible ? t('visibleNow') : t('hiddenNow')}</p> : null}
      {addresses.addresses.length === 0 ? (
        <p className="page__lead">{t('empty')}</p>
      ) : (
        <ul className="plain-list stack">
          {addresses.addresses.map((a) => <li key={a.id}><AddressCard address={a} /></li>)}
        </ul>
      )}
      <Link className="button" to={addHref}>{t('add')}</Link>
    </RouteScreen>
  );
});

// The owner's address book, a module of its own so its route's chunk loads only what it uses (issue 15).

/** The page's data, asked for by its route's loader before it renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  /** Her addresses, and her registry (read once) for whether givers see the primary one. */
  RegistryAddressBookRoute: (container) => Promise.all([container.get(AddressStore).load(), container.get(RegistryOwnerStore).ensure()]),
};

/** /registry/address-book */
export const RegistryAddressBookRoute = AddressBook;
