// A product list's price range (issue 31, "a shopper's habits": search filters by price range; decision 0464).
import { parseRupiah } from '../format/rupiah-input';

/** The lowest and highest price a product list keeps, in whole rupiah; null where there is no bound. */
export interface PriceRange {
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * The range as a shopper typed it ('Rp 50.000', '150000'): each bound its digits (spec §9 amounts are whole rupiah),
 * an empty or unreadable bound none, and bounds given the wrong way round swapped rather than answering nothing.
 */
export function priceRangeOf(min: string | null | undefined, max: string | null | undefined): PriceRange {
  const low = min ? parseRupiah(min) : null;
  const high = max ? parseRupiah(max) : null;
  if (low !== null && high !== null && low > high) return { min: high, max: low };
  return { min: low, max: high };
}
