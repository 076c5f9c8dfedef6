import { describe, expect, it } from 'vitest';
import { listInIndonesian, waPhoneNumber, whatsAppUrl } from './thank-you';

describe('thanking a giver on WhatsApp', () => {
  it('lists gifts the Indonesian way', () => {
    expect(listInIndonesian([])).toBe('');
    expect(listInIndonesian(['Stroller'])).toBe('Stroller');
    expect(listInIndonesian(['Stroller', 'Bedong'])).toBe('Stroller dan Bedong');
    expect(listInIndonesian(['A', ' ', 'B', 'C'])).toBe('A, B dan C');
  });
  it('reads Indonesian numbers as wa.me wants them', () => {
    expect(waPhoneNumber('0812-3456-7890')).toBe('6281234567890');
    expect(waPhoneNumber('+62 812 3456 7890')).toBe('6281234567890');
    expect(waPhoneNumber('6281234567890')).toBe('6281234567890');
    expect(waPhoneNumber('ibu@kado.test')).toBeNull();
    expect(waPhoneNumber('021123')).toBeNull();
    expect(waPhoneNumber(null)).toBeNull();
  });
  it('builds a link with the message ready', () => {
    expect(whatsAppUrl('Terima kasih & salam', '081234567890')).toBe('https://wa.me/6281234567890?text=Terima%20kasih%20%26%20salam');
    expect(whatsAppUrl('Halo', null)).toBe('https://wa.me/?text=Halo');
  });
});
