// The long fuzz of the portal contract (`npm run fuzz:portal [runs] [seed]`, decision 0448): the same fuzz as the test
// command's short run (packages/http/src/contract/portal-fuzz.test.ts), with many more requests per operation. It writes its result, on purpose,
// into the "Portal contract fuzz" section of docs/reliability.md; the test command never runs it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFakePortal } from '../packages/fake-portal/src/index';
import { fuzzPortal } from '../packages/http/src/contract/portal-fuzz';

/** Demo password of every seeded account (README). */
const DEMO_PASSWORD = 'Rahasia123!';

const DOC = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const REPORT = fileURLToPath(new URL('../docs/reliability.md', import.meta.url));
const HEADING = '## Portal contract fuzz';

const runs = Number(process.argv[2] ?? 300);
const seed = Number(process.argv[3] ?? Date.now() % 1_000_000);
const started = performance.now();
const result = await fuzzPortal({
  document: JSON.parse(readFileSync(DOC, 'utf8')) as Record<string, unknown>,
  newPortal: () => createFakePortal().fetch,
  seed,
  runs,
  login: { email: 'ibu.demo@kado.test', password: DEMO_PASSWORD },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const classes = Object.entries(result.byClass).sort().map(([k, n]) => `${k} ${n}`).join(', ');
const section = [
  HEADING,
  '',
  '`npm run fuzz:portal [runs] [seed]` (tools/fuzz-portal.ts, decision 0448): requests generated from',
  "docs/openapi.json's own schemas (valid bodies, any JSON, non-JSON text; path values that reach seeded records and any",
  'text; with and without a session), sent to a fresh fake portal per operation in-process; every answer checked by Ajv',
  '(JSON Schema 2020-12) against its documented status and schema, no 5xx allowed, and the security of each operation',
  'held (401 without a token where one is needed, never to a live session). The test command runs the same fuzz',
  'with 6 requests per operation (portal-fuzz.test.ts). Last long run:',
  '',
  `- ${new Date().toISOString().slice(0, 10)}, seed ${seed}, ${runs} requests per operation, ${result.operations} operations,`,
  `  ${result.requests} requests in ${seconds} s: ${classes}; **${result.findings.length} findings**.`,
  ...result.findings.slice(0, 20).map((f) => `  - ${f.operation}: ${f.problem.slice(0, 200)} (${f.request.slice(0, 200)})`),
  '',
].join('\n');
const text = readFileSync(REPORT, 'utf8');
const at = text.indexOf(HEADING);
const next = at < 0 ? -1 : text.indexOf('\n## ', at + HEADING.length);
const updated = at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at)}${section}${next < 0 ? '' : text.slice(next + 1)}`;
writeFileSync(REPORT, updated.endsWith('\n') ? updated : `${updated}\n`);
console.log(section);
process.exitCode = result.findings.length === 0 ? 0 : 1;
