import { useParams } from 'react-router-dom';
import { AddressStore } from '@kado/stores';
import type { RouteData, ScreenData } from '../../app/route-data';
import { AddressList } from './address-list';
import { AddressForm } from './address-form';
import { AddressPinpoint } from './address-pinpoint';
import { AddressSearch } from './address-search';

// Saved addresses (spec §2): the list, the form (new and edit), the pinpoint map and the district search; the routes
// of route-table.ts name the export each one renders.

/** The map screens work on the form's draft; opened without one (a direct visit), they start a new address. */
const mapData: RouteData = async (container) => {
  const store = container.get(AddressStore);
  if (!store.draft) store.startNew();
};

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: async (container) => container.get(AddressStore).ensureAddresses(),
  AddressAddRoute: async (container) => container.get(AddressStore).form.open(null),
  AddressEditRoute: async (container, { edit }) => container.get(AddressStore).form.open(edit ?? null),
  AddressPinpointRoute: mapData,
  AddressSearchRoute: mapData,
};

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
