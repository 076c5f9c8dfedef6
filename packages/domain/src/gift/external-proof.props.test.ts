import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AWB_MAX, AWB_MIN, checkExternalProof, PROOF_COURIERS } from './external-proof';

describe('proof of an outside purchase, properties', () => {
  it('any input gives either a clean proof or at least one message, never an exception', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (courier, awb) => {
      const r = checkExternalProof({ courier, awb });
      if (r.ok) {
        expect(r.awb).toMatch(/^[A-Z0-9]+$/);
        expect(r.awb.length).toBeGreaterThanOrEqual(AWB_MIN);
        expect(r.awb.length).toBeLessThanOrEqual(AWB_MAX);
        expect(PROOF_COURIERS.map((c) => c.code)).toContain(r.courier);
      } else {
        expect(Object.values(r.errors).length).toBeGreaterThan(0);
      }
    }));
  });
  it('every well-formed resi of a known courier is accepted as typed', () => {
    const awb = fc.stringMatching(new RegExp(`^[A-Z0-9]{${AWB_MIN},${AWB_MAX}}$`));
    fc.assert(fc.property(fc.constantFrom(...PROOF_COURIERS.map((c) => c.code)), awb, (courier, resi) => {
      expect(checkExternalProof({ courier, awb: resi })).toEqual({ ok: true, courier, awb: resi });
    }));
  });
});
