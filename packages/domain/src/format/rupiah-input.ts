// A rupiah amount as a shopper types it (a price, a chip-in amount): the digits only, at most ten.

/** Digits of a typed rupiah amount ('Rp 125.000' → 125000), or null when there are none or more than ten. */
export function parseRupiah(typed: string): number | null {
  const digits = typed.replace(/[^\d]/g, '');
  if (digits === '' || digits.length > 10) return null;
  return Number(digits);
}
