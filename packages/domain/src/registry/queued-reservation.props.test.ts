import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dropQueuedReservation, parseQueuedReservations, queueReservation, queuedOutcome, type QueuedReservation } from './queued-reservation';

const entry = fc.record({
  username: fc.constantFrom('bunda-demo', 'ani', 'budi'),
  giftId: fc.constantFrom('1', '2', '3', '16'),
  queuedAt: fc.constant('2026-11-23T10:00:00.000Z'),
});

describe('queued reservations, for every sequence of taps (decision 0225)', () => {
  it('never holds a registry and gift twice, and holds the last tap of each', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (taps) => {
        const queue = taps.reduce<readonly QueuedReservation[]>((q, t) => queueReservation(q, t), []);
        const keys = queue.map((q) => `${q.username}/${q.giftId}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(taps.map((t) => `${t.username}/${t.giftId}`)));
      }),
    );
  });

  it('a dropped gift is gone and nothing else changes; a stored queue reads back whole', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), entry, (taps, drop) => {
        const queue = taps.reduce<readonly QueuedReservation[]>((q, t) => queueReservation(q, t), []);
        const left = dropQueuedReservation(queue, drop.username, drop.giftId);
        expect(left.some((q) => q.username === drop.username && q.giftId === drop.giftId)).toBe(false);
        expect(left).toEqual(queue.filter((q) => !(q.username === drop.username && q.giftId === drop.giftId)));
        expect(parseQueuedReservations(JSON.parse(JSON.stringify(queue)))).toEqual(queue);
      }),
    );
  });

  it('any stored value reads without an exception; every outcome is one of four', () => {
    fc.assert(fc.property(fc.jsonValue(), (raw) => Array.isArray(parseQueuedReservations(raw))));
    fc.assert(fc.property(fc.boolean(), fc.constantFrom('offline', 'conflict', 'validation', 'unexpected', null), (ok, kind) =>
      ['sent', 'taken', 'failed', 'still-offline'].includes(queuedOutcome(ok, kind))));
  });
});
