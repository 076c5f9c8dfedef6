// The cart, checkout, payment, voucher, order and mini-point stores: loaded with their routes (store-modules.ts).
import { checkoutStoresModule } from '@kado/stores';

export const modules = [checkoutStoresModule] as const;
