import { useParams } from 'react-router-dom';
import { AddressList } from './address-list';
import { AddressForm } from './address-form';
import { AddressPinpoint } from './address-pinpoint';
import { AddressSearch } from './address-search';

// Saved addresses (spec §2): the list, the form (new and edit), the pinpoint map and the district search; the routes
// of route-table.ts name the export each one renders.

/** /profile/address */
export const Component = AddressList;

/** /address/add */
export function AddressAddRoute() {
  return <AddressForm editId={null} />;
}

/** /profile/address/{edit} and /address/{edit optional} */
export function AddressEditRoute() {
  return <AddressForm editId={useParams().edit ?? null} />;
}

/** /address/pinpoint */
export const AddressPinpointRoute = AddressPinpoint;

/** /address/search-pinpoint */
export const AddressSearchRoute = AddressSearch;
