import type { DomainErrorDetail } from '@kado/domain';
import { usePageTexts } from '../../app/page-texts';
import { REGISTRY_NS, registryTexts } from './registry.texts';

/** The registry screens' `t`, with their texts registered on first use. */
export function useRegistryTexts() {
  return usePageTexts(REGISTRY_NS, registryTexts);
}

/** The `t` of the registry namespace. */
export type RegistryT = ReturnType<typeof useRegistryTexts>['t'];

/**
 * Spec §8: 422 shows the first field error, 400/404 the server's message, a 409 the server's message,
 * anything else 'Terjadi kesalahan tak terduga' (or a plainer word for offline, timeout and login).
 */
export function errorText(t: RegistryT, error: DomainErrorDetail | null | undefined): string {
  if (!error) return t('error.unexpected');
  switch (error.kind) {
    case 'validation':
    case 'bad-request':
    case 'conflict':
    case 'not-found':
      return error.message.trim() !== '' ? error.message : t('error.unexpected');
    case 'offline':
      return t('error.offline');
    case 'timeout':
      return t('error.timeout');
    case 'unauthorized':
      return t('error.unauthorized');
    case 'forbidden':
      return t('error.forbidden');
    case 'unexpected':
      return t('error.unexpected');
    default: {
      const never: never = error;
      return String(never);
    }
  }
}

/** The shop's display name of a marketplace ('shopee', 'tokopedia', 'tiktok', anything else). */
export function shopName(t: RegistryT, marketplace: string): string {
  const known = ['shopee', 'tokopedia', 'tiktok'].includes(marketplace) ? marketplace : 'other';
  return t(`external.markets.${known}`);
}
