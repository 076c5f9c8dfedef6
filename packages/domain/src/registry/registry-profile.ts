// Registry profile rules, spec §2 registry header, §3 "Registry profile", §4/§5 username (decision 0015).
import { encodeComponent } from '../text/uri';

/** The default Indonesian registry description of spec §3: an invitation to send gifts and prayers for mother and baby. */
export const DEFAULT_REGISTRY_DESCRIPTION =
  'Terima kasih sudah mampir ke registry kami! Setiap kado dan doa untuk Bunda dan si kecil sangat berarti. ' +
  'Semoga kebaikanmu dibalas berlipat ganda.';

/** Used when the owner's name is blank too, so the title never reads "'s Baby Registry". */
export const FALLBACK_REGISTRY_NAME = 'Baby Registry';

/** The first word of a person's name (spec §3 "{first name}"), or '' when the name is blank. */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/** Spec §3: the registry's own name, or "{first name}'s Baby Registry" when it is empty. */
export function registryDisplayName(registryName: string | null | undefined, ownerName: string | null | undefined): string {
  const own = (registryName ?? '').trim();
  if (own !== '') return own;
  const first = firstName(ownerName);
  return first === '' ? FALLBACK_REGISTRY_NAME : `${first}'s Baby Registry`;
}

/** Spec §3: the registry's own description, or the default Indonesian one when it is empty. */
export function registryDescription(description: string | null | undefined): string {
  const own = (description ?? '').trim();
  return own === '' ? DEFAULT_REGISTRY_DESCRIPTION : own;
}

/** Spec §4/§5: the username can be changed once; an unreadable count is treated as already used. */
export function canChangeUsername(changeUsernameCount: number | null | undefined): boolean {
  if (changeUsernameCount === null || changeUsernameCount === undefined) return true;
  return Number.isFinite(changeUsernameCount) && changeUsernameCount < 1;
}

/** Spec §2: the public link path 'registry/{username}' (no leading slash), the username URL-encoded. */
export function registryLinkPath(username: string): string {
  return `registry/${encodeComponent(username)}`;
}

/** What givers could find in a registry (decision 0531): the gifts the owner has not hidden, and her cash funds. */
export interface RegistryContents {
  readonly giftsForGivers: number;
  readonly funds: number;
}

/**
 * A registry waits for its first gift (decision 0531, issue 31: a new mother's registry was public and empty before
 * she had added anything): nothing in it a giver could give yet.
 */
export function awaitsFirstGift(contents: RegistryContents): boolean {
  return contents.giftsForGivers <= 0 && contents.funds <= 0;
}

/**
 * Givers may open a registry (decision 0531): its owner keeps it public and it holds something to give. The owner
 * always sees her own; anyone else meets 'not ready' until her first gift, as a private registry is 'not found'.
 */
export function isOpenToGivers(registry: { readonly isPublic: boolean } & RegistryContents): boolean {
  return registry.isPublic && !awaitsFirstGift(registry);
}
