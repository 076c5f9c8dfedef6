import { describe, expect, it } from 'vitest';
import { dropQueuedReservation, parseQueuedReservations, queueReservation, queuedOutcome, shouldQueueReservation, type QueuedReservation } from './queued-reservation';

const at = '2026-11-23T10:00:00.000Z';
const r = (username: string, giftId: string, extra: Partial<QueuedReservation> = {}): QueuedReservation => ({ username, giftId, queuedAt: at, ...extra });

describe('queued reservations (issue 16 item 4, decision 0225)', () => {
  it('queues only a reservation that failed for want of a connection', () => {
    expect(shouldQueueReservation('offline')).toBe(true);
    expect(shouldQueueReservation('offline', false)).toBe(true);
    // A dropped connection while the device is online is told at once, not queued.
    expect(shouldQueueReservation('offline', true)).toBe(false);
    for (const kind of ['conflict', 'validation', 'unexpected', 'forbidden', null, undefined] as const) expect(shouldQueueReservation(kind)).toBe(false);
  });

  it('keeps one entry per registry and gift, the latest tap last', () => {
    const q = queueReservation(queueReservation(queueReservation([], r('a', '1')), r('b', '1')), r('a', '1', { queuedAt: '2026-11-23T11:00:00.000Z' }));
    expect(q.map((x) => `${x.username}/${x.giftId}@${x.queuedAt.slice(11, 13)}`)).toEqual(['b/1@10', 'a/1@11']);
    expect(dropQueuedReservation(q, 'a', '1')).toEqual([r('b', '1')]);
  });

  it('reads what the portal said: sent, taken meanwhile (409), still offline, or another failure', () => {
    expect(queuedOutcome(true, null)).toBe('sent');
    expect(queuedOutcome(false, 'conflict')).toBe('taken');
    expect(queuedOutcome(false, 'offline')).toBe('still-offline');
    expect(queuedOutcome(false, 'validation')).toBe('failed');
  });

  it('reads a stored queue back, dropping what is not one', () => {
    const guest = { name: 'Tante Rina', phone: '08123' };
    expect(parseQueuedReservations([r('a', '1', { guest }), { username: 'a' }, null, 'x', r('b', '2', { guest: { name: 'X' } as never })])).toEqual([
      r('a', '1', { guest }),
      r('b', '2'),
    ]);
    expect(parseQueuedReservations({})).toEqual([]);
  });
});
