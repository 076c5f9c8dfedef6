import { useRouteMeta } from '../../app/route-meta';
import { PaymentFinishPage, PaymentGuidePage, PaymentPage } from './payment-pages';

/** Paying an order (/payment/{id}), its guide (/payment/{id}/guide) and the finish page (/payment/finish). */
export function Component() {
  const { id } = useRouteMeta();
  if (id === 'payment-finish') return <PaymentFinishPage />;
  if (id === 'payment-guide') return <PaymentGuidePage />;
  return <PaymentPage />;
}
