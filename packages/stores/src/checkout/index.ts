// checkout stores: cart, checkout (/buy), payment, vouchers, orders and tracking, mini points.
import { ContainerModule } from 'inversify';
import { CartStore } from './cart.store';
import { CheckoutStore } from './checkout.store';
import { PaymentStore } from './payment.store';
import { VoucherStore } from './voucher.store';
import { OrderDetailStore, OrderGiftStore, OrderListStore } from './order.store';
import { MiniPointStore } from './mini-point.store';

export { CartStore, MAX_LINE_QUANTITY } from './cart.store';
// The booked cart's reader, for the integration tests of @kado/testing (they reach the stores through this index only).
export { readBookedCart } from './cart.store';
export { CheckoutStore } from './checkout.store';
export { visiblePaymentMethods } from './checkout-choices';
export { PaymentStore } from './payment.store';
export { VoucherStore } from './voucher.store';
export { OrderDetailStore, OrderGiftStore, OrderListStore } from './order.store';
export { MiniPointStore } from './mini-point.store';

/** The checkout stores' ContainerModule. */
export const checkoutStoresModule = new ContainerModule(({ bind }) => {
  bind(CartStore).toSelf().inSingletonScope();
  bind(CheckoutStore).toSelf().inSingletonScope();
  bind(PaymentStore).toSelf().inSingletonScope();
  bind(VoucherStore).toSelf().inSingletonScope();
  bind(OrderListStore).toSelf().inSingletonScope();
  bind(OrderDetailStore).toSelf().inSingletonScope();
  bind(OrderGiftStore).toSelf().inSingletonScope();
  bind(MiniPointStore).toSelf().inSingletonScope();
});
