import { describe, expect, it } from 'vitest';
import { errorMessageFor, isNotFoundRedirect, portalMessageOf, retryAfterSeconds, retryWaitOf, shownError, UNEXPECTED_ERROR_TEXT } from './error-message';

describe('errorMessageFor (spec §8)', () => {
  const body422 = { message: 'The given data was invalid.', errors: { username: ['Username sudah dipakai', 'lain'], name: ['Nama wajib diisi'] } };

  it('422: the first field error message', () => {
    expect(errorMessageFor(422, body422)).toBe('Username sudah dipakai');
    expect(errorMessageFor(422, { errors: { phone: 'Nomor tidak valid' } })).toBe('Nomor tidak valid');
  });

  it('400 and 404: the server message', () => {
    expect(errorMessageFor(400, { message: 'Voucher tidak berlaku' })).toBe('Voucher tidak berlaku');
    expect(errorMessageFor(404, { message: 'Produk tidak ditemukan' })).toBe('Produk tidak ditemukan');
  });

  it("anything else: 'Terjadi kesalahan tak terduga'", () => {
    expect(errorMessageFor(500, { message: 'SQLSTATE[42S02]' })).toBe('Terjadi kesalahan tak terduga');
    expect(errorMessageFor(401, { message: 'Unauthenticated.' })).toBe('Terjadi kesalahan tak terduga');
    expect(errorMessageFor(0, null)).toBe('Terjadi kesalahan tak terduga');
  });

  it('falls back when the expected text is missing', () => {
    expect(errorMessageFor(400, {})).toBe('Terjadi kesalahan tak terduga');
    expect(errorMessageFor(404, 'Not Found')).toBe('Terjadi kesalahan tak terduga');
    expect(errorMessageFor(422, { message: 'Data tidak valid', errors: {} })).toBe('Data tidak valid');
    expect(errorMessageFor(422, { errors: { a: [] } })).toBe('Terjadi kesalahan tak terduga');
  });
});

describe('isNotFoundRedirect (spec §8)', () => {
  it('490 on any call redirects to /404', () => {
    expect(isNotFoundRedirect(490, 'v2/gifts/12')).toBe(true);
    expect(isNotFoundRedirect(490, '/api/v1/products/123')).toBe(true);
  });
  it('except on v1/products/slug', () => {
    expect(isNotFoundRedirect(490, 'v1/products/slug')).toBe(false);
    expect(isNotFoundRedirect(490, '/v1/products/slug')).toBe(false);
    expect(isNotFoundRedirect(490, '/api/v1/products/slug?x=1')).toBe(false);
  });
  it('only for 490', () => {
    expect(isNotFoundRedirect(404, 'v2/gifts/12')).toBe(false);
  });
});

describe('shownError (spec §8, the one mapping screens use)', () => {
  it('422, 400 and 404 show the message the adapter took from the answer', () => {
    expect(shownError({ kind: 'validation', message: 'Username sudah dipakai', fieldErrors: { username: ['Username sudah dipakai'] } })).toEqual({ kind: 'message', text: 'Username sudah dipakai' });
    expect(shownError({ kind: 'bad-request', message: 'Voucher tidak berlaku' })).toEqual({ kind: 'message', text: 'Voucher tidak berlaku' });
    expect(shownError({ kind: 'not-found', message: 'Produk tidak ditemukan', redirectTo404: false })).toEqual({ kind: 'message', text: 'Produk tidak ditemukan' });
  });

  it("every other answer is 'Terjadi kesalahan tak terduga', whatever message it carries", () => {
    expect(shownError({ kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' })).toEqual({ kind: 'unexpected' });
    expect(shownError({ kind: 'unauthorized' })).toEqual({ kind: 'unexpected' });
    expect(shownError({ kind: 'forbidden' })).toEqual({ kind: 'unexpected' });
    expect(shownError({ kind: 'unexpected', message: 'SQLSTATE[42S02]' })).toEqual({ kind: 'unexpected' });
    expect(shownError({ kind: 'bad-request', message: '  ' })).toEqual({ kind: 'unexpected' });
    expect(shownError(null)).toEqual({ kind: 'unexpected' });
  });

  it('no answer at all: offline or timeout, worded by the screens', () => {
    expect(shownError({ kind: 'offline' })).toEqual({ kind: 'offline' });
    expect(shownError({ kind: 'timeout' })).toEqual({ kind: 'timeout' });
  });
});

describe('retryWaitOf and retryAfterSeconds (decision 0240)', () => {
  it('under a minute in seconds, else whole minutes rounded up; unreadable waits are one minute', () => {
    expect(retryWaitOf(1)).toEqual({ unit: 'second', count: 1 });
    expect(retryWaitOf(59.2)).toEqual({ unit: 'minute', count: 1 });
    expect(retryWaitOf(58.5)).toEqual({ unit: 'second', count: 59 });
    expect(retryWaitOf(60)).toEqual({ unit: 'minute', count: 1 });
    expect(retryWaitOf(61)).toEqual({ unit: 'minute', count: 2 });
    expect(retryWaitOf(900)).toEqual({ unit: 'minute', count: 15 });
    expect(retryWaitOf(Number.NaN)).toEqual({ unit: 'minute', count: 1 });
    expect(retryWaitOf(-3)).toEqual({ unit: 'minute', count: 1 });
  });

  it('reads delta seconds and HTTP dates; anything else is NaN', () => {
    const now = Date.parse('2026-03-01T03:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 03:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 02:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNaN();
    expect(retryAfterSeconds('segera', now)).toBeNaN();
  });

  it('shownError words a rate-limited error as a wait, never the raw text', () => {
    expect(shownError({ kind: 'rate-limited', message: 'apa saja', retryAfterSeconds: 30 })).toEqual({ kind: 'rate-limited', wait: { unit: 'second', count: 30 } });
    expect(shownError({ kind: 'too-large', message: 'Ukuran gambar maksimal 5 MB' })).toEqual({ kind: 'message', text: 'Ukuran gambar maksimal 5 MB' });
  });
});

describe('portalMessageOf (spec §5 and §8: 400 and 404 show the server message)', () => {
  it('answers the portal\'s text of a 400, 404 or 422, and null when it sent none or the answer shows the fallback', () => {
    expect(portalMessageOf({ kind: 'not-found', message: 'Registry tidak ditemukan', redirectTo404: false })).toBe('Registry tidak ditemukan');
    expect(portalMessageOf({ kind: 'bad-request', message: 'Voucher tidak berlaku' })).toBe('Voucher tidak berlaku');
    expect(portalMessageOf({ kind: 'not-found', message: errorMessageFor(404, {}), redirectTo404: false })).toBeNull();
    expect(portalMessageOf({ kind: 'not-found', message: UNEXPECTED_ERROR_TEXT, redirectTo404: false })).toBeNull();
    expect(portalMessageOf({ kind: 'conflict', message: 'Sudah ada' })).toBeNull();
    expect(portalMessageOf({ kind: 'offline' })).toBeNull();
    expect(portalMessageOf(null)).toBeNull();
  });
});
