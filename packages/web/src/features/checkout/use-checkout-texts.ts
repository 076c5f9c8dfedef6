import { usePageTexts } from '../../app/page-texts';
import { checkoutTexts } from './checkout.texts';
import './checkout.css';

/** `t` of the checkout namespace (cart, buy, payment, vouchers), registering its texts on first use. */
export function useCheckoutTexts() {
  return usePageTexts('checkout', checkoutTexts);
}
