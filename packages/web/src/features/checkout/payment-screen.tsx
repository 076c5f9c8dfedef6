import { PaymentStore } from '@kado/stores';
import type { RouteData, ScreenData } from '../../app/route-data';
import { PaymentFinishPage, PaymentGuidePage, PaymentPage } from './payment-pages';

// Paying an order, its guide and the finish page: the routes of route-table.ts name the export each one renders.

/** The order to pay, by its path id. */
const paymentData: RouteData = async (container, { id }) => {
  if (id) await container.get(PaymentStore).ensurePayment(id);
};

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = { Component: paymentData, PaymentGuideRoute: paymentData };

/** /payment/{id} */
export const Component = PaymentPage;

/** /payment/{id optional}/guide */
export const PaymentGuideRoute = PaymentGuidePage;

/** /payment/finish */
export const PaymentFinishRoute = PaymentFinishPage;
