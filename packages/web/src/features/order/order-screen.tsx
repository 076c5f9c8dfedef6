import { Navigate } from 'react-router-dom';
import { OrderDetailPage, OrderGroupPage, OrderInvoicePage, OrderListPage, OrderTrackPage } from './order-pages';

// Orders (spec §2): the list, one order, its group, invoice and tracking; the routes of route-table.ts name the export
// each one renders.

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
