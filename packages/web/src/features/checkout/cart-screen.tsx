import { CartPage } from './cart-page';
import { BuyPage } from './buy-page';
import { BookingCodPage } from './payment-pages';

// The cart, checkout and cash-on-delivery booking: the routes of route-table.ts name the export each one renders.

/** /cart */
export const Component = CartPage;

/** /buy */
export const BuyRoute = BuyPage;

/** /booking-cod */
export const BookingCodRoute = BookingCodPage;
