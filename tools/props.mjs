#!/usr/bin/env node
// `pnpm test:props` (decision 0234): every fast-check property test of the workspace, with one seed printed before
// and after the run. Replay a run with the printed FC_SEED (and FC_NUM_RUNS); extra arguments filter the files.
//   FC_SEED=1234 FC_NUM_RUNS=1000 npx -y pnpm@10.34.9 test:props
//   npx -y pnpm@10.34.9 test:props contribution
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const given = process.env.FC_SEED;
const seed = given !== undefined && given !== '' ? Number(given) : (Math.random() * 2 ** 31) | 0;
if (!Number.isSafeInteger(seed)) {
  console.error(`FC_SEED must be an integer, not ${given}`);
  process.exit(2);
}
const numRuns = process.env.FC_NUM_RUNS ? Number(process.env.FC_NUM_RUNS) : 100;
if (!Number.isSafeInteger(numRuns) || numRuns < 1) {
  console.error(`FC_NUM_RUNS must be a positive integer, not ${process.env.FC_NUM_RUNS}`);
  process.exit(2);
}

/** Test files under packages/<name>/src that import fast-check. */
function propertyFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /from ['"]fast-check['"]/.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  };
  for (const pkg of readdirSync(join(root, 'packages'))) {
    try {
      walk(join(root, 'packages', pkg, 'src'));
    } catch {
      // a package without src/
    }
  }
  return found.sort();
}

const filters = process.argv.slice(2).filter((arg) => arg !== '--');
const files = propertyFiles().filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)));
if (files.length === 0) {
  console.error('No property test matches.');
  process.exit(1);
}
const replay = `FC_SEED=${seed} FC_NUM_RUNS=${numRuns} npx -y pnpm@10.34.9 test:props${filters.length ? ` ${filters.join(' ')}` : ''}`;
console.log(`fast-check: seed ${seed}, ${numRuns} runs per property, ${files.length} files. Replay: ${replay}`);
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--config', 'vitest.workspace.ts', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FC_SEED: String(seed), FC_NUM_RUNS: String(numRuns) },
});
console.log(`fast-check: seed ${seed}, ${numRuns} runs per property. Replay: ${replay}`);
process.exit(result.status ?? 1);
