import { Navigate } from 'react-router-dom';
import { useRouteMeta } from '../../app/route-meta';
import { OrderDetailPage, OrderGroupPage, OrderInvoicePage, OrderListPage, OrderTrackPage } from './order-pages';

/** Orders: the list, one order, its group, invoice and tracking; /order/add starts a new order from the cart. */
export function Component() {
  const { id } = useRouteMeta();
  switch (id) {
    case 'order-add':
      return <Navigate to="/cart" replace />;
    case 'order-group':
      return <OrderGroupPage />;
    case 'order-detail':
      return <OrderDetailPage />;
    case 'order-invoice':
      return <OrderInvoicePage />;
    case 'order-track':
      return <OrderTrackPage />;
    default:
      return <OrderListPage />;
  }
}
