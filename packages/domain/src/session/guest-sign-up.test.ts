import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { guestSignUp } from './guest-sign-up';

describe('guestSignUp', () => {
  it('an address with @ is an e-mail, any other contact a WhatsApp number; both trimmed', () => {
    expect(guestSignUp(' Nenek Ratna ', ' 081277770001 ')).toEqual({ name: 'Nenek Ratna', phone: '081277770001' });
    expect(guestSignUp('Mbak Yuni', 'yuni@contoh.id')).toEqual({ name: 'Mbak Yuni', email: 'yuni@contoh.id' });
  });

  it('sends nothing while the name or the contact is blank', () => {
    expect(guestSignUp('', '0812')).toBeNull();
    expect(guestSignUp('Rina', '   ')).toBeNull();
  });

  it('property: exactly one contact field, trimmed, chosen by the @; blank answers give null', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (name, contact) => {
      const input = guestSignUp(name, contact);
      if (name.trim() === '' || contact.trim() === '') {
        expect(input).toBeNull();
        return;
      }
      expect(input?.name).toBe(name.trim());
      const fields = [input?.email, input?.phone].filter((x) => x !== undefined);
      expect(fields).toEqual([contact.trim()]);
      expect(input?.email !== undefined).toBe(contact.includes('@'));
    }));
  });
});
