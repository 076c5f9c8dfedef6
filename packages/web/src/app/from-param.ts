import { useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@kado/domain';

/**
 * The `from` of a redirect form such as /registry/{username}?from={path} (spec §2), as a same-origin path that the
 * domain's safe-redirect rule accepts ('/' for anything else), or undefined when the page has no `from`.
 */
export function useSafeFrom(): string | undefined {
  const [params] = useSearchParams();
  const from = params.get('from');
  return from === null ? undefined : safeRedirect(from);
}
