import { Navigate } from 'react-router-dom';
import { OrderDetailStore, OrderGiftStore, OrderListStore } from '@kado/stores';
import type { RouteData, ScreenData } from '../../app/route-data';
import { OrderDetailPage, OrderGroupPage, OrderInvoicePage, OrderListPage, OrderTrackPage } from './order-pages';

// Orders (spec §2): the list, one order, its group, invoice and tracking; the routes of route-table.ts name the export
// each one renders.

/** One order by its path id (the track page with its courier history). */
const orderData = (withTracking: boolean): RouteData => async (container, { id }) => {
  if (!id) return;
  const orders = container.get(OrderDetailStore);
  await orders.ensureOrder(id, withTracking);
  // A patungan's tracking is its gift's own progress (issue 31).
  if (withTracking) await container.get(OrderGiftStore).ensureFor(orders.order);
};

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: async (container) => container.get(OrderListStore).list.reset(),
  OrderGroupRoute: orderData(false),
  OrderDetailRoute: orderData(false),
  OrderInvoiceRoute: orderData(false),
  OrderTrackRoute: orderData(true),
};

/** /order */
export const Component = OrderListPage;

/** /order/add starts a new order from the cart (decision 0144). */
export function OrderAddRoute() {
  return <Navigate to="/cart" replace />;
}

/** /order/group/{id optional} */
export const OrderGroupRoute = OrderGroupPage;

/** /order/{id} */
export const OrderDetailRoute = OrderDetailPage;

/** /order/{id}/invoice */
export const OrderInvoiceRoute = OrderInvoicePage;

/** /order/{id}/track */
export const OrderTrackRoute = OrderTrackPage;
