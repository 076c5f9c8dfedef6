import { AddressSelectPage } from './address-select-page';

/** /address/select: pick the delivery address of the checkout. */
export function Component() {
  return <AddressSelectPage />;
}
