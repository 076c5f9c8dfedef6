import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect (issue 2 rule 4)', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/order/12?tab=2')).toBe('/order/12?tab=2');
    expect(safeRedirect('/registry/sari?from=%2Fcart#top')).toBe('/registry/sari?from=%2Fcart#top');
    expect(safeRedirect('/search?keyword=baju%20bayi')).toBe('/search?keyword=baju%20bayi');
    expect(safeRedirect('/registry/external-checkout?url=https%3A%2F%2Fshp.ee%2Fx')).toBe('/registry/external-checkout?url=https%3A%2F%2Fshp.ee%2Fx');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/login'],
    ['slash backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil'],
    ['backslash slash', '\\/evil.example'],
    ['absolute https', 'https://evil'],
    ['absolute http upper case', 'HTTP://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript with leading slash trick', ' javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '%2F%2Fevil'],
    ['path with encoded slashes', '/%2F%2Fevil'],
    ['path with encoded backslash', '/%5Cevil.example'],
    ['mixed case encoding', '/%2f/evil'],
    ['half encoded', '/%2F/evil'],
    ['double encoded', '/%252F%252Fevil'],
    ['triple encoded', '/%25252F%25252Fevil'],
    ['tab inside', '/\t/evil'],
    ['newline inside', '/\n/evil'],
    ['encoded tab', '/%09/evil'],
    ['encoded newline', '/%0A/evil'],
    ['leading whitespace', ' /cart'],
    ['leading newline then protocol-relative', '\n//evil'],
    ['trailing whitespace', '/cart '],
    ['dot segments', '/..//evil'],
    ['encoded dot segments', '/%2e%2e/%2F%2Fevil'],
    ['decoded question mark hides //', '/%3F/..%2F%2Fevil'],
    ['fullwidth solidus', '/\uFF0Fevil.example'],
    ['zero-width space', '/\u200B/evil'],
    ['malformed percent', '/%E0%A4%A'],
    ['empty', ''],
    ['relative', 'cart'],
    ['scheme-relative with userinfo', '//user@evil.example'],
  ])('falls back to / for %s', (_label, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('falls back to / for values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/cart'], { path: '/cart' }, true]) expect(safeRedirect(value)).toBe('/');
  });

  it('falls back to / for absurdly long values', () => {
    expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBe('/');
  });
});
