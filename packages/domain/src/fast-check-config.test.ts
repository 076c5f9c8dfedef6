import { describe, expect, it } from 'vitest';
import fc from 'fast-check';

// Decision 0234: `pnpm test:props` hands its seed and run count to every property through fast-check's global
// configuration (tools/fast-check-setup.ts). Without them, fast-check draws a fresh seed as usual.
// The domain has no Node types: the environment is read through globalThis.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

describe('fast-check global configuration', () => {
  it('is FC_SEED and FC_NUM_RUNS when the runner sets them', () => {
    const globals = fc.readConfigureGlobal();
    const seed = env['FC_SEED'];
    const runs = env['FC_NUM_RUNS'];
    expect(globals.seed).toBe(seed ? Number(seed) : undefined);
    expect(globals.numRuns).toBe(runs ? Number(runs) : undefined);
    let count = 0;
    fc.assert(fc.property(fc.integer(), () => {
      count += 1;
    }));
    expect(count).toBe(runs ? Number(runs) : 100);
  });
});
