// The workspace's TypeScript sources under a folder, for the checks that read them (unused-exports.ts, domain-callers.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The .ts, .tsx and .mts files under `dir` (not .d.ts, not node_modules or dist); only its own files when not `deep`; none when it is missing. */
export function sources(dir: string, deep = true): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return !deep || e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}
