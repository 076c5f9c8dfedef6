// encodeURIComponent throws on lone UTF-16 surrogates; user-typed text must never crash a rule.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws: a lone surrogate is encoded as U+FFFD instead. */
export function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** The path part of a path-with-query (before the first '?' or '#'), without trailing slashes except the root. */
export function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
