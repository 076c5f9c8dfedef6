import { usePageTexts } from '../../app/page-texts';
import { orderTexts } from './order.texts';
import './order.css';

/** `t` of the order namespace (orders, tracking, invoice, mini points), registering its texts on first use. */
export function useOrderTexts() {
  return usePageTexts('order', orderTexts);
}
