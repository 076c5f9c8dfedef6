import { describe, expect, it } from 'vitest';
import { badgeCount, smallCounter } from './counts';

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
