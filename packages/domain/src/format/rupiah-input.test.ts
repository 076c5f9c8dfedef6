import { describe, expect, it } from 'vitest';
import { parseRupiah } from './rupiah-input';

describe('parseRupiah (a typed rupiah amount)', () => {
  it('reads the digits as typed, with or without Rp and the dots', () => {
    expect(parseRupiah('Rp 125.000')).toBe(125000);
    expect(parseRupiah('Rp\u00a01.500.000')).toBe(1_500_000);
    expect(parseRupiah('50000')).toBe(50000);
  });
  it('is null without digits or with more than ten', () => {
    expect(parseRupiah('')).toBeNull();
    expect(parseRupiah('abc')).toBeNull();
    expect(parseRupiah('12345678901')).toBeNull();
    expect(parseRupiah('1234567890')).toBe(1_234_567_890);
  });
});
