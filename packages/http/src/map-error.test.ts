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
