import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { guestNameTooLong, guestSignUp } from './guest-sign-up';
import { classifyContact } from './contact';

describe('guestSignUp', () => {
  it('an e-mail address or an Indonesian WhatsApp number; both trimmed, the number without spaces and dashes', () => {
    expect(guestSignUp(' Nenek Ratna ', ' 0812-7777 0001 ').input).toEqual({ name: 'Nenek Ratna', phone: '081277770001' });
    expect(guestSignUp('Mbak Yuni', 'yuni@contoh.id').input).toEqual({ name: 'Mbak Yuni', email: 'yuni@contoh.id' });
  });

  it('sends nothing while the name or the contact is blank, and says which', () => {
    expect(guestSignUp('', '081277770001')).toEqual({ input: null, nameMissing: true, contactProblem: null });
    expect(guestSignUp('Rina', '   ')).toEqual({ input: null, nameMissing: false, contactProblem: 'missing' });
  });

  it('refuses a contact that is neither an e-mail nor a mobile number (the portal would refuse it too)', () => {
    expect(guestSignUp('Rina', '0812')).toEqual({ input: null, nameMissing: false, contactProblem: 'invalid' });
    expect(guestSignUp('Rina', 'rina@')).toEqual({ input: null, nameMissing: false, contactProblem: 'invalid' });
    expect(guestSignUp('', 'bukan kontak').contactProblem).toBe('invalid');
  });

  it('property: sends exactly what classifyContact accepts, never a contact it refuses', () => {
    fc.assert(fc.property(fc.string(), fc.oneof(fc.string(), fc.emailAddress(), fc.stringMatching(/^(\+62|62|0)8\d{7,12}$/)), (name, contact) => {
      const check = guestSignUp(name, contact);
      const reach = classifyContact(contact);
      expect(check.nameMissing).toBe(name.trim() === '');
      if (check.input === null) {
        expect(check.nameMissing || check.contactProblem !== null).toBe(true);
        return;
      }
      expect(check.input.name).toBe(name.trim());
      expect(reach).not.toBeNull();
      if (reach?.kind === 'email') expect(check.input).toEqual({ name: name.trim(), email: reach.email });
      if (reach?.kind === 'phone') expect(check.input).toEqual({ name: name.trim(), phone: reach.phone });
    }));
  });
});

describe('guestNameTooLong (QA, 28 November)', () => {
  it('is true past the portal\'s 100 characters, trimmed', () => {
    expect(guestNameTooLong('x'.repeat(100))).toBe(false);
    expect(guestNameTooLong(` ${'x'.repeat(100)} `)).toBe(false);
    expect(guestNameTooLong('x'.repeat(101))).toBe(true);
  });
});
