import { PaymentFinishPage, PaymentGuidePage, PaymentPage } from './payment-pages';

// Paying an order, its guide and the finish page: the routes of route-table.ts name the export each one renders.

/** /payment/{id} */
export const Component = PaymentPage;

/** /payment/{id optional}/guide */
export const PaymentGuideRoute = PaymentGuidePage;

/** /payment/finish */
export const PaymentFinishRoute = PaymentFinishPage;
