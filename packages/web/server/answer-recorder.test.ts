// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingPortal } from './answer-recorder';
import { embeddedPortal } from './portal';

describe('recordingPortal', () => {
  it('writes each answer (not the control routes) as one JSON line, the answer unchanged', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kado-answers-')), 'answers.jsonl');
    const portal = recordingPortal(embeddedPortal({ controlToken: 'a-control-token-for-tests' }), file);
    const faq = await portal(new Request('http://localhost/api/v1/faqs/1?x=1'));
    expect(((await faq.json()) as { data: { id: number } }).data.id).toBe(1);
    await portal(new Request('http://localhost/api/v1/me'));
    await portal(new Request('http://localhost/api/__control/state', { headers: { 'x-kado-control-token': 'a-control-token-for-tests' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { method: string; path: string; status: number; body?: string });
    expect(lines.map((l) => `${l.method} ${l.path} ${l.status}`).sort()).toEqual(['GET /v1/faqs/1 200', 'GET /v1/me 401']);
    expect(JSON.parse(lines.find((l) => l.status === 200)!.body!)).toMatchObject({ data: { id: 1 } });
  });
});
