import { usePageTexts } from '../../app/page-texts';
import { authId } from '../../i18n/pages/auth.id';

/** The auth pages' texts, registered with their lazy chunk. */
export function useAuthTexts() {
  return usePageTexts('auth', authId);
}
