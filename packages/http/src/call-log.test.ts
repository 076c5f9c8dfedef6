import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { LogFacts, Logger } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';
import { createPortalClient } from './portal-client';

// Spec §8 "Other errors are logged and rejected": the portal client logs each failed call through the Logger port,
// with nothing secret in it.

class RecordingLogger implements Logger {
  readonly lines: { message: string; facts?: LogFacts }[] = [];
  error(message: string, facts?: LogFacts): void {
    this.lines.push({ message, ...(facts ? { facts } : {}) });
  }
}

function client(fetch?: (request: Request) => Promise<Response>) {
  const portal = createFakePortal();
  const logger = new RecordingLogger();
  const token = 'secret-access-token-123';
  const api = createPortalClient({
    baseUrl: 'http://kado.test/api',
    getAccessToken: () => token,
    retryDelayMs: () => 0,
    logger,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      return fetch ? fetch(request) : portal.fetch(request);
    },
  });
  return { api, logger, token };
}

describe('failed calls are logged (spec §8)', () => {
  it('a refused call logs its method, bare path, status and kind: never the token, the query or the password', async () => {
    const { api, logger, token } = client();
    const password = 'Rahasia-Sekali-999';
    await expect(api.send('v1/login?email=ibu%40kado.test', { method: 'post', json: { email: 'ibu.demo@kado.test', password } })).rejects.toThrow();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]!.facts).toMatchObject({ method: 'POST', path: 'v1/login', kind: expect.any(String) });
    expect(typeof logger.lines[0]!.facts?.status).toBe('number');
    const written = JSON.stringify(logger.lines);
    for (const secret of [password, token, 'ibu.demo', 'ibu%40kado']) expect(written).not.toContain(secret);
  });

  it('an unreachable portal is logged as offline without a status; an answered call and an abort are not logged', async () => {
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.api.data('v1/faqs', v.unknown())).rejects.toThrow();
    expect(offline.logger.lines.map((l) => l.facts)).toEqual([{ method: 'GET', path: 'v1/faqs', status: null, kind: 'offline' }]);

    const ok = client();
    await ok.api.data('v1/faqs', v.unknown());
    const controller = new AbortController();
    controller.abort();
    await expect(ok.api.data('v1/faqs', v.unknown(), { signal: controller.signal })).rejects.toBeDefined();
    expect(ok.logger.lines).toEqual([]);
  });
});
