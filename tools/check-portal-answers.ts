// Checks every portal answer the browser journeys received (recorded by their app server into
// reports/e2e-portal-answers.jsonl, KADO_RECORD_PORTAL_ANSWERS) against docs/openapi.json with Ajv (issue 29 item 4,
// decision 0448). In the test command after the journeys; fails on any wrong answer, and on a recording too small to
// mean anything. `node …/tsx tools/check-portal-answers.ts [file]`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkAnswers, type RecordedAnswer } from '../packages/http/src/contract/answer-check';

const file = process.argv[2] ?? fileURLToPath(new URL('../reports/e2e-portal-answers.jsonl', import.meta.url));
const document = JSON.parse(readFileSync(fileURLToPath(new URL('../docs/openapi.json', import.meta.url)), 'utf8')) as Record<string, unknown>;
if (!existsSync(file)) {
  console.error(`No recorded portal answers at ${file}: the browser journeys record them (playwright.config.ts).`);
  process.exit(1);
}
const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
// The server may be stopped in the middle of its last line: that one line alone may be cut short.
const answers = lines.flatMap((line, index) => {
  try {
    return [JSON.parse(line) as RecordedAnswer];
  } catch (error) {
    if (index === lines.length - 1) return [];
    throw error;
  }
});
const problems = checkAnswers(document, answers);
const operations = new Set(answers.map((a) => `${a.method} ${a.path.replace(/\/\d+(?=\/|$)/g, '/{id}')}`));
console.log(`${answers.length} portal answers of the browser journeys (${operations.size} call shapes, ${answers.filter((a) => a.body !== undefined).length} bodies) checked against docs/openapi.json: ${problems.length} wrong`);
for (const problem of problems.slice(0, 30)) console.log(`  ${problem}`);
// A run that recorded almost nothing proves nothing (the journeys make thousands of calls).
if (answers.length < 200) {
  console.error('Too few answers recorded: did the journeys run against the recording server?');
  process.exit(1);
}
process.exitCode = problems.length === 0 ? 0 : 1;
