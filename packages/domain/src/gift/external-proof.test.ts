import { describe, expect, it } from 'vitest';
import { checkExternalProof, courierName, normalizeAwb, giftParcel } from './external-proof';

describe('proof of an outside purchase', () => {
  it('accepts a known courier and a resi, cleaned as couriers print it', () => {
    expect(checkExternalProof({ courier: 'JNT', awb: ' jp 1234-5678 90 ' })).toEqual({ ok: true, courier: 'jnt', awb: 'JP1234567890' });
  });
  it('says plainly what is wrong', () => {
    expect(checkExternalProof({ courier: '', awb: '' })).toEqual({ ok: false, errors: { courier: 'Pilih kurir pengiriman', awb: 'Nomor resi wajib diisi' } });
    expect(checkExternalProof({ courier: 'dhl', awb: 'JP1234567890' })).toEqual({ ok: false, errors: { courier: 'Kurir ini tidak kami kenal; pilih dari daftar' } });
    expect(checkExternalProof({ courier: 'jne', awb: 'JP#123456' })).toEqual({ ok: false, errors: { awb: 'Nomor resi hanya boleh berisi huruf dan angka' } });
    expect(checkExternalProof({ courier: 'jne', awb: '1234567' })).toEqual({ ok: false, errors: { awb: 'Nomor resi harus 8 sampai 30 karakter' } });
  });
  it('names couriers', () => {
    expect(courierName('spx')).toBe('SPX Express (Shopee)');
    expect(courierName('xyz')).toBe('XYZ');
    expect(normalizeAwb('a b-c')).toBe('ABC');
  });
});

describe('giftParcel (issue 31: Lacak Kado follows a gift bought on Kado too)', () => {
  it('an outside gift follows the resi its giver added; a Kado gift the shipment of the order that bought it', () => {
    expect(giftParcel({ externalProof: { courier: 'jnt', awb: 'JP1234567890' }, shipment: null })).toEqual({ courier: 'jnt', awb: 'JP1234567890', boughtOn: 'outside' });
    expect(giftParcel({ externalProof: null, shipment: { courier: 'jne', awb: 'JNE0880039595' } })).toEqual({ courier: 'jne', awb: 'JNE0880039595', boughtOn: 'kado' });
  });

  it('a gift not handed to a courier yet has no parcel', () => {
    expect(giftParcel({ externalProof: null, shipment: null })).toBeNull();
    expect(giftParcel({})).toBeNull();
  });
});
