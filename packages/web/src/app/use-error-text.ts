import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainErrorDetail } from '@kado/domain';

/**
 * Turns a store's error into text (spec §8): 422 the first field error, 400/404/409 the server's message,
 * the rest their shell texts, else 'Terjadi kesalahan tak terduga'. Exhaustive on the error kind.
 */
export function useErrorText(): (error: DomainErrorDetail | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (!error) return t('state.unexpected');
      switch (error.kind) {
        case 'validation':
        case 'not-found':
        case 'bad-request':
        case 'conflict':
          return error.message || t('state.unexpected');
        case 'offline':
          return t('state.offline');
        case 'timeout':
          return t('errorKind.timeout');
        case 'unauthorized':
          return t('errorKind.unauthorized');
        case 'forbidden':
          return t('errorKind.forbidden');
        case 'unexpected':
          return t('state.unexpected');
        default: {
          const never: never = error;
          return String(never);
        }
      }
    },
    [t],
  );
}
