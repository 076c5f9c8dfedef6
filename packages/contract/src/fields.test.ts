import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkRequest } from './check';
import { int, intList, itemList, oneOf, optBool, optInt, optText, optTextList, text } from './fields';

// The portal's wire rules, as its hand-written checker had them before decision 0520: blank optional text is no text,
// whole numbers may come as digits, yes/no as 1/0 or 'true'/'false', and each field answers its first message only.
const schema = v.object({
  name: text('Nama', { min: 2, max: 5, pattern: /^[a-z]+$/, patternMessage: 'Nama hanya huruf kecil' }),
  note: optText('Catatan', { max: 3 }),
  quantity: int('Jumlah', { min: 1, max: 99 }),
  child: optInt('Anak', { min: 1 }),
  shown: optBool('Tampilkan'),
  kind: oneOf('Tipe', ['reserve', 'buy']),
  ids: intList('Keranjang', { max: 2 }),
});

const errorsOf = (body: Record<string, unknown>) => checkRequest(schema, { name: 'ani', quantity: 1, kind: 'buy', ids: [1], ...body }).errors;

describe('checkRequest', () => {
  it('gives each valid field trimmed and converted', () => {
    const { fields, errors } = checkRequest(schema, { name: ' ani ', note: '   ', quantity: ' 7 ', child: '', shown: 'true', kind: 'reserve', ids: [3, 4] });
    expect(errors).toEqual({});
    expect(fields).toEqual({ name: 'ani', note: undefined, quantity: 7, child: undefined, shown: true, kind: 'reserve', ids: [3, 4] });
  });

  it('says why each field is refused, one message a field, in the schema order', () => {
    expect(checkRequest(schema, {}).errors).toEqual({
      name: ['Nama wajib diisi'], quantity: ['Jumlah wajib diisi'], kind: ['Tipe wajib diisi'], ids: ['Keranjang wajib diisi'],
    });
    expect(errorsOf({ name: '  ' })).toEqual({ name: ['Nama wajib diisi'] });
    expect(errorsOf({ name: 5 })).toEqual({ name: ['Nama harus berupa teks'] });
    expect(errorsOf({ name: 'a' })).toEqual({ name: ['Nama minimal 2 karakter'] });
    expect(errorsOf({ name: 'abcdefg' })).toEqual({ name: ['Nama maksimal 5 karakter'] });
    expect(errorsOf({ name: 'AB' })).toEqual({ name: ['Nama hanya huruf kecil'] });
    expect(errorsOf({ note: 'abcd' })).toEqual({ note: ['Catatan maksimal 3 karakter'] });
    expect(errorsOf({ quantity: 'dua' })).toEqual({ quantity: ['Jumlah harus berupa angka bulat'] });
    expect(errorsOf({ quantity: 1.5 })).toEqual({ quantity: ['Jumlah harus berupa angka bulat'] });
    expect(errorsOf({ quantity: '' })).toEqual({ quantity: ['Jumlah wajib diisi'] });
    expect(errorsOf({ quantity: 100 })).toEqual({ quantity: ['Jumlah maksimal 99'] });
    expect(errorsOf({ child: 0 })).toEqual({ child: ['Anak minimal 1'] });
    expect(errorsOf({ shown: 'ya' })).toEqual({ shown: ['Tampilkan harus bernilai benar atau salah'] });
    expect(errorsOf({ kind: 'gift' })).toEqual({ kind: ['Tipe harus salah satu dari: reserve, buy'] });
    expect(errorsOf({ ids: [] })).toEqual({ ids: ['Keranjang wajib diisi'] });
    expect(errorsOf({ ids: [1, 'x'] })).toEqual({ ids: ['Keranjang harus berupa daftar angka'] });
    expect(errorsOf({ ids: [1, 2, 3] })).toEqual({ ids: ['Keranjang maksimal 2 item'] });
  });
});

describe('itemList', () => {
  const items = v.object({ items: itemList({ list: 'Daftar barang wajib diisi', item: 'Barang tidak valid' }, { product_id: { min: 1 }, quantity: { min: 1, max: 99 } }, 2) });

  it('gives the items with their numbers', () => {
    expect(checkRequest(items, { items: [{ product_id: '7', quantity: 2 }] })).toEqual({ fields: { items: [{ product_id: 7, quantity: 2 }] }, errors: {} });
  });

  it('one message for the list, one for any bad item', () => {
    for (const list of [undefined, [], 'x', [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }, { product_id: 3, quantity: 1 }]]) {
      expect(checkRequest(items, { items: list }).errors).toEqual({ items: ['Daftar barang wajib diisi'] });
    }
    for (const item of [null, { product_id: 1 }, { product_id: 0, quantity: 1 }, { product_id: 1, quantity: 100 }, { product_id: 'satu', quantity: 1 }]) {
      expect(checkRequest(items, { items: [item] }).errors).toEqual({ items: ['Barang tidak valid'] });
    }
  });
});

describe('optTextList', () => {
  const answers = v.object({ needs: optTextList('Kebutuhan', 2) });

  it('takes up to its length of short texts, none when left out', () => {
    expect(checkRequest(answers, { needs: ['popok', 'susu'] })).toEqual({ fields: { needs: ['popok', 'susu'] }, errors: {} });
    expect(checkRequest(answers, { needs: null })).toEqual({ fields: { needs: undefined }, errors: {} });
    for (const needs of [['a', 'b', 'c'], 'popok', [1], ['x'.repeat(201)]]) {
      expect(checkRequest(answers, { needs }).errors).toEqual({ needs: ['Kebutuhan harus berupa daftar teks (maksimal 2)'] });
    }
  });
});
