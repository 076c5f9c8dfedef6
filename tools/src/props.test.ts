import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fastCheckGlobals } from './fast-check-env';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('pnpm test:props (decision 0234)', () => {
  it('reads FC_SEED and FC_NUM_RUNS as integers and leaves out what is absent or malformed', () => {
    expect(fastCheckGlobals({ FC_SEED: '42', FC_NUM_RUNS: '7' })).toEqual({ seed: 42, numRuns: 7 });
    expect(fastCheckGlobals({ FC_SEED: '-5' })).toEqual({ seed: -5 });
    expect(fastCheckGlobals({})).toEqual({});
    expect(fastCheckGlobals({ FC_SEED: '', FC_NUM_RUNS: '0' })).toEqual({});
    expect(fastCheckGlobals({ FC_SEED: 'abc', FC_NUM_RUNS: '1.5' })).toEqual({});
  });

  it('prints the seed and hands it, with the run count, to the properties of the packages', () => {
    const out = spawnSync(process.execPath, ['tools/props.mjs', 'fast-check-config', 'guest-sign-up'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FC_SEED: '424242', FC_NUM_RUNS: '7', NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(out.status, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toContain('fast-check: seed 424242, 7 runs per property, 2 files. Replay: FC_SEED=424242 FC_NUM_RUNS=7 npx -y pnpm@10.34.9 test:props fast-check-config guest-sign-up');
    expect(out.stdout).toMatch(/Test Files\s+2 passed/);
  }, 130_000);
});
