import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

describe('highlightSegments (spec §2: the typed keyword highlighted)', () => {
  it('splits plain and matched parts case-insensitively', () => {
    expect(highlightSegments('Stroller Bayi Lipat, stroller murah', 'stroller')).toEqual([
      { text: 'Stroller', match: true },
      { text: ' Bayi Lipat, ', match: false },
      { text: 'stroller', match: true },
      { text: ' murah', match: false },
    ]);
  });
  it('is safe for regex special characters', () => {
    expect(highlightSegments('Botol (250ml) + dot [S]', '(250ml) +')).toEqual([
      { text: 'Botol ', match: false },
      { text: '(250ml) +', match: true },
      { text: ' dot [S]', match: false },
    ]);
    expect(highlightSegments('a.b.c', '.*')).toEqual([{ text: 'a.b.c', match: false }]);
  });
  it('never turns text into HTML', () => {
    expect(highlightSegments('<b>Susu</b>', 'susu')).toEqual([
      { text: '<b>', match: false },
      { text: 'Susu', match: true },
      { text: '</b>', match: false },
    ]);
  });
  it('returns the whole text as plain for an empty or blank keyword, and nothing for an empty text', () => {
    expect(highlightSegments('Popok', '')).toEqual([{ text: 'Popok', match: false }]);
    expect(highlightSegments('Popok', '  ')).toEqual([{ text: 'Popok', match: false }]);
    expect(highlightSegments('', 'popok')).toEqual([]);
  });
  it('trims the typed keyword', () => {
    expect(highlightSegments('Baju bayi', ' bayi ')).toEqual([
      { text: 'Baju ', match: false },
      { text: 'bayi', match: true },
    ]);
  });
});
