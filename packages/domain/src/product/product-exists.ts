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
