import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { DomainError, isDomainError } from '@kado/domain';
import { createPortalClient, type PortalClientConfig } from './portal-client';
import { UNEXPECTED_MESSAGE } from './map-error';

type Handler = (request: Request) => Response | Promise<Response>;

function stub(handler: Handler, config: Partial<PortalClientConfig> = {}) {
  const requests: Request[] = [];
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    getAccessToken: () => null,
    retryDelayMs: () => 0,
    ...config,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      // A real fetch rejects at once with the abort reason for an aborted signal.
      if (request.signal.aborted) throw request.signal.reason;
      requests.push(request.clone());
      return handler(request);
    },
  });
  return { client, requests };
}

/** Like a fetch that never answers: it rejects only when its signal aborts (at once if already aborted). */
const hang = (request: Request): Promise<Response> =>
  new Promise<Response>((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const nameDto = v.object({ name: v.string() });

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`not a DomainError: ${String(error)}`);
  return error;
}

describe('createPortalClient', () => {
  it('sends the bearer token and no guest id when logged in', async () => {
    const { client, requests } = stub(() => json({ data: { name: 'a' } }), {
      getAccessToken: () => 'tok-1',
      getGuestId: () => 'guest1',
    });
    await client.data('v1/me', nameDto);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[0]?.headers.has('x-guest-id')).toBe(false);
  });

  it('sends X-Guest-Id and no Authorization when logged out', async () => {
    const { client, requests } = stub(() => json({ data: { name: 'a' } }), { getGuestId: () => 'abc123' });
    await client.data('v1/carts', nameDto);
    expect(requests[0]?.headers.get('x-guest-id')).toBe('abc123');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('reads the token per call, so a login takes effect at once', async () => {
    let token: string | null = null;
    const { client, requests } = stub(() => json({ data: { name: 'a' } }), { getAccessToken: () => token });
    await client.data('v1/me', nameDto);
    token = 'late';
    await client.data('v1/me', nameDto);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([null, 'Bearer late']);
  });

  it('joins the base URL, strips a leading slash and encodes bracketed query keys', async () => {
    const { client, requests } = stub(() => json({ data: { name: 'a' } }));
    await client.data('/v1/autocomplete', nameDto, {
      query: { 'filter[keyword]': 'popok bayi', 'filter[category_id]': undefined, limit: 5, 'filter[is_root]': true },
    });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/autocomplete');
    expect(url.searchParams.get('filter[keyword]')).toBe('popok bayi');
    expect(url.searchParams.has('filter[category_id]')).toBe(false);
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('filter[is_root]')).toBe('1');
  });

  it('sends JSON bodies with the method', async () => {
    const { client, requests } = stub(() => json({ data: { name: 'a' } }));
    await client.data('v1/login', nameDto, { method: 'post', json: { email: 'x', password: 'y' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(await requests[0]?.json()).toEqual({ email: 'x', password: 'y' });
  });

  it('answers the checked data of the envelope', async () => {
    const { client } = stub(() => json({ data: { name: 'Ibu', extra: 1 } }));
    await expect(client.data('v1/me', nameDto)).resolves.toEqual({ name: 'Ibu' });
  });

  it.each([
    ['400', 400, { message: 'Format data tidak valid' }, { kind: 'bad-request', message: 'Format data tidak valid' }],
    ['404', 404, { message: 'Data tidak ditemukan' }, { kind: 'not-found', message: 'Data tidak ditemukan', redirectTo404: false }],
    ['401', 401, { message: 'x' }, { kind: 'unauthorized' }],
    ['403', 403, { message: 'x' }, { kind: 'forbidden' }],
    ['409', 409, { message: 'Kado ini sudah direservasi orang lain' }, { kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' }],
    ['500', 500, { message: 'Server Error' }, { kind: 'unexpected', message: UNEXPECTED_MESSAGE }],
    ['502 without a body', 502, undefined, { kind: 'unexpected', message: UNEXPECTED_MESSAGE }],
    ['400 without a message', 400, {}, { kind: 'bad-request', message: UNEXPECTED_MESSAGE }],
  ])('maps %s once (spec §8)', async (_name, status, body, detail) => {
    const { client } = stub(() => (body === undefined ? new Response('oops', { status }) : json(body, status)));
    const error = await failure(client.data('v1/me', nameDto, { method: 'post' }));
    expect(error.detail).toEqual(detail);
  });

  it('maps 422 to the field errors with the first field error as message', async () => {
    const { client } = stub(() =>
      json({ message: 'Data tidak valid', errors: { username: ['Username sudah dipakai', 'kedua'], name: ['Nama wajib'] } }, 422),
    );
    const error = await failure(client.data('v1/profile', nameDto, { method: 'put', json: {} }));
    expect(error.detail).toEqual({
      kind: 'validation',
      message: 'Username sudah dipakai',
      fieldErrors: { username: ['Username sudah dipakai', 'kedua'], name: ['Nama wajib'] },
    });
    expect(error.message).toBe('Username sudah dipakai');
  });

  it('maps 490 to not-found with the /404 redirect and calls onNotFoundRedirect', async () => {
    const onNotFoundRedirect = vi.fn();
    const { client } = stub(() => json({ message: 'Tidak ada' }, 490), { onNotFoundRedirect });
    const error = await failure(client.data('v2/gifts/nobody', nameDto));
    expect(error.detail).toEqual({ kind: 'not-found', message: 'Tidak ada', redirectTo404: true });
    expect(onNotFoundRedirect).toHaveBeenCalledTimes(1);
  });

  it('does not redirect a 490 of v1/products/slug (spec §8)', async () => {
    const onNotFoundRedirect = vi.fn();
    const { client } = stub(() => json({ message: 'Produk tidak ditemukan' }, 490), { onNotFoundRedirect });
    const error = await failure(client.data('/v1/products/slug', nameDto, { method: 'post', json: { slug: 'x' } }));
    expect(error.detail).toEqual({ kind: 'not-found', message: 'Produk tidak ditemukan', redirectTo404: false });
    expect(onNotFoundRedirect).not.toHaveBeenCalled();
  });

  it('turns malformed JSON into unexpected, never a crash later', async () => {
    const { client } = stub(() => new Response('{"data": {"name": ', { status: 200 }));
    const error = await failure(client.data('v1/me', nameDto));
    expect(error.detail).toEqual({ kind: 'unexpected', message: UNEXPECTED_MESSAGE });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('turns a wrongly shaped answer into unexpected', async () => {
    const { client } = stub(() => json({ data: { name: 42 } }));
    const error = await failure(client.data('v1/me', nameDto));
    expect(error.detail.kind).toBe('unexpected');
  });

  it('turns a missing envelope into unexpected', async () => {
    const { client } = stub(() => json({ name: 'no envelope' }));
    expect((await failure(client.data('v1/me', nameDto))).detail.kind).toBe('unexpected');
  });

  it('accepts an empty body for a call without an answer', async () => {
    const { client } = stub(() => new Response(null, { status: 204 }));
    await expect(client.send('v1/logout', { method: 'post' })).resolves.toBeUndefined();
  });

  it('maps a network failure to offline', async () => {
    const { client } = stub(() => {
      throw new TypeError('fetch failed');
    });
    expect((await failure(client.data('v1/me', nameDto, { method: 'post' }))).detail).toEqual({ kind: 'offline' });
  });

  it('maps a slow answer to timeout, and does not retry it', async () => {
    const { client, requests } = stub(
      hang,
      { timeoutMs: 30 },
    );
    expect((await failure(client.data('v1/me', nameDto))).detail).toEqual({ kind: 'timeout' });
    expect(requests).toHaveLength(1);
  });

  it('rejects with the AbortError itself when the caller aborts, not offline', async () => {
    const { client } = stub(
      hang,
    );
    const controller = new AbortController();
    const pending = client.data('v1/autocomplete', nameDto, { signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((reason: unknown) => reason);
    expect(isDomainError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });

  it('rejects at once with the AbortError for an already aborted signal', async () => {
    const { client } = stub(() => json({ data: { name: 'a' } }));
    const error: unknown = await client
      .data('v1/me', nameDto, { signal: AbortSignal.abort() })
      .catch((reason: unknown) => reason);
    expect((error as Error).name).toBe('AbortError');
  });

  it('retries an idempotent GET twice on a 503, then succeeds', async () => {
    let calls = 0;
    const { client } = stub(() => (++calls < 3 ? json({ message: 'sibuk' }, 503) : json({ data: { name: 'ok' } })));
    await expect(client.data('v1/me', nameDto)).resolves.toEqual({ name: 'ok' });
    expect(calls).toBe(3);
  });

  it.each(['post', 'put', 'delete'] as const)('never retries a %s', async (method) => {
    const { client, requests } = stub(() => json({ message: 'sibuk' }, 503));
    expect((await failure(client.data('v1/x', nameDto, { method, json: {} }))).detail.kind).toBe('unexpected');
    expect(requests).toHaveLength(1);
  });

  it('retries a GET on a network failure and then reports offline', async () => {
    const { client, requests } = stub(() => {
      throw new TypeError('fetch failed');
    });
    expect((await failure(client.data('v1/me', nameDto))).detail.kind).toBe('offline');
    expect(requests).toHaveLength(3);
  });

  it('does not retry a 4xx GET', async () => {
    const { client, requests } = stub(() => json({ message: 'Data tidak ditemukan' }, 404));
    await failure(client.data('v1/me', nameDto));
    expect(requests).toHaveLength(1);
  });
});

describe('an abort with a fetch that ignores signals', () => {
  it('still rejects with the AbortError instead of delivering a stale answer', async () => {
    const controller = new AbortController();
    const client = createPortalClient({
      baseUrl: 'http://kado.test/api',
      getAccessToken: () => null,
      fetch: async () => {
        controller.abort();
        return new Response(JSON.stringify({ data: { name: 'basi' } }));
      },
    });
    const reason: unknown = await client
      .data('v1/autocomplete', v.object({ name: v.string() }), { signal: controller.signal })
      .catch((error: unknown) => error);
    expect((reason as Error).name).toBe('AbortError');
  });
});

describe('renewing the session on a 401 (spec §4 "refresh token handled", decision 0184)', () => {
  /** A portal that accepts only `valid` as bearer and counts what it saw. */
  function session(initial: string | null, renew: (refused: string | null) => Promise<boolean>, expects = () => false) {
    const box = { token: initial };
    const renewals: (string | null)[] = [];
    const { client, requests } = stub(
      (request) => (request.headers.get('authorization') === 'Bearer valid' ? json({ data: { name: 'Ibu' } }) : json({ message: 'Sesi telah berakhir' }, 401)),
      {
        getAccessToken: () => box.token,
        renewAccessToken: (refused) => {
          renewals.push(refused);
          return renew(refused);
        },
        expectsAccessToken: expects,
      },
    );
    return { client, requests, renewals, box };
  }

  it('renews once with the refused token and sends the call again with the new one', async () => {
    const s = session('stale', async () => {
      s.box.token = 'valid';
      return true;
    });
    await expect(s.client.data('v2/carts', nameDto, { method: 'post', json: { sku_id: 1 } })).resolves.toEqual({ name: 'Ibu' });
    expect(s.renewals).toEqual(['stale']);
    expect(s.requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer stale', 'Bearer valid']);
    expect(await s.requests[1]!.json()).toEqual({ sku_id: 1 });
  });

  it('rejects with unauthorized, without a second try, when the session has ended', async () => {
    const s = session('stale', async () => false);
    expect((await failure(s.client.data('v1/me', nameDto))).detail).toEqual({ kind: 'unauthorized' });
    expect(s.requests).toHaveLength(1);
  });

  it('renews at most once per call: a second 401 is the answer', async () => {
    const s = session('stale', async () => {
      s.box.token = 'also-stale';
      return true;
    });
    expect((await failure(s.client.data('v1/me', nameDto))).detail.kind).toBe('unauthorized');
    expect(s.renewals).toEqual(['stale']);
    expect(s.requests).toHaveLength(2);
  });

  it('fails with the renewal’s own failure (offline) and keeps quiet about the 401', async () => {
    const s = session('stale', () => Promise.reject(new DomainError({ kind: 'offline' })));
    expect((await failure(s.client.data('v1/me', nameDto))).detail.kind).toBe('offline');
  });

  it('does not renew a call sent without a token (a guest call answered 401)', async () => {
    const s = session(null, async () => true);
    expect((await failure(s.client.data('v1/me', nameDto))).detail.kind).toBe('unauthorized');
    expect(s.renewals).toEqual([]);
  });

  it('renews before sending when the access token is gone but the session lives on (never as a guest)', async () => {
    const s = session(
      null,
      async () => {
        s.box.token = 'valid';
        return true;
      },
      () => s.box.token === null,
    );
    await expect(s.client.data('v1/me', nameDto)).resolves.toEqual({ name: 'Ibu' });
    expect(s.renewals).toEqual([null]);
    expect(s.requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer valid']);
  });

  it('does not take an answer sent ahead for visitors while a session waits to be renewed', async () => {
    const answers = { take: vi.fn(() => JSON.stringify({ data: { name: 'Tamu' } })) };
    let token: string | null = null;
    const { client } = stub(
      (request) => (request.headers.get('authorization') === 'Bearer valid' ? json({ data: { name: 'Ibu' } }) : json({}, 401)),
      {
        getAccessToken: () => token,
        renewAccessToken: async () => {
          token = 'valid';
          return true;
        },
        expectsAccessToken: () => token === null,
        answers,
      },
    );
    await expect(client.data('v1/me', nameDto)).resolves.toEqual({ name: 'Ibu' });
    expect(answers.take).not.toHaveBeenCalled();
  });

  it('a call outside the session (login, refresh) carries no bearer and is never renewed', async () => {
    const s = session('stale', async () => true);
    expect((await failure(s.client.data('v1/refresh-token', nameDto, { method: 'post', json: {}, withoutSession: true }))).detail.kind).toBe('unauthorized');
    expect(s.renewals).toEqual([]);
    expect(s.requests[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('a stream is the page\'s background (issue 32)', () => {
  it('asks for a stream at low priority and for every other call at the default', async () => {
    const priorities: (string | undefined)[] = [];
    const client = createPortalClient({
      baseUrl: 'http://kado.test/api',
      getAccessToken: () => null,
      retryDelayMs: () => 0,
      fetch: async (_input, init) => {
        priorities.push((init as { priority?: string } | undefined)?.priority);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await client.response('v1/registry/bunda-demo/events', { stream: true });
    await client.response('v1/registry/bunda-demo');
    expect(priorities).toEqual(['low', undefined]);
  });
});
