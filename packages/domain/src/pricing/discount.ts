// Discount badge, spec §5 "Discount shown only if old_price exceeds price" and §9 "rounded whole number" (decision 0007).

/** The product price fields the discount reads (spec §3 "Product"). */
export interface DiscountInput {
  readonly price: number;
  readonly oldPrice?: number | null;
}

/** Spec §5: a discount exists only when old_price exceeds price (both finite, price not negative). */
export function isDiscounted(product: DiscountInput): boolean {
  const { price, oldPrice: old } = product;
  return typeof old === 'number' && Number.isFinite(old) && Number.isFinite(price) && price >= 0 && old > price;
}

/**
 * The whole-number discount percentage to show, or null when no badge is shown.
 * Clamped to 1..99 for a positive price (a rounded 0 shows nothing); a free item (price 0) shows 100.
 */
export function discountPercent(product: DiscountInput): number | null {
  if (!isDiscounted(product)) return null;
  const old = product.oldPrice as number;
  if (product.price === 0) return 100;
  const percent = Math.round(((old - product.price) / old) * 100);
  if (percent <= 0) return null;
  return Math.min(percent, 99);
}
