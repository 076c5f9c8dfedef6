import { usePageTexts } from '../../app/page-texts';
import { ACCOUNT_NS, accountTexts } from './account.texts';
import './account.css';

/** The account feature's `t` (its texts ship in this chunk). */
export function useAccountTexts() {
  return usePageTexts(ACCOUNT_NS, accountTexts as unknown as Record<string, unknown>);
}
