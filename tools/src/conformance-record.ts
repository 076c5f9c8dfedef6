// Reads docs/spec-conformance.md and checks what it cites (issue 31, "an honest record"): every cited file exists,
// every cited test name is written in the file it is cited from, every symbol named beside a source file is in that
// file, every decision number has its file, and every row of a conformance table names a test (or says in so many
// words that it is a departure or a decision only, with the decision).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One problem found in the record: the line it is on and what is wrong. */
export interface RecordProblem {
  readonly line: number;
  readonly problem: string;
}

/** A row of a conformance table: its line, the item and its cells. */
export interface RecordRow {
  readonly line: number;
  readonly item: string;
  readonly where: string;
  readonly evidence: string;
  readonly decision: string;
}

/** Abbreviations the record defines once (its legend) and uses in the evidence column. */
const ABBREVIATIONS = ['RT', 'SU', 'SG'] as const;

const TEST_FILE = /\.(?:test|spec)\.tsx?$/;
const FILE = /^[\w@.-]+(?:\/[\w@.[\]-]+)+\.(?:tsx?|mjs|js|css|md|json|html|webmanifest)$/;
const SYMBOL = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?$/;
const ELIDED = '…';

/** The path of a cited file in the repository: `docs/…`, `tools/…` and `.ci/…` from the root, the rest under `packages/`. */
export function repoPath(cited: string): string {
  return /^(?:docs|tools|\.ci)\//.test(cited) || cited === 'README.md' ? cited : `packages/${cited}`;
}

/** The cells of a Markdown table line (a `|` inside backticks is part of its cell). */
export function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (const char of line.trim().replace(/^\|/, '').replace(/\|$/, '')) {
    if (char === '`') code = !code;
    if (char === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** What a cell cites, in order: backticked tokens and double-quoted test names. */
type Token = { readonly kind: 'code'; readonly text: string } | { readonly kind: 'name'; readonly text: string } | { readonly kind: 'break' };

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  // A test name is quoted with ASCII double quotes; a name holding such a quote writes it as \" in the record.
  const pattern = /`([^`]+)`|"((?:[^"\\]|\\.)*)"|(;)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== undefined) tokens.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', text: match[2].replace(/\\"/g, '"') });
    else tokens.push({ kind: 'break' });
  }
  return tokens;
}

/** The source text a test name is looked for in: string escapes undone, so `it('a\'s')` reads as `a's`. */
function searchable(source: string): string {
  return source.replace(/\\(['"`])/g, '$1');
}

/** Whether a cited name (`describe › test`; `…` stands for words left out) is written in `source`. */
export function nameIsIn(name: string, source: string): boolean {
  const text = searchable(source);
  return name
    .split(' › ')
    .map((part) => part.trim())
    .flatMap((part) => part.split(ELIDED).map((chunk) => chunk.trim()))
    .filter((chunk) => chunk !== '')
    .every((chunk) => text.includes(chunk));
}

/** The record's tables of conformance rows (a header with an "evidence" column), with their lines. */
export function recordRows(record: string): RecordRow[] {
  const rows: RecordRow[] = [];
  let columns: string[] | null = null;
  record.split('\n').forEach((text, index) => {
    if (!text.startsWith('|')) {
      columns = null;
      return;
    }
    const cells = cellsOf(text);
    if (columns === null) {
      columns = cells.map((cell) => cell.toLowerCase());
      return;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) return;
    const at = (name: string) => columns!.findIndex((column) => column.startsWith(name));
    const evidence = at('evidence');
    if (evidence === -1) return;
    rows.push({
      line: index + 1,
      item: cells[0] ?? '',
      where: cells[at('where')] ?? '',
      evidence: cells[evidence] ?? '',
      decision: cells[at('decision')] ?? '',
    });
  });
  return rows;
}

/** The checks, over a repository root. */
export function checkRecord(root: string, record: string): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const sources = new Map<string, string | null>();
  const read = (cited: string): string | null => {
    if (!sources.has(cited)) {
      const path = join(root, repoPath(cited));
      sources.set(cited, existsSync(path) ? readFileSync(path, 'utf8') : null);
    }
    return sources.get(cited) ?? null;
  };
  const decisions = new Set(readdirSync(join(root, 'docs/decisions')).map((file) => file.slice(0, 4)));
  const portErrors = read('http/src/port-errors.test.ts') ?? '';

  // Every line: files, the names cited after a test file, the symbols after a source file, PE(X) and decisions.
  record.split('\n').forEach((text, index) => {
    const line = index + 1;
    const cells = text.startsWith('|') ? cellsOf(text) : [text];
    for (const cell of cells) {
      let file: string | null = null;
      for (const token of tokensOf(cell)) {
        if (token.kind === 'break') {
          file = null;
        } else if (token.kind === 'code') {
          if (FILE.test(token.text)) {
            file = token.text;
            if (read(file) === null) problems.push({ line, problem: `cites ${file}, which does not exist` });
          } else if (file !== null && !TEST_FILE.test(file) && SYMBOL.test(token.text)) {
            const source = read(file);
            const symbol = token.text.split('.').pop() ?? token.text;
            if (source !== null && !new RegExp(`\\b${symbol.replace(/\$/g, '\\$')}\\b`).test(source)) {
              problems.push({ line, problem: `names ${token.text} in ${file}, which does not hold it` });
            }
          }
        } else if (file !== null && TEST_FILE.test(file)) {
          const source = read(file);
          if (source !== null && !nameIsIn(token.text, source)) {
            problems.push({ line, problem: `cites the test "${token.text}" of ${file}, which has no such test` });
          }
        }
      }
      for (const match of cell.matchAll(/PE\(([A-Za-z]+\.[A-Za-z]+)\)/g)) {
        if (!portErrors.includes(`'${match[1]}'`)) problems.push({ line, problem: `PE(${match[1]}) is not a port method of the error matrix` });
      }
    }
  });

  const counts = { conforming: 0, departures: 0, 'decision only': 0, gaps: 0 };
  for (const row of recordRows(record)) {
    for (const number of row.decision.match(/\b\d{4}\b/g) ?? []) {
      if (!decisions.has(number)) problems.push({ line: row.line, problem: `names decision ${number}, which has no file` });
    }
    const kind = rowKind(row);
    counts[kind === 'conforms' ? 'conforming' : kind === 'departure' ? 'departures' : kind === 'gap' ? 'gaps' : 'decision only'] += 1;
    const cites = tokensOf(row.evidence).some((token) => token.kind === 'code' && TEST_FILE.test(token.text))
      || /\bPE\(/.test(row.evidence)
      || ABBREVIATIONS.some((abbreviation) => new RegExp(`\\b${abbreviation}\\b`).test(row.evidence));
    const decided = /\b\d{4}\b/.test(row.decision);
    const what = `row "${row.item.slice(0, 60)}"`;
    if ((kind === 'conforms' || kind === 'departure') && !cites) problems.push({ line: row.line, problem: `${what} names no test` });
    if ((kind === 'departure' || kind === 'decision only') && !decided) problems.push({ line: row.line, problem: `${what} is a ${kind} without its decision` });
  }
  const summary = /\*\*Rows: (\d+); conforming: (\d+); departures: (\d+); decision only: (\d+); gaps: (\d+)\.\*\*/.exec(record);
  const total = counts.conforming + counts.departures + counts['decision only'] + counts.gaps;
  const actual = `**Rows: ${total}; conforming: ${counts.conforming}; departures: ${counts.departures}; decision only: ${counts['decision only']}; gaps: ${counts.gaps}.**`;
  if (!summary || summary[0] !== actual) problems.push({ line: 0, problem: `the counts sentence should read ${actual}` });
  return problems;
}

/** What a row says of its item: it conforms, departs (decision), does not apply (decision only), or is a known gap. */
export function rowKind(row: RecordRow): 'conforms' | 'departure' | 'decision only' | 'gap' {
  if (row.evidence.startsWith('**Departure**')) return 'departure';
  if (row.evidence.startsWith('**Gap**')) return 'gap';
  if (/^— \(decision only\b/.test(row.evidence)) return 'decision only';
  return 'conforms';
}
