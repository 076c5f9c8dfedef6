#!/usr/bin/env node
// Runs the CLI's TypeScript sources (and the workspace packages' sources it imports) through tsx, with the
// decorator settings of tsconfig.tsx.json.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../tsconfig.tsx.json', import.meta.url));
const { run } = await tsImport('../src/main.ts', { parentURL: import.meta.url, tsconfig });
try {
  const result = await run(process.argv.slice(2));
  const out = result.exitCode === 0 ? process.stdout : process.stderr;
  out.write(`${result.lines.join('\n')}\n`);
  process.exitCode = result.exitCode;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
