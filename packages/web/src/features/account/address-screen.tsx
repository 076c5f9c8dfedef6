import { useRouteMeta } from '../../app/route-meta';
import { AddressList } from './address-list';
import { AddressForm } from './address-form';
import { AddressPinpoint } from './address-pinpoint';
import { AddressSearch } from './address-search';

/** Saved addresses: the list, the form (new and edit), the pinpoint map and the district search. */
export function Component() {
  const { id, params } = useRouteMeta();
  switch (id) {
    case 'profile-address':
      return <AddressList />;
    case 'address-add':
      return <AddressForm editId={null} />;
    case 'profile-address-edit':
    case 'address-edit':
      return <AddressForm editId={params.edit ?? null} />;
    case 'address-pinpoint':
      return <AddressPinpoint />;
    case 'address-search-pinpoint':
      return <AddressSearch />;
    default:
      // Every route the table sends here is a case above (route-table.ts).
      return null;
  }
}
