import { describe, expect, it } from 'vitest';
import { errorMessageFor } from '@kado/domain';
import { statusToDomainError, UNEXPECTED_MESSAGE } from './map-error';

const answer = (status: number, body: unknown): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Spec §8's shown text is the domain's rule (errorMessageFor); the adapter takes it from there, so the two agree
// for every answer, including the shapes the adapter used to read its own way.
describe('statusToDomainError takes the shown text from the domain rule (spec §8)', () => {
  const bodies: readonly [number, unknown][] = [
    [422, { message: 'Data tidak valid', errors: { phone: 'Nomor tidak valid' } }],
    [422, { message: 'Data tidak valid', errors: { name: ['  ', 'Nama wajib diisi'] } }],
    [422, { message: 'Data tidak valid', errors: {} }],
    [400, { message: '   ' }],
    [400, { message: 'Voucher tidak berlaku' }],
    [404, { message: 'Produk tidak ditemukan' }],
    [404, 'Not Found'],
  ];

  it.each(bodies)('%i %j', async (status, body) => {
    const error = await statusToDomainError(answer(status, body), 'v1/anything');
    expect('message' in error.detail ? error.detail.message : null).toBe(errorMessageFor(status, body));
  });

  it('a 422 whose field holds one text shows that text', async () => {
    const error = await statusToDomainError(answer(422, { message: 'Data tidak valid', errors: { phone: 'Nomor tidak valid' } }), 'v1/profile');
    expect(error.detail).toEqual({ kind: 'validation', message: 'Nomor tidak valid', fieldErrors: { phone: ['Nomor tidak valid'] } });
  });

  it('a blank 400 message is not shown', async () => {
    const error = await statusToDomainError(answer(400, { message: '   ' }), 'v1/vouchers/check');
    expect(error.detail).toEqual({ kind: 'bad-request', message: UNEXPECTED_MESSAGE });
  });
});

describe('429 and 413 (decision 0240)', () => {
  it('a 429 is rate-limited with the seconds of Retry-After (delta seconds or a date)', async () => {
    const res = new Response(JSON.stringify({ message: 'Terlalu banyak percobaan. Coba lagi dalam 30 detik.' }), { status: 429, headers: { 'retry-after': '30' } });
    expect((await statusToDomainError(res, 'v1/login')).detail).toEqual({ kind: 'rate-limited', message: 'Terlalu banyak percobaan. Coba lagi dalam 30 detik.', retryAfterSeconds: 30 });
    const none = await statusToDomainError(new Response('{}', { status: 429 }), 'v1/login');
    expect(none.detail.kind).toBe('rate-limited');
  });

  it("a 413 is too-large with the portal's text", async () => {
    const error = await statusToDomainError(answer(413, { message: 'Ukuran gambar maksimal 5 MB' }), 'v1/upload/image');
    expect(error.detail).toEqual({ kind: 'too-large', message: 'Ukuran gambar maksimal 5 MB' });
  });
});
