import { CheckoutStore } from '@kado/stores';
import type { ScreenData } from '../../app/route-data';
import { AddressSelectPage } from './address-select-page';

/** The page's data (the saved addresses), asked for by its route's loader before it renders. */
export const routeData: ScreenData = {
  Component: async (container) => container.get(CheckoutStore).ensure('addresses'),
};

/** /address/select: pick the delivery address of the checkout. */
export function Component() {
  return <AddressSelectPage />;
}
