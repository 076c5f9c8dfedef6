// @vitest-environment node
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedDestination, createLogger } from './observability';

// Decision 0449: the request log reaches stdout in batches (one write for many lines), and no line waits longer than
// the flush interval (LOG_FLUSH_MS, 0.2 s, in the server; 1 s here, so a slow host cannot make the test wrong).
describe('the batched log destination', () => {
  it('holds the lines of a burst for one write, and writes them within the flush interval', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kado-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const logger = createLogger(batchedDestination(fd, 1_000));
    for (let i = 0; i < 3; i += 1) logger.info({ n: i }, 'request');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { n: number; msg: string });
    expect(lines.map((line) => line.n)).toEqual([0, 1, 2]);
    logger.flush();
    closeSync(fd);
  });
});
