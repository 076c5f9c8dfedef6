import { CartStore, CheckoutStore, VoucherStore } from '@kado/stores';
import type { ScreenData } from '../../app/route-data';
import { CartPage } from './cart-page';
import { BuyPage } from './buy-page';
import { BookingCodPage } from './payment-pages';

// The cart, checkout and cash-on-delivery booking: the routes of route-table.ts name the export each one renders.

/**
 * The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). /buy is
 * guarded (a signed-in, verified buyer), so its loader may ask for her claimed vouchers.
 */
export const routeData: ScreenData = {
  Component: async (container) => container.get(CartStore).ensureCart(),
  BuyRoute: async (container) => Promise.all([container.get(CheckoutStore).ensure('buy'), container.get(VoucherStore).ensureList()]),
};

/** /cart */
export const Component = CartPage;

/** /buy */
export const BuyRoute = BuyPage;

/** /booking-cod */
export const BookingCodRoute = BookingCodPage;
