#!/usr/bin/env node
// The index of docs/decisions/ (docs/decisions/README.md), from each record's title and Status line.
//   node tools/decisions-index.mjs          writes the index (on purpose, after adding or changing a record)
//   node tools/decisions-index.mjs --check  fails when the index is stale, or when a comment in the code cites a
//                                           decision that does not exist (the test command runs this)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = join(ROOT, 'docs', 'decisions');
const INDEX = join(DIR, 'README.md');

const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort()
  .map((file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const title = (/^#\s+(.*)$/m.exec(text)?.[1] ?? file).replace(/^\d{4}\s+/, '').trim();
    const statusLine = /^Status:\s*(.*)$/m.exec(text)?.[1] ?? '';
    const superseded = /superseded by (\d{4})/i.exec(statusLine);
    const status = superseded ? `superseded by ${superseded[1]}` : /^done\b/i.test(statusLine) ? 'done' : /^proposed\b/i.test(statusLine) ? 'proposed' : /^killed\b/i.test(statusLine) ? 'killed' : 'accepted';
    return { number: file.slice(0, 4), file, title, status };
  });

const render = () =>
  [
    '# Decision records',
    '',
    'Every interpretation of a gap in the spec, and every choice a newcomer would ask about, is one record here. The',
    'status is read from the record\'s `Status:` line (accepted unless it says superseded, done, proposed or killed). Written by',
    '`node tools/decisions-index.mjs`; the test command checks it is current and that no code comment cites a record',
    'that does not exist.',
    '',
    '| record | title | status |',
    '|---|---|---|',
    ...records.map((r) => `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${r.status} |`),
    '',
  ].join('\n');

/** Every decision number a comment in the code cites ("decision 0260", "decisions 0302 and 0320", "0220-0223"). */
function citations() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git', 'reports', 'test-results', 'playwright-report'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js|sh|css)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/[Dd]ecisions? (\d{4}(?:(?:, and |, | and |-|–)\d{4})*)/g)) {
          for (const number of match[1].match(/\d{4}/g)) found.push({ number, where: relative(ROOT, path) });
        }
      }
    }
  };
  for (const top of ['packages', 'tools', 'scripts']) walk(join(ROOT, top));
  return found;
}

if (process.argv.includes('--check')) {
  const problems = [];
  let current = '';
  try {
    current = readFileSync(INDEX, 'utf8');
  } catch {
    problems.push('docs/decisions/README.md is missing');
  }
  if (current && current !== render()) problems.push('docs/decisions/README.md is stale: run `node tools/decisions-index.mjs`');
  const known = new Set(records.map((r) => r.number));
  for (const { number, where } of citations()) if (!known.has(number)) problems.push(`${where} cites decision ${number}, which does not exist`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`decision records: ${records.length} indexed, every citation in the code exists`);
} else {
  writeFileSync(INDEX, render());
  console.log(`wrote ${relative(ROOT, INDEX)} (${records.length} records)`);
}
