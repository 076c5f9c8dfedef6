import { useRouteMeta } from '../../app/route-meta';
import { CartPage } from './cart-page';
import { BuyPage } from './buy-page';
import { BookingCodPage } from './payment-pages';

/** The cart (/cart), checkout (/buy) and cash-on-delivery booking (/booking-cod). */
export function Component() {
  const { id } = useRouteMeta();
  if (id === 'buy') return <BuyPage />;
  if (id === 'booking-cod') return <BookingCodPage />;
  return <CartPage />;
}
