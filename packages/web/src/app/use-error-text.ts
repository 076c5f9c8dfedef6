import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError, type DomainErrorDetail } from '@kado/domain';

/** A `t` of any namespace: the error words live in the shell's namespace and are asked for by it. */
interface AnyT {
  (key: 'errorKind.rateLimitedSeconds' | 'errorKind.rateLimitedMinutes', options: { readonly ns: 'translation'; readonly count: number }): string;
  (key: 'state.offline' | 'errorKind.timeout' | 'state.unexpected', options: { readonly ns: 'translation' }): string;
}

/** The shell namespace holding the error words (i18n/common.id.ts). */
const SHELL_NS = 'translation' as const;

/**
 * The one translation of a failed call into text, for every screen (spec §8 through the domain's `shownError`):
 * 422 the first field error, 400/404 the server's message, else 'Terjadi kesalahan tak terduga'; offline and timeout,
 * which have no HTTP answer, get their own plain words (decision 0014).
 */
export function errorTextOf(t: AnyT, error: DomainErrorDetail | null | undefined): string {
  const shown = shownError(error);
  switch (shown.kind) {
    case 'message':
      return shown.text;
    case 'rate-limited':
      return t(shown.wait.unit === 'second' ? 'errorKind.rateLimitedSeconds' : 'errorKind.rateLimitedMinutes', { ns: SHELL_NS, count: shown.wait.count });
    case 'offline':
      return t('state.offline', { ns: SHELL_NS });
    case 'timeout':
      return t('errorKind.timeout', { ns: SHELL_NS });
    case 'unexpected':
      return t('state.unexpected', { ns: SHELL_NS });
    default: {
      const never: never = shown;
      return String(never);
    }
  }
}

/** `errorTextOf` bound to the shell's `t`, for a screen. */
export function useErrorText(): (error: DomainErrorDetail | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback((error) => errorTextOf(t, error), [t]);
}
