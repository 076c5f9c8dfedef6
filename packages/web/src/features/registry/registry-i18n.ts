import type { DomainErrorDetail } from '@kado/domain';
import { usePageTexts } from '../../app/page-texts';
import { errorTextOf } from '../../app/use-error-text';
import { REGISTRY_NS, registryTexts } from './registry.texts';

/** The registry screens' `t`, with their texts registered on first use. */
export function useRegistryTexts() {
  return usePageTexts(REGISTRY_NS, registryTexts);
}

/** The `t` of the registry namespace. */
export type RegistryT = ReturnType<typeof useRegistryTexts>['t'];

/** Spec §8 text of a failed call: the shell's one translation (`errorTextOf`, the domain's `shownError`). */
export function errorText(t: RegistryT, error: DomainErrorDetail | null | undefined): string {
  return errorTextOf(t, error);
}

/** The shop's display name of a marketplace ('shopee', 'tokopedia', 'tiktok', anything else). */
export function shopName(t: RegistryT, marketplace: string): string {
  const known = ['shopee', 'tokopedia', 'tiktok'].includes(marketplace) ? marketplace : 'other';
  return t(`external.markets.${known}`);
}
