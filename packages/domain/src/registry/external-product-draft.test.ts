import { describe, expect, it } from 'vitest';
import { externalProductProblems, isPictureAddress, isShopLink, type ExternalProductDraft } from './external-product-draft';

const ok: ExternalProductDraft = { url: 'https://shopee.co.id/produk-1', name: 'Baby walker', price: 'Rp 250.000', quantity: '1', note: '', imageUrl: '' };

describe('externalProductProblems (the external product form, spec §6)', () => {
  it('accepts a filled form', () => {
    expect(externalProductProblems(ok)).toEqual({});
  });
  it('refuses a price that is not a whole rupiah amount instead of saving its digits (QA, 28 November)', () => {
    for (const price of ['-5000', '150,50', '12abc', '0', '1.000.000.001']) expect(externalProductProblems({ ...ok, price }).price).toBe('invalid');
    expect(externalProductProblems({ ...ok, price: '  ' }).price).toBe('required');
    expect(externalProductProblems({ ...ok, price: '1.500.000' })).toEqual({});
  });
  it("refuses a picture's address that is neither a link nor a picture uploaded to this site", () => {
    for (const imageUrl of ['bukan link', 'javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) expect(externalProductProblems({ ...ok, imageUrl }).imageUrl).toBe('invalid');
    expect(externalProductProblems({ ...ok, imageUrl: 'https://cf.shopee.co.id/file/abc' })).toEqual({});
    expect(externalProductProblems({ ...ok, imageUrl: '/api/images/uploads/k1' })).toEqual({});
  });
  it('checks the link, the name, the quantity and the note', () => {
    expect(externalProductProblems({ ...ok, url: '' }).url).toBe('required');
    expect(externalProductProblems({ ...ok, url: 'shopee' }).url).toBe('invalid');
    expect(externalProductProblems({ ...ok, name: ' ' }).name).toBe('required');
    expect(externalProductProblems({ ...ok, name: 'x'.repeat(151) }).name).toBe('invalid');
    for (const quantity of ['0', '100', '-3', '1.5', '1e1', '']) expect(externalProductProblems({ ...ok, quantity }).quantity).toBe('invalid');
    expect(externalProductProblems({ ...ok, note: 'x'.repeat(501) }).note).toBe('invalid');
  });
  it('knows a shop link', () => {
    expect(isShopLink(' https://tokopedia.link/abc ')).toBe(true);
    expect(isShopLink('ftp://x.y/z')).toBe(false);
  });
});

describe('isPictureAddress', () => {
  it('is a link or a path on this site, not a protocol-relative address or any text', () => {
    expect(isPictureAddress('https://cf.shopee.co.id/file/abc')).toBe(true);
    expect(isPictureAddress('/api/images/uploads/k1')).toBe(true);
    expect(isPictureAddress('//evil.example/x.png')).toBe(false);
    expect(isPictureAddress('bukan link')).toBe(false);
    expect(isPictureAddress('')).toBe(false);
  });
});
