import { describe, expect, it } from 'vitest';
import { badgeCount, listCount, smallCounter } from './counts';

describe('badgeCount (spec §2: shows 9+ above 9)', () => {
  it('caps at 9+', () => {
    expect(badgeCount(10)).toBe('9+');
    expect(badgeCount(250)).toBe('9+');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(1)).toBe('1');
  });
  it('hides zero and unreadable counts', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-3)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
  });
});

describe('smallCounter (spec §9: 10+, 20+, 30+, 100+, 500+)', () => {
  it.each([
    [0, '0'],
    [9, '9'],
    [10, '10+'],
    [19, '10+'],
    [20, '20+'],
    [30, '30+'],
    [99, '30+'],
    [100, '100+'],
    [499, '100+'],
    [500, '500+'],
    [12_000, '500+'],
    [-4, '0'],
  ])('%s -> %s', (count, expected) => {
    expect(smallCounter(count)).toBe(expected);
  });
});

describe('listCount (a list read in part, spec §9 small counters)', () => {
  it('is the whole number of a complete list', () => {
    expect(listCount(0, false)).toBe('0');
    expect(listCount(11, false)).toBe('11');
    expect(listCount(137, false)).toBe('137');
  });
  it('is the small counter with a plus while more is to come', () => {
    expect(listCount(10, true)).toBe('10+');
    expect(listCount(20, true)).toBe('20+');
    expect(listCount(110, true)).toBe('100+');
    expect(listCount(7, true)).toBe('7+');
    expect(listCount(0, true)).toBe('0+');
  });
  it('never shows an unreadable number', () => {
    expect(listCount(Number.NaN, false)).toBe('0');
    expect(listCount(Number.POSITIVE_INFINITY, false)).toBe('500+');
  });
});
