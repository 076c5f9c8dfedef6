import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { waPhoneNumber, whatsAppUrl } from './thank-you';

describe('WhatsApp links, properties', () => {
  it('always a wa.me https link whose text reads back exactly, whatever was typed', () => {
    fc.assert(fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (text, phone) => {
      const url = whatsAppUrl(text, phone);
      const match = /^https:\/\/wa\.me\/(62\d{9,13})?\?text=([^#&]*)$/.exec(url);
      expect(match).not.toBeNull();
      expect(decodeURIComponent(match![2]!)).toBe(text);
    }));
  });
  it('a number is either null or 62 followed by a mobile number', () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      const n = waPhoneNumber(raw);
      if (n !== null) expect(n).toMatch(/^628\d{8,12}$/);
    }));
  });
});
