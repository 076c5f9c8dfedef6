// A rupiah amount as a shopper types it (a price, a chip-in amount): whole rupiah, at most ten digits.

/**
 * Optional "Rp", then the amount as digits alone ('125000') or in groups of three with dots ('125.000'), then
 * optionally the cents Indonesian price tags write as ',-' or ',00'. Anything else (a minus, a decimal comma, letters,
 * '15.00') is not an amount: reading its digits alone would save a price the person did not type ('-5000' as 5000,
 * '150,50' as 15050, '12abc' as 12).
 */
const TYPED_RUPIAH = /^(?:rp\.?\s*)?(\d+|\d{1,3}(?:\.\d{3})+)(?:,-|,0{1,2})?$/i;

/** A typed rupiah amount ('Rp 125.000' → 125000), or null when it is not one or has more than ten digits. */
export function parseRupiah(typed: string): number | null {
  const match = TYPED_RUPIAH.exec(typed.replace(/[\s\u00a0]+/g, ' ').trim());
  const digits = match?.[1]?.replaceAll('.', '');
  if (digits === undefined || digits.length > 10) return null;
  return Number(digits);
}
