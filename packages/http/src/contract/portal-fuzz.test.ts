import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { DEMO_PASSWORD } from '../testing/contract-kit';
import { fuzzPortal } from './portal-fuzz';

const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url)), 'utf8')) as Record<string, unknown>;

// The short, seeded run of the test command (decision 0448): a few requests of every operation. The long run is
// `npm run fuzz:portal` (its last result in docs/reliability.md).
describe('the fake portal against docs/openapi.json (fuzzed, checked by Ajv)', () => {
  it('answers every generated request without a 5xx, each answer with its documented status and schema', async () => {
    const result = await fuzzPortal({
      document,
      newPortal: () => createFakePortal().fetch,
      seed: 29_4,
      runs: Number(process.env['KADO_FUZZ_RUNS'] ?? 6),
      login: { email: 'ibu.demo@kado.test', password: DEMO_PASSWORD },
    });
    expect(result.findings).toEqual([]);
    expect(result.operations).toBeGreaterThan(100);
    // The run reaches the successes too, not only the refusals.
    expect(result.byClass['2xx'] ?? 0).toBeGreaterThan(result.operations / 2);
  }, 120_000);
});
