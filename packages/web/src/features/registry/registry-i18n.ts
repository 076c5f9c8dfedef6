import { portalMessageOf, type DomainErrorDetail } from '@kado/domain';
import { usePageTexts } from '../../app/page-texts';
import { errorTextOf } from '../../app/use-error-text';
import { REGISTRY_NS, registryTexts } from './registry.texts';
import { SHARE_NS, shareTexts } from '../../i18n/pages/share.texts';

/** The registry screens' `t`, with their texts registered on first use. */
export function useRegistryTexts() {
  return usePageTexts(REGISTRY_NS, registryTexts);
}

/**
 * The sharing texts of decision 0261 (WhatsApp message, previews): the owner's share sheet and a gift's share link on
 * the giver's page. Here, not in share-sheet.tsx, so the giver's page does not import the sheet and its owner stores.
 */
export function useShareTexts() {
  return usePageTexts(SHARE_NS, shareTexts);
}

/** The `t` of the registry namespace. */
export type RegistryT = ReturnType<typeof useRegistryTexts>['t'];

/** Spec §8 text of a failed call: the shell's one translation (`errorTextOf`, the domain's `shownError`). */
export function errorText(t: RegistryT, error: DomainErrorDetail | null | undefined): string {
  return errorTextOf(t, error);
}

/**
 * A failed read of one thing (a registry, a gift): a 404 shows the portal's message (spec §5 and §8) and the screen's
 * own words (`key`) only when the portal sent none; every other failure reads as `errorText`.
 */
export function notFoundText(t: RegistryT, error: DomainErrorDetail | null | undefined, key: 'external.notExternal' | 'gift.notFound' | 'public.private'): string {
  if (error?.kind !== 'not-found') return errorText(t, error);
  return portalMessageOf(error) ?? t(key);
}

/** The shop's display name of a marketplace ('shopee', 'tokopedia', 'tiktok', anything else). */
export function shopName(t: RegistryT, marketplace: string): string {
  const known = marketplace === 'shopee' || marketplace === 'tokopedia' || marketplace === 'tiktok' ? marketplace : 'other';
  return t(`external.markets.${known}`);
}
