import { describe, expect, it } from 'vitest';
import {
  countdownOf, formatCountdown, formatPaymentDeadline, isCashOnDeliveryAllowed, isPaymentTypeAllowed, paymentDeadlineMs,
  paymentPollDelayMs, paymentRemainingMs, PAYMENT_EXPIRY_MS,
} from './payment-rules';

describe('cash on delivery (issue 28 item 2)', () => {
  it('only where the payer receives the parcel', () => {
    expect(isCashOnDeliveryAllowed('regular')).toBe(true);
    expect(isCashOnDeliveryAllowed('registry')).toBe(false);
    expect(isCashOnDeliveryAllowed('contribution')).toBe(false);
    expect(isCashOnDeliveryAllowed('mixed')).toBe(false);
    expect(isPaymentTypeAllowed('cod', 'registry')).toBe(false);
    expect(isPaymentTypeAllowed('va', 'registry')).toBe(true);
    expect(isPaymentTypeAllowed('qris', 'contribution')).toBe(true);
  });
});

describe('payment deadline', () => {
  it('a virtual account lasts 24 hours, e-wallets and QRIS 15 minutes', () => {
    const created = Date.parse('2026-11-27T10:05:00Z');
    expect(new Date(paymentDeadlineMs(created, PAYMENT_EXPIRY_MS.va)!).toISOString()).toBe('2026-11-28T10:05:00.000Z');
    expect(new Date(paymentDeadlineMs(created, PAYMENT_EXPIRY_MS.qris)!).toISOString()).toBe('2026-11-27T10:20:00.000Z');
    expect(paymentDeadlineMs(created, PAYMENT_EXPIRY_MS.cod)).toBeNull();
  });

  it('reads in Jakarta time with its weekday', () => {
    expect(formatPaymentDeadline('2026-11-27T10:05:00Z')).toBe('Jumat, 27 November 2026, 17.05 WIB');
    // 17.30 UTC is already the next day in Jakarta.
    expect(formatPaymentDeadline('2026-11-27T17:30:00Z')).toBe('Sabtu, 28 November 2026, 00.30 WIB');
    expect(formatPaymentDeadline('2024-03-03T00:00:00+07:00')).toBe('Minggu, 3 Maret 2024, 00.00 WIB');
    expect(formatPaymentDeadline('kemarin')).toBeNull();
  });

  it('counts down to the second and stops at zero', () => {
    expect(paymentRemainingMs('2026-11-27T10:05:00Z', Date.parse('2026-11-27T10:04:58.500Z'))).toBe(1500);
    expect(paymentRemainingMs('2026-11-27T10:05:00Z', Date.parse('2026-11-28T00:00:00Z'))).toBe(0);
    expect(formatCountdown(countdownOf(1500))).toBe('00:00:02');
    expect(formatCountdown(countdownOf(24 * 3600 * 1000))).toBe('24:00:00');
    expect(formatCountdown(countdownOf(-5))).toBe('00:00:00');
  });

  it('polls with backoff, and just after the deadline when it is near', () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => paymentPollDelayMs(n, 3_600_000))).toEqual([3000, 6000, 12000, 24000, 30000, 30000]);
    expect(paymentPollDelayMs(4, 2000)).toBe(3000);
    expect(paymentPollDelayMs(4, 0)).toBe(1000);
  });
});
