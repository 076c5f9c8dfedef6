import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Child } from '../model';
import { registryDueMonth, registryGiftPath, whatsAppShareUrl } from './share';

const child = (birthDate: string | null, isDefault = false): Child => ({ id: birthDate ?? 'x', name: 'Dedek', isDefault, birthDate, gender: null });
const NOW = new Date('2026-11-23T22:00:00Z'); // 24 November 2026, 05.00 WIB

describe('registryDueMonth', () => {
  it('names the month of a baby still to come', () => {
    expect(registryDueMonth([child('2027-03-10')], NOW)).toBe('Maret 2027');
  });
  it('counts this month (Jakarta time), not a born child', () => {
    expect(registryDueMonth([child('2026-11-02')], NOW)).toBe('November 2026');
    expect(registryDueMonth([child('2026-10-31')], NOW)).toBeNull();
    expect(registryDueMonth([child(null), child('not a date')], NOW)).toBeNull();
    expect(registryDueMonth([], NOW)).toBeNull();
  });
  it('prefers the default child, then the nearest', () => {
    expect(registryDueMonth([child('2027-06-01'), child('2027-01-05')], NOW)).toBe('Januari 2027');
    expect(registryDueMonth([child('2027-06-01', true), child('2027-01-05')], NOW)).toBe('Juni 2027');
  });
});

describe('whatsAppShareUrl and registryGiftPath', () => {
  it('any well-formed message survives the wa.me link unchanged; any string at all gives a link', () => {
    const prefix = 'https://wa.me/?text=';
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        const url = whatsAppShareUrl(message);
        expect(url.startsWith(prefix)).toBe(true);
        expect(decodeURIComponent(url.slice(prefix.length))).toBe(message);
      }),
      { numRuns: 200 },
    );
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (message) => {
      expect(whatsAppShareUrl(message).startsWith(prefix)).toBe(true);
    }), { numRuns: 200 });
    expect(decodeURIComponent(whatsAppShareUrl('a\uD800b').slice(prefix.length))).toBe('a\uFFFDb');
  });
  it('a gift path stays one path segment per part', () => {
    expect(registryGiftPath('bunda-demo', '16')).toBe('/registry/bunda-demo/16');
    expect(registryGiftPath('a/b', '1?x')).toBe('/registry/a%2Fb/1%3Fx');
  });
});
