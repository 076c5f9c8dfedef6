import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAnswers, operationFor } from './answer-check';

const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url)), 'utf8')) as Record<string, unknown>;
const json = 'application/json; charset=utf-8';

describe('recorded portal answers against docs/openapi.json', () => {
  it('resolves a call to its operation, fixed segments first', () => {
    expect(operationFor(document, 'GET', '/v2/gifts/surprise')?.path).toBe('/v2/gifts/surprise');
    expect(operationFor(document, 'GET', '/v2/gifts/bunda-demo')?.path).toBe('/v2/gifts/{id}');
    expect(operationFor(document, 'GET', '/v9/nothing')).toBeNull();
  });

  it('passes documented answers and names each wrong one', () => {
    const good = [
      { method: 'GET', path: '/v1/faqs/1', status: 200, type: json, body: '{"data":{"id":1,"question":"Q","answer":"A","category":"umum","is_highlighted":false}}' },
      { method: 'POST', path: '/v1/login', status: 422, type: json, body: '{"message":"Email wajib diisi","errors":{"email":["Email wajib diisi"]}}' },
      { method: 'GET', path: '/v1/registry/bunda-demo/events', status: 200, type: 'text/event-stream' },
      { method: 'GET', path: '/v9/nothing', status: 404, type: json, body: '{"message":"Halaman tidak ditemukan"}' },
      { method: 'HEAD', path: '/v1/faqs/1', status: 200, type: json, body: '' },
    ];
    expect(checkAnswers(document, good)).toEqual([]);
    const bad = [
      { method: 'GET', path: '/v1/faqs/1', status: 200, type: json, body: '{"data":{"id":1,"question":7}}' },
      { method: 'GET', path: '/v1/faqs/1', status: 201, type: json, body: '{}' },
      { method: 'GET', path: '/v1/faqs/1', status: 500, type: json, body: '{"message":"x"}' },
      { method: 'GET', path: '/v1/faqs/1', status: 404, type: json, body: '{"error":"x"}' },
      { method: 'GET', path: '/v9/nothing', status: 200, type: json, body: '{}' },
    ];
    expect(checkAnswers(document, bad)).toHaveLength(bad.length);
  });
});
