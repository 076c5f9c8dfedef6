// Money as Indonesian shoppers read it, spec §9 "Short currency: thousands 'rb', millions 'jt'" (decisions 0009, 0010).

/** Shown instead of an amount that is not a finite number (decision 0009). */
export const UNKNOWN_AMOUNT = 'Rp\u00a0-';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function wholeDigits(value: number): string {
  // BigInt keeps every digit of large integers, where Number#toString would switch to exponent notation.
  return BigInt(Math.round(value)).toString();
}

/**
 * Rupiah with dot thousands separators and no decimals: 1500000 -> 'Rp 1.500.000', -1500 -> '-Rp 1.500'.
 * The space after 'Rp' is a no-break space (U+00A0), so a line never breaks between 'Rp' and its number.
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return UNKNOWN_AMOUNT;
  const rounded = Math.round(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}Rp\u00a0${groupThousands(wholeDigits(rounded))}`;
}

/**
 * A short amount: below 1000 as is, thousands with 'rb', millions and above with 'jt',
 * one decimal with a comma, truncated so it never overstates: 1500 -> '1,5rb', 2000000 -> '2jt', 1999999 -> '1,9jt'.
 */
export function shortCurrency(amount: number): string {
  if (!Number.isFinite(amount)) return '-';
  const abs = Math.abs(amount);
  const sign = amount < 0 && Math.floor(abs) !== 0 ? '-' : '';
  if (abs < 1000) return `${sign}${Math.floor(abs)}`;
  const [unit, suffix] = abs < 1_000_000 ? [1000, 'rb'] : [1_000_000, 'jt'];
  // Integer arithmetic on BigInt: exact for every magnitude, no 4.1 * 10 = 40.99… surprises.
  const tenths = BigInt(Math.floor(abs)) / BigInt(unit / 10);
  const head = groupThousands((tenths / 10n).toString());
  const decimal = tenths % 10n;
  return `${sign}${head}${decimal === 0n ? '' : `,${decimal}`}${suffix}`;
}
