import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';

// Issue 29 item 4 (decision 0448): the fake portal serves the contract it is checked against.
describe('GET /api/openapi.json', () => {
  it('answers docs/openapi.json as JSON, to anyone', async () => {
    const answer = await createFakePortal().fetch(new Request('http://kado.test/api/openapi.json'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document).toEqual(JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')));
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v2/gift-products/{userSlug}');
  });
});
