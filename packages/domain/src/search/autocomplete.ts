// The search popup's rules over the autocomplete answer of spec §3 (products, merchants, gifts), spec §2 and §9.
import type { Autocomplete, Merchant } from '../model';

/** Spec §9: autocomplete limit 5 per group; the keyword suggestions are one more group of at most 5. */
export const SUGGESTION_LIMIT = 5;

/** Spec §9: "Merchants show only with an image" (a blank URL is none). */
export function showsMerchant(merchant: Pick<Merchant, 'imageUrl'>): boolean {
  return typeof merchant.imageUrl === 'string' && merchant.imageUrl.trim() !== '';
}

const SPACE = /\s/;

/** Index of the first case-insensitive match of `needle` in `text`, comparing same-length slices (no RegExp). */
function indexOfFolded(text: string, needle: string): number {
  const folded = needle.toLowerCase();
  for (let i = 0; i + needle.length <= text.length; i++) {
    if (text.slice(i, i + needle.length).toLowerCase() === folded) return i;
  }
  return -1;
}

/** From the start of the word holding the match to the end of the word after the match. */
function completion(name: string, keyword: string): string | null {
  const at = indexOfFolded(name, keyword);
  if (at === -1) return null;
  let start = at;
  while (start > 0 && !SPACE.test(name[start - 1]!)) start--;
  let end = at + keyword.length;
  while (end < name.length && !SPACE.test(name[end]!)) end++;
  while (end < name.length && SPACE.test(name[end]!)) end++;
  while (end < name.length && !SPACE.test(name[end]!)) end++;
  return name.slice(start, end).split(/\s+/).filter(Boolean).join(' ').toLowerCase();
}

/**
 * Keyword suggestions of the search popup, built from the spec's autocomplete answer only: each product, shown
 * merchant and registry name holding the keyword gives the words from the one it starts in to the next one
 * ('pop' in 'Popok Bayi Merries M' gives 'popok bayi'), products first; lower case, each once, never the keyword
 * itself (the 'Cari "{keyword}"' row already offers it), at most five.
 */
export function keywordSuggestions(answer: Pick<Autocomplete, 'products' | 'merchants' | 'gifts'> | null, keyword: string): string[] {
  const needle = keyword.trim().split(/\s+/).filter(Boolean).join(' ');
  if (answer === null || needle === '') return [];
  const names = [
    ...answer.products.map((p) => p.name),
    ...answer.merchants.filter(showsMerchant).map((m) => m.name),
    ...answer.gifts.map((g) => g.name),
  ];
  const seen = new Set<string>([needle.toLowerCase()]);
  const out: string[] = [];
  for (const name of names) {
    const text = completion(name, needle);
    if (text === null || seen.has(text)) continue;
    seen.add(text);
    out.push(text);
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
