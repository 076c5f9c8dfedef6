// Safe redirect: a `from` value is followed only when it is a same-origin path (issue 2 rule 4, decision 0005).

/** Where every refused `from` value falls back to. */
export const SAFE_REDIRECT_FALLBACK = '/';

const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;
// Raw form: printable ASCII only, no backslash. Router paths arrive percent-encoded, so anything else is suspect.
const RAW_ALLOWED = /^[\x21-\x5b\x5d-\x7e]+$/;
// Decoded forms: no control characters (browsers drop tab and newline, so '/\t/evil' would become '//evil').
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f\u2028\u2029\u200b-\u200f\ufeff]/;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function pathPart(value: string): string {
  const cut = value.search(/[?#]/);
  return cut === -1 ? value : value.slice(0, cut);
}

function pathLooksSafe(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.includes('//') || path.includes('\\')) return false;
  if (CONTROL.test(path)) return false;
  // Dot segments can be normalised away into '//' or out of the app ('/..//evil').
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * The `from` value itself when it is a same-origin path, else '/'.
 * Refused: non-strings, '//host', '/\host', absolute URLs and other schemes, whitespace or controls anywhere,
 * non-ASCII, backslashes, dot segments, and any of these hidden behind one or more rounds of percent-encoding.
 */
export function safeRedirect(from: unknown): string {
  if (typeof from !== 'string' || from.length === 0 || from.length > MAX_LENGTH) return SAFE_REDIRECT_FALLBACK;
  if (!RAW_ALLOWED.test(from) || !pathLooksSafe(pathPart(from))) return SAFE_REDIRECT_FALLBACK;
  // Only the path decides where the browser goes; decode it until stable and check every form.
  // Checking the whole decoded path (not cut at a decoded '?') also catches '/%3F/..%2F%2Fevil'.
  let current = pathPart(from);
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeOnce(current);
    if (decoded === null) return SAFE_REDIRECT_FALLBACK;
    if (decoded === current) return from;
    if (!pathLooksSafe(decoded)) return SAFE_REDIRECT_FALLBACK;
    current = decoded;
  }
  return SAFE_REDIRECT_FALLBACK;
}
