import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CheckoutKind } from '../cart/checkout-kind';
import {
  countdownOf, formatPaymentDeadline, isPaymentTypeAllowed, paymentDeadlineMs, paymentPollDelayMs, paymentRemainingMs,
} from './payment-rules';

// Instants between 1970 and 2200.
const instant = fc.integer({ min: 0, max: 7_258_118_400_000 });
const ttl = fc.oneof(fc.integer({ min: -86_400_000, max: 30 * 86_400_000 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY));

describe('payment deadline arithmetic (issue 28)', () => {
  it('a deadline is never before its creation, and exactly creation + lifetime for a real lifetime', () => {
    fc.assert(fc.property(instant, ttl, (created, ms) => {
      const deadline = paymentDeadlineMs(created, ms)!;
      expect(deadline).toBeGreaterThanOrEqual(created);
      if (Number.isFinite(ms) && ms > 0) expect(deadline).toBe(created + ms);
    }));
  });

  it('time left is never negative, never more than the lifetime, and shrinks as the clock moves', () => {
    fc.assert(fc.property(instant, fc.integer({ min: 0, max: 86_400_000 }), fc.integer({ min: -86_400_000, max: 172_800_000 }), fc.nat(86_400_000), (created, ms, offset, step) => {
      const deadline = new Date(paymentDeadlineMs(created, ms)!).toISOString();
      const now = created + offset;
      const left = paymentRemainingMs(deadline, now);
      expect(left).toBeGreaterThanOrEqual(0);
      if (offset >= 0) expect(left).toBeLessThanOrEqual(ms);
      expect(paymentRemainingMs(deadline, now + step)).toBeLessThanOrEqual(left);
      const c = countdownOf(left);
      expect(c.hours * 3600 + c.minutes * 60 + c.seconds).toBe(Math.ceil(left / 1000));
      expect(c.minutes).toBeLessThan(60);
      expect(c.seconds).toBeLessThan(60);
    }));
  });

  it('the deadline reads in Jakarta time (UTC+7): the same words as the instant moved by seven hours in UTC', () => {
    fc.assert(fc.property(instant, (ms) => {
      const text = formatPaymentDeadline(new Date(ms).toISOString())!;
      const wib = new Date(ms + 7 * 3_600_000);
      const weekday = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'][wib.getUTCDay()];
      expect(text.startsWith(`${weekday}, ${wib.getUTCDate()} `)).toBe(true);
      expect(text.endsWith(` ${wib.getUTCFullYear()}, ${String(wib.getUTCHours()).padStart(2, '0')}.${String(wib.getUTCMinutes()).padStart(2, '0')} WIB`)).toBe(true);
    }));
  });

  it('a poll is never sooner than a second nor later than 30 s', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: -10_000, max: 100_000_000 }), (attempt, left) => {
      const delay = paymentPollDelayMs(attempt, left);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }));
  });

  it('cash on delivery is refused for every checkout whose payer is not the receiver, and every other type is allowed', () => {
    const kinds: CheckoutKind[] = ['registry', 'contribution', 'regular', 'mixed', 'empty'];
    fc.assert(fc.property(fc.constantFrom(...kinds), fc.constantFrom('va', 'ewallet', 'qris', 'cod', 'card'), (kind, type) => {
      const allowed = isPaymentTypeAllowed(type, kind);
      if (type !== 'cod') expect(allowed).toBe(true);
      if (kind === 'registry' || kind === 'contribution' || kind === 'mixed') expect(allowed).toBe(type !== 'cod');
    }));
  });
});
