import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, classifyContact, isEmailAddress, isOtpCode, isPhoneNumber, normalisePhone, otpAfterInput } from './contact';

describe('contact formats (spec §4)', () => {
  it('accepts e-mail addresses with a domain ending, trimmed', () => {
    expect(isEmailAddress('ibu.demo@kado.test')).toBe(true);
    expect(isEmailAddress('  ani@mail.co.id ')).toBe(true);
    expect(isEmailAddress('ani@mail')).toBe(false);
    expect(isEmailAddress('ani @mail.com')).toBe(false);
    expect(isEmailAddress('ani@@mail.com')).toBe(false);
  });

  it('accepts Indonesian mobile numbers in the 08, 628 and +628 forms, with spaces and dashes', () => {
    expect(isPhoneNumber('081234567890')).toBe(true);
    expect(isPhoneNumber('+62 812-3456-7890')).toBe(true);
    expect(isPhoneNumber('6281234567')).toBe(true);
    expect(isPhoneNumber('0212345678')).toBe(false);
    expect(isPhoneNumber('0812345')).toBe(false);
    expect(isPhoneNumber('08123456789012345')).toBe(false);
    expect(normalisePhone('0812 3456-7890')).toBe('081234567890');
  });

  it('classifies one contact field as an e-mail address, a normalised phone number, or neither', () => {
    expect(classifyContact(' tante.ani@kado.test ')).toEqual({ kind: 'email', email: 'tante.ani@kado.test' });
    expect(classifyContact('0812 3456 7890')).toEqual({ kind: 'phone', phone: '081234567890' });
    expect(classifyContact('tante ani')).toBeNull();
    expect(classifyContact('')).toBeNull();
  });
});

describe('one-time code (spec §4: six digits)', () => {
  it('is complete with exactly six digits', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(isOtpCode('123456')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('1234567')).toBe(false);
    expect(isOtpCode('12a456')).toBe(false);
    expect(isOtpCode('١٢٣٤٥٦')).toBe(false);
  });

  it('keeps the digits of what is typed or pasted at a box, up to six', () => {
    expect(otpAfterInput('', 0, '1')).toBe('1');
    expect(otpAfterInput('12', 2, '3')).toBe('123');
    expect(otpAfterInput('', 0, 'Kode: 123 456 78')).toBe('123456');
    expect(otpAfterInput('1234', 1, '9')).toBe('19');
    expect(otpAfterInput('12', 2, 'ab')).toBeNull();
  });
});

describe('isEmailAddress refuses what no address holds unquoted (QA, 28 November)', () => {
  it('refuses markup, emoji and a domain without labels', () => {
    for (const value of ['<b>x</b>@x.com', '😀@x.com', 'a@x..com', 'a@-x.com', 'a.@x.com', '.a@x.com', 'a@x.c0m']) expect(isEmailAddress(value)).toBe(false);
  });
  it('accepts the addresses people have', () => {
    for (const value of ['ani@example.co.id', 'tante.ani+kado@gmail.com', "o'brien@x.id", 'A_B-c@sub.domain.com']) expect(isEmailAddress(value)).toBe(true);
  });
});
