// Spec §5: "Product existence check: 'exists' is true only if all variants exist" (decision 0017).

/** One answer of GET v1/gift-products/{id}/check-existances (spec §3 "Gift product check"). */
export interface VariantCheck {
  readonly skuId: number | string;
  readonly exists: boolean;
}

/** True only if there is at least one variant check and every variant exists; an empty answer proves nothing. */
export function productExists(variantChecks: readonly VariantCheck[]): boolean {
  return variantChecks.length > 0 && variantChecks.every((v) => v.exists === true);
}

/**
 * True when at least one variant is in the registry: a product partly in (spec §5 calls it in only when all are), whose
 * card says 'Ada di registry' and leaves the other variants to its page, where the owner picks one (QA, 28 November:
 * after a reload a one-tap 'Tambah' added the next variant unasked).
 */
export function someVariantExists(variantChecks: readonly VariantCheck[]): boolean {
  return variantChecks.some((v) => v.exists === true);
}

/**
 * The variant a one-tap 'Tambah' adds to the registry: the first in stock that is not in yet (a product is in only
 * when all its variants are, spec §5), else the first in stock, else the first; none for a product without variants.
 */
export function variantToAdd<V extends { readonly skuId: string; readonly stock: number }>(
  variants: readonly V[],
  inRegistry: (skuId: string) => boolean,
): V | undefined {
  return variants.find((v) => v.stock > 0 && !inRegistry(v.skuId)) ?? defaultVariant(variants);
}

/** The variant a product page opens on: the first in stock, else the first; none for a product without variants. */
export function defaultVariant<V extends { readonly stock: number }>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.stock > 0) ?? variants[0];
}
