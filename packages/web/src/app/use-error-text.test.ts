import { describe, expect, it } from 'vitest';
import type { DomainErrorDetail } from '@kado/domain';
import { addPageTexts, createI18n } from '../i18n';
import { REGISTRY_NS, registryTexts } from '../features/registry/registry.texts';
import { errorText } from '../features/registry/registry-i18n';
import { errorTextOf } from './use-error-text';

// Spec §8: one mapping of a failed call to its text, the same on every screen.
const i18n = createI18n();
addPageTexts(REGISTRY_NS, registryTexts, i18n);
const shellT = i18n.getFixedT('id');
const registryT = i18n.getFixedT('id', REGISTRY_NS);

const cases: readonly [DomainErrorDetail | null, string][] = [
  [{ kind: 'validation', message: 'Username sudah dipakai', fieldErrors: { username: ['Username sudah dipakai'] } }, 'Username sudah dipakai'],
  [{ kind: 'bad-request', message: 'Voucher tidak berlaku' }, 'Voucher tidak berlaku'],
  [{ kind: 'not-found', message: 'Produk tidak ditemukan', redirectTo404: false }, 'Produk tidak ditemukan'],
  [{ kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' }, 'Terjadi kesalahan tak terduga'],
  [{ kind: 'unauthorized' }, 'Terjadi kesalahan tak terduga'],
  [{ kind: 'forbidden' }, 'Terjadi kesalahan tak terduga'],
  [{ kind: 'unexpected', message: 'SQLSTATE[42S02]' }, 'Terjadi kesalahan tak terduga'],
  [null, 'Terjadi kesalahan tak terduga'],
  [{ kind: 'offline' }, 'Kamu sedang offline. Periksa koneksi internetmu.'],
  [{ kind: 'timeout' }, 'Server tidak menjawab tepat waktu. Silakan coba lagi.'],
  // Decision 0240: too many tries say how long to wait; a body or image too large shows the portal's text.
  [{ kind: 'rate-limited', message: 'Terlalu banyak percobaan. Coba lagi dalam 900 detik.', retryAfterSeconds: 900 }, 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.'],
  [{ kind: 'rate-limited', message: 'x', retryAfterSeconds: 42 }, 'Terlalu banyak percobaan. Coba lagi dalam 42 detik.'],
  [{ kind: 'rate-limited', message: 'x', retryAfterSeconds: Number.NaN }, 'Terlalu banyak percobaan. Coba lagi dalam 1 menit.'],
  [{ kind: 'too-large', message: 'Ukuran gambar maksimal 5 MB' }, 'Ukuran gambar maksimal 5 MB'],
];

describe('errorTextOf: the one text of a failed call (spec §8)', () => {
  it.each(cases)('%j -> %s, on shell and registry screens alike', (error, text) => {
    expect(errorTextOf(shellT, error)).toBe(text);
    expect(errorText(registryT, error)).toBe(text);
  });
});
