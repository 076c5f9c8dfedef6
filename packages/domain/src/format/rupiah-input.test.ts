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

describe('parseRupiah refuses what is not a whole rupiah amount (QA, 28 November)', () => {
  it('refuses a minus, a decimal comma, letters and a decimal dot instead of keeping their digits', () => {
    expect(parseRupiah('-5000')).toBeNull();
    expect(parseRupiah('150,50')).toBeNull();
    expect(parseRupiah('12abc')).toBeNull();
    expect(parseRupiah('15.00')).toBeNull();
    expect(parseRupiah('1.5000')).toBeNull();
    expect(parseRupiah('Rp 1,500,000')).toBeNull();
    expect(parseRupiah('100rb')).toBeNull();
  });
  it('reads the ways a price tag writes whole rupiah', () => {
    expect(parseRupiah('  Rp 125.000  ')).toBe(125000);
    expect(parseRupiah('Rp125000')).toBe(125000);
    expect(parseRupiah('rp. 50.000,-')).toBe(50000);
    expect(parseRupiah('Rp 50.000,00')).toBe(50000);
    expect(parseRupiah('0')).toBe(0);
  });
});
