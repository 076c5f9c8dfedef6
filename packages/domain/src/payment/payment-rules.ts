// How an order is paid (issue 28; decisions 0400-0403): who may pay cash on delivery, when an unpaid order's
// payment instruction expires, how long is left and how the deadline reads in Jakarta time.
import type { CheckoutKind } from '../cart/checkout-kind';
import type { PaymentType } from '../model';
import { INDONESIAN_MONTHS } from '../format/date-id';
import { jakartaDate, jakartaTimeOfDay, parseInstant } from '../time/instant';


/** The message of the portal's 422 (field `payment_method`) and of the stores when COD is asked where the payer is not the receiver. */
export const COD_NOT_FOR_GIFT_MESSAGE = 'Bayar di tempat (COD) tidak tersedia untuk kado registry atau patungan: yang membayar bukan penerima paket';

/**
 * Cash on delivery only when the payer receives the parcel (decision 0400): never for a registry gift, which
 * ships to the parents (the courier would ask the new mother to pay for her own present), nor for a
 * contribution (no parcel at all), nor for a cart mixing both.
 */
export function isCashOnDeliveryAllowed(kind: CheckoutKind): boolean {
  return kind === 'regular' || kind === 'empty';
}

/** Whether a payment method of `type` may pay a checkout of `kind` (COD rule above; every other method pays any kind). */
export function isPaymentTypeAllowed(type: string, kind: CheckoutKind): boolean {
  return type !== 'cod' || isCashOnDeliveryAllowed(kind);
}

/** Minutes per hour, as the constants below read. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long an unpaid instruction lasts by type, as gateways default (decision 0401): a virtual account 24 hours,
 * QRIS and e-wallets 15 minutes; cash on delivery and card have no payment deadline (null).
 */
export const PAYMENT_EXPIRY_MS: Readonly<Record<PaymentType, number | null>> = {
  va: 24 * HOUR_MS, ewallet: 15 * MINUTE_MS, qris: 15 * MINUTE_MS, cod: null, card: null,
};

/** The payment type of a method type string from the portal ('va', 'ewallet', …); unknown types read as 'va'. */
export function paymentTypeOf(type: string): PaymentType {
  return type === 'ewallet' || type === 'qris' || type === 'cod' || type === 'card' ? type : 'va';
}

/**
 * The deadline (epoch ms) of an instruction created at `createdAtMs` that lasts `ttlMs`; null without a deadline.
 * A negative or non-finite lifetime counts as zero: a deadline is never before its creation.
 */
export function paymentDeadlineMs(createdAtMs: number, ttlMs: number | null): number | null {
  if (ttlMs === null) return null;
  return createdAtMs + (Number.isFinite(ttlMs) && ttlMs > 0 ? Math.floor(ttlMs) : 0);
}

/** Milliseconds left before `deadlineIso` at `nowMs`: never negative; 0 for an unreadable deadline. */
export function paymentRemainingMs(deadlineIso: string, nowMs: number): number {
  const deadline = parseInstant(deadlineIso);
  if (deadline === null || !Number.isFinite(nowMs)) return 0;
  return Math.max(0, deadline - nowMs);
}

/** Whether a pending payment with `deadlineIso` is past its deadline at `nowMs` (an unreadable deadline is past). */
export function isPaymentOverdue(deadlineIso: string, nowMs: number): boolean {
  return paymentRemainingMs(deadlineIso, nowMs) === 0;
}

/** A countdown as hours, minutes and seconds (whole, never negative; hours not capped at 24). */
export interface Countdown {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The countdown of `ms` milliseconds, rounded up to the second so '00:00:00' shows only once time is up. */
export function countdownOf(ms: number): Countdown {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** '23:59:05': a countdown as the payment page shows it. */
export function formatCountdown(c: Countdown): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
}

/** Indonesian weekday names, Sunday first (as `Date#getUTCDay` counts). */
export const INDONESIAN_WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/**
 * 'Jumat, 28 November 2026, 17.05 WIB': a payment deadline in Asia/Jakarta with its weekday (issue 28). Pure
 * arithmetic (UTC+7, no daylight saving), the same on every machine; null when the value is not an ISO instant.
 */
export function formatPaymentDeadline(iso: string): string | null {
  const instant = parseInstant(iso);
  if (instant === null) return null;
  const date = jakartaDate(instant);
  const { hour, minute } = jakartaTimeOfDay(instant);
  // 1970-01-01 was a Thursday (index 4).
  const days = Math.floor((instant + 7 * HOUR_MS) / (24 * HOUR_MS));
  const weekday = INDONESIAN_WEEKDAYS[(((days + 4) % 7) + 7) % 7]!;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${weekday}, ${date.day} ${INDONESIAN_MONTHS[date.month - 1]} ${date.year}, ${pad(hour)}.${pad(minute)} WIB`;
}

/** Polling of a pending payment's status (decision 0402): 3 s, doubling, at most 30 s. */
export const PAYMENT_POLL_FIRST_MS = 3000;
export const PAYMENT_POLL_MAX_MS = 30_000;

/** The wait before status check number `attempt` (0 first): 3 s, 6 s, 12 s, 24 s, then 30 s; never beyond `remainingMs` + 1 s. */
export function paymentPollDelayMs(attempt: number, remainingMs: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const backoff = Math.min(PAYMENT_POLL_MAX_MS, PAYMENT_POLL_FIRST_MS * 2 ** Math.min(n, 10));
  // Near the deadline, look again just after it, so the page says 'Waktu pembayaran habis' on time.
  const untilDeadline = Number.isFinite(remainingMs) && remainingMs >= 0 ? remainingMs + 1000 : backoff;
  return Math.max(1000, Math.min(backoff, untilDeadline));
}

