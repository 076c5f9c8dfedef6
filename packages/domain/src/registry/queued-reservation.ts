// Reservations a giver made without a connection (issue 16 item 4, decision 0225): kept on the phone and sent when
// the connection returns. Pure rules over a readonly queue; the store persists it and sends it.
import type { RegisterGuestInput } from '../ports/auth.port';
import type { DomainErrorKind } from '../errors/domain-error';

/** One reservation waiting for the connection. */
export interface QueuedReservation {
  /** The registry's username (/registry/{username}). */
  readonly username: string;
  readonly giftId: string;
  /** The name and contact a visitor gave (quick guest sign-in), sent with it; absent when signed in. */
  readonly guest?: RegisterGuestInput;
  /** When she tapped Reservasi (ISO 8601). */
  readonly queuedAt: string;
}

/** How a queued reservation ended when it was sent. */
export type QueuedOutcome = 'sent' | 'taken' | 'failed' | 'still-offline';

/**
 * A reservation waits for the connection only when it failed for want of one while the device itself is offline; a
 * connection dropped on a device that is online, and any other failure, is told at once (issue 17's fault matrix:
 * the message, the gift still free, the next tap reserves).
 */
export function shouldQueueReservation(errorKind: DomainErrorKind | null | undefined, deviceOnline = false): boolean {
  return errorKind === 'offline' && !deviceOnline;
}

/** Adds a reservation, once per registry and gift (a second tap replaces the first), oldest first. */
export function queueReservation(queue: readonly QueuedReservation[], item: QueuedReservation): readonly QueuedReservation[] {
  return [...queue.filter((q) => !(q.username === item.username && q.giftId === item.giftId)), item];
}

/** The queue without one registry's gift. */
export function dropQueuedReservation(queue: readonly QueuedReservation[], username: string, giftId: string): readonly QueuedReservation[] {
  return queue.filter((q) => !(q.username === username && q.giftId === giftId));
}

/** What a send came to: the portal's 409 means someone else took the gift meanwhile; offline keeps it queued. */
export function queuedOutcome(ok: boolean, errorKind: DomainErrorKind | null | undefined): QueuedOutcome {
  if (ok) return 'sent';
  if (errorKind === 'conflict') return 'taken';
  if (errorKind === 'offline') return 'still-offline';
  return 'failed';
}

const isText = (x: unknown): x is string => typeof x === 'string' && x !== '';

/** A queue read back from storage, keeping only well-formed entries (storage is outside input). */
export function parseQueuedReservations(raw: unknown): readonly QueuedReservation[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown): QueuedReservation[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    if (!isText(e.username) || !isText(e.giftId) || !isText(e.queuedAt)) return [];
    const g = e.guest as Record<string, unknown> | undefined;
    const guest = g && typeof g === 'object' && isText(g.name) && (isText(g.email) || isText(g.phone))
      ? { name: g.name, ...(isText(g.email) ? { email: g.email } : {}), ...(isText(g.phone) ? { phone: g.phone } : {}) }
      : undefined;
    return [{ username: e.username, giftId: e.giftId, queuedAt: e.queuedAt, ...(guest ? { guest } : {}) }];
  });
}
