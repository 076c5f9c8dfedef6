import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRecord, nameIsIn } from './conformance-record';

// Issue 31: docs/spec-conformance.md cites files, tests, symbols and decisions; this check keeps every citation real.
const root = fileURLToPath(new URL('../..', import.meta.url));
const record = readFileSync(`${root}docs/spec-conformance.md`, 'utf8');

const HEAD = '| item | where it lives | evidence | decision |\n|---|---|---|---|\n';
const COUNTS = (rows: number, departures = 0) =>
  `**Rows: ${rows}; conforming: ${rows - departures}; departures: ${departures}; decision only: 0; gaps: 0.**\n\n`;
const GOOD_ROW = '| guest id | `stores/src/navigation.store.ts` `NavigationStore` | `testing/src/stores/navigation.store.test.ts` "NavigationStore › keeps the guest id across store instances (stored once)" | 0103 |';


/** A record number no file has (built, so that no code names a record that does not exist). */
const MISSING_RECORD = String(9000 + 999);

describe('docs/spec-conformance.md (issue 31: an honest record)', () => {
  it('cites only files, tests, symbols and decisions that exist; every row names its test; the counts match the rows', () => {
    const problems = checkRecord(root, record).map((p) => `line ${p.line}: ${p.problem}`);
    expect(problems).toEqual([]);
  });

  it('makes no claim of completeness beside its departures', () => {
    expect(record).not.toMatch(/no gap left/i);
    expect(record).toMatch(/^## Departures$/m);
  });
});

describe('the record check finds what is wrong', () => {
  it('passes a row whose citations are real', () => {
    expect(checkRecord(root, COUNTS(1) + HEAD + GOOD_ROW)).toEqual([]);
  });

  it('fails a cited file that does not exist', () => {
    const row = GOOD_ROW.replace('stores/src/navigation.store.ts', 'stores/src/navigation-gone.store.ts');
    expect(checkRecord(root, COUNTS(1) + HEAD + row).map((p) => p.problem)).toEqual(['cites stores/src/navigation-gone.store.ts, which does not exist']);
  });

  it('fails a cited test name the file does not hold', () => {
    const row = GOOD_ROW.replace('keeps the guest id across store instances', 'keeps the guest id forever');
    expect(checkRecord(root, COUNTS(1) + HEAD + row).map((p) => p.problem)).toEqual([
      'cites the test "NavigationStore › keeps the guest id forever (stored once)" of testing/src/stores/navigation.store.test.ts, which has no such test',
    ]);
  });

  it('fails a symbol named beside a source file that does not hold it, and a decision without its file', () => {
    const row = GOOD_ROW.replace('`NavigationStore`', '`NavigationStoreGone`').replace('| 0103 |', `| ${MISSING_RECORD} |`);
    expect(checkRecord(root, COUNTS(1) + HEAD + row).map((p) => p.problem)).toEqual([
      'names NavigationStoreGone in stores/src/navigation.store.ts, which does not hold it',
      `names decision ${MISSING_RECORD}, which has no file`,
    ]);
  });

  it('fails a row without a test, a departure without its decision, and counts that do not match', () => {
    const bare = '| guest id | `stores/src/navigation.store.ts` | read in the code | |';
    const departure = '| badge | `domain/src/gift/gift-state.ts` | **Departure**: Tersedia. Shown by: `domain/src/gift/gift-state.test.ts` "registryBadge (spec §4 badges, decision 0101) › …" | |';
    expect(checkRecord(root, COUNTS(2) + HEAD + [bare, departure].join('\n')).map((p) => p.problem)).toEqual([
      'row "guest id" names no test',
      'row "badge" is a departure without its decision',
      'the counts sentence should read **Rows: 2; conforming: 1; departures: 1; decision only: 0; gaps: 0.**',
    ]);
  });

  it('reads … in a cited name as words left out, and string escapes in the source as written', () => {
    expect(nameIsIn('a session that lasts (…) › ten calls', "describe('a session that lasts (a while)', () => it('ten calls'))")).toBe(true);
    expect(nameIsIn("… › the sheet's copy", "it('the sheet\\'s copy')")).toBe(true);
    expect(nameIsIn('… › the sheet copies', "it('the sheet\\'s copy')")).toBe(false);
  });
});
