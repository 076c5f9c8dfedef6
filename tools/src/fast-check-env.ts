/** fast-check's global parameters from FC_SEED and FC_NUM_RUNS (integers); an absent or malformed one is left out. */
export function fastCheckGlobals(env: Readonly<Record<string, string | undefined>>): { seed?: number; numRuns?: number } {
  const seed = Number(env['FC_SEED']);
  const numRuns = Number(env['FC_NUM_RUNS']);
  return {
    ...(env['FC_SEED'] !== undefined && env['FC_SEED'] !== '' && Number.isSafeInteger(seed) ? { seed } : {}),
    ...(Number.isSafeInteger(numRuns) && numRuns > 0 ? { numRuns } : {}),
  };
}
