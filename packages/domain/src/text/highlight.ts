// Keyword highlight for search results, spec §2 "with the typed keyword highlighted" (decision 0018).
// No RegExp is built from the keyword, and segments are plain text: a screen renders them, never as HTML.

/** One piece of a highlighted text: plain (match false) or matching the keyword (match true). */
export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Splits text into plain and matched segments, case-insensitively, left to right without overlap.
 * The keyword is trimmed; concatenating the segments always gives back the text; no empty segments.
 */
export function highlightSegments(text: string, keyword: string): HighlightSegment[] {
  if (text === '') return [];
  const needle = keyword.trim();
  if (needle === '') return [{ text, match: false }];
  const folded = needle.toLowerCase();
  const segments: HighlightSegment[] = [];
  let plainStart = 0;
  let i = 0;
  while (i + needle.length <= text.length) {
    // Compare same-length slices, so case mappings that change length cannot shift the indices.
    if (text.slice(i, i + needle.length).toLowerCase() === folded) {
      if (i > plainStart) segments.push({ text: text.slice(plainStart, i), match: false });
      segments.push({ text: text.slice(i, i + needle.length), match: true });
      i += needle.length;
      plainStart = i;
    } else {
      i += 1;
    }
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
