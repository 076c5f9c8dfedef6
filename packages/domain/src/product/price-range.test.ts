import { describe, expect, it } from 'vitest';
import { priceRangeOf } from './price-range';

describe('priceRangeOf (issue 31: search filters by price range, decision 0464)', () => {
  it('reads each bound as whole rupiah, as typed', () => {
    expect(priceRangeOf('Rp 50.000', '150000')).toEqual({ min: 50_000, max: 150_000 });
    expect(priceRangeOf('0', null)).toEqual({ min: 0, max: null });
  });

  it('an empty or unreadable bound is no bound', () => {
    expect(priceRangeOf('', undefined)).toEqual({ min: null, max: null });
    expect(priceRangeOf('murah', 'Rp')).toEqual({ min: null, max: null });
    expect(priceRangeOf('12345678901', '100')).toEqual({ min: null, max: 100 });
  });

  it('bounds the wrong way round are swapped', () => {
    expect(priceRangeOf('200.000', '100.000')).toEqual({ min: 100_000, max: 200_000 });
  });
});
