import { describe, expect, it } from 'vitest';
import { formatRupiah, shortCurrency } from './money';

describe('formatRupiah (issue 2 rule 8)', () => {
  it("reads as users read it: 'Rp 1.500.000'", () => {
    expect(formatRupiah(1_500_000)).toBe('Rp\u00a01.500.000');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
    expect(formatRupiah(999)).toBe('Rp\u00a0999');
    expect(formatRupiah(1000)).toBe('Rp\u00a01.000');
    expect(formatRupiah(123_456_789)).toBe('Rp\u00a0123.456.789');
  });
  it('rounds to whole rupiah and puts the minus before Rp (decision 0009)', () => {
    expect(formatRupiah(1499.5)).toBe('Rp\u00a01.500');
    expect(formatRupiah(-1500)).toBe('-Rp\u00a01.500');
    expect(formatRupiah(-0.2)).toBe('Rp\u00a00');
  });
  it('shows a dash for a non-finite amount', () => {
    expect(formatRupiah(Number.NaN)).toBe('Rp\u00a0-');
    expect(formatRupiah(Infinity)).toBe('Rp\u00a0-');
  });
  it('keeps every digit of large amounts', () => {
    expect(formatRupiah(1e21)).toBe('Rp\u00a01.000.000.000.000.000.000.000');
  });
});

describe("shortCurrency: thousands 'rb', millions 'jt' (spec §9)", () => {
  it.each([
    [500, '500'],
    [1000, '1rb'],
    [1500, '1,5rb'],
    [1550, '1,5rb'],
    [25_000, '25rb'],
    [999_999, '999,9rb'],
    [1_000_000, '1jt'],
    [2_000_000, '2jt'],
    [1_999_999, '1,9jt'],
    [12_500_000, '12,5jt'],
    [2_500_000_000, '2.500jt'],
    [-1500, '-1,5rb'],
    [Number.NaN, '-'],
  ])('%s -> %s', (amount, expected) => {
    expect(shortCurrency(amount)).toBe(expected);
  });
});
