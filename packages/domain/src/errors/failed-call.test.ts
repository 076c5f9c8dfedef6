import { describe, expect, it } from 'vitest';
import { failedCallFacts } from './failed-call';

describe('failedCallFacts (spec §8: failed calls are logged, nothing secret)', () => {
  it('keeps the method, the bare path, the status and the kind', () => {
    expect(failedCallFacts('post', 'v1/login', 422, 'validation')).toEqual({ method: 'POST', path: 'v1/login', status: 422, kind: 'validation' });
    expect(failedCallFacts('get', 'v1/products/7', null, 'offline')).toEqual({ method: 'GET', path: 'v1/products/7', status: null, kind: 'offline' });
  });

  it('drops the query and the fragment, where a code or an e-mail may travel', () => {
    const facts = failedCallFacts('get', 'v1/verify?token=abc123&email=ibu%40kado.test#x', 400, 'bad-request');
    expect(facts.path).toBe('v1/verify');
    expect(JSON.stringify(facts)).not.toMatch(/abc123|kado\.test/);
  });

  it('caps a very long path', () => {
    expect(String(failedCallFacts('get', `v1/${'a'.repeat(500)}`, 500, 'unexpected').path)).toHaveLength(201);
  });
});
