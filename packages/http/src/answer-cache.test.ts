import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { answerKey, createAnswerRecorder, createPrimedAnswers } from './answer-cache';
import { createPortalClient } from './portal-client';

const json = (body: unknown): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const nameDto = v.object({ name: v.string() });

function client(answers: Parameters<typeof createPortalClient>[0]['answers'], token: string | null = null) {
  const requests: Request[] = [];
  const portal = createPortalClient({
    baseUrl: 'http://kado.test/api',
    getAccessToken: () => token,
    retryDelayMs: () => 0,
    answers,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return json({ data: { name: 'from the network' } });
    },
  });
  return { portal, requests };
}

describe('answerKey', () => {
  it('names the method, the path without its leading slash, the query in order and the JSON body', () => {
    expect(answerKey('/v1/categories', { query: { 'filter[is_root]': true, page: undefined } })).toBe(
      'GET v1/categories?filter%5Bis_root%5D=1',
    );
    expect(answerKey('v1/products/slug', { method: 'post', json: { slug: 'popok' } })).toBe('POST v1/products/slug {"slug":"popok"}');
  });

  it('has no key for a multipart call', () => {
    expect(answerKey('v1/images', { method: 'post', form: new FormData() })).toBeNull();
  });
});

describe('createPrimedAnswers', () => {
  it('answers each key once, and nothing after its time', () => {
    let now = 1_000;
    const answers = createPrimedAnswers({ a: '1', b: '2' }, { maxAgeMs: 500, now: () => now });
    expect(answers.take('a')).toBe('1');
    expect(answers.take('a')).toBeUndefined();
    now = 1_600;
    expect(answers.take('b')).toBeUndefined();
  });
});

describe('a portal client with answers', () => {
  it('uses a primed answer instead of a call, once; the next call goes to the network', async () => {
    const { portal, requests } = client(createPrimedAnswers({ 'GET v1/me': '{"data":{"name":"primed"}}' }, { maxAgeMs: 60_000 }));
    expect(await portal.data('v1/me', nameDto)).toEqual({ name: 'primed' });
    expect(requests).toHaveLength(0);
    expect(await portal.data('v1/me', nameDto)).toEqual({ name: 'from the network' });
    expect(requests).toHaveLength(1);
  });

  it('checks a primed answer by the same schema as a network one', async () => {
    const { portal } = client(createPrimedAnswers({ 'GET v1/me': '{"data":{"nama":"x"}}' }, { maxAgeMs: 60_000 }));
    await expect(portal.data('v1/me', nameDto)).rejects.toMatchObject({ kind: 'unexpected' });
  });

  it('never uses primed answers while logged in: the page was sent for anyone', async () => {
    const { portal, requests } = client(createPrimedAnswers({ 'GET v1/me': '{"data":{"name":"primed"}}' }, { maxAgeMs: 60_000 }), 'tok');
    expect(await portal.data('v1/me', nameDto)).toEqual({ name: 'from the network' });
    expect(requests).toHaveLength(1);
  });

  it('records the answers of calls without a token, by their key', async () => {
    const recorder = createAnswerRecorder();
    const { portal } = client(recorder);
    await portal.data('v1/products/slug', nameDto, { method: 'post', json: { slug: 'popok' } });
    expect(recorder.answers).toEqual({ 'POST v1/products/slug {"slug":"popok"}': '{"data":{"name":"from the network"}}' });
  });
});
