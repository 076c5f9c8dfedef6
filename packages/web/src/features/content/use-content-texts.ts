import { usePageTexts } from '../../app/page-texts';
import { CONTENT_NS, contentTexts } from './content.texts';
import './content.css';

/** The content feature's `t` (its texts ship in this chunk). */
export function useContentTexts() {
  return usePageTexts(CONTENT_NS, contentTexts as unknown as Record<string, unknown>);
}
