import { usePageTexts } from '../../app/page-texts';
import { FOLLOW_UP_NS, followUpTexts } from './follow-up.texts';

/** The `t` of the follow-up texts, registered on first use. */
export function useFollowUpTexts() {
  return usePageTexts(FOLLOW_UP_NS, followUpTexts);
}
