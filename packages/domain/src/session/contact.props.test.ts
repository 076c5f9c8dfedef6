import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OTP_LENGTH, classifyContact, isEmailAddress, isOtpCode, isPhoneNumber, otpAfterInput } from './contact';

const RUNS = { numRuns: 500 };

describe('contact properties', () => {
  it('a contact is classified as at most one kind, and as the kind its own check accepts', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.stringMatching(/^(\+62|62|0)8[\d -]{7,14}$/)), (value) => {
      const contact = classifyContact(value);
      if (contact === null) expect(isEmailAddress(value) || isPhoneNumber(value.trim())).toBe(false);
      else if (contact.kind === 'email') expect(isEmailAddress(contact.email)).toBe(true);
      else {
        expect(isPhoneNumber(contact.phone)).toBe(true);
        expect(contact.phone).not.toMatch(/[\s-]/);
      }
    }), RUNS);
  });

  it('a code after any input is digits only, never longer than six, and complete exactly at six', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,6}$/), fc.integer({ min: 0, max: 8 }), fc.string(), (current, at, text) => {
      const next = otpAfterInput(current, at, text);
      if (next === null) {
        expect(text.replace(/\D/g, '')).toBe('');
        return;
      }
      expect(next).toMatch(/^\d*$/);
      expect(next.length).toBeLessThanOrEqual(OTP_LENGTH);
      expect(isOtpCode(next)).toBe(next.length === OTP_LENGTH);
    }), RUNS);
  });
});
