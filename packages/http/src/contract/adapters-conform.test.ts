import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect } from '../testing/contract-kit';
import { allPortCalls } from '../testing/port-calls';
import { operationFor } from './answer-check';
import { esc, openApiValidator } from './portal-fuzz';

type Json = Record<string, unknown>;
const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url)), 'utf8')) as Json;
const validator = openApiValidator(document);

interface Exchange {
  readonly method: string;
  readonly url: URL;
  readonly type: string;
  readonly body: string;
  readonly status: number;
  readonly answerType: string;
  readonly answer: string;
}

// Decision 0448: the adapters (every port method once, testing/port-calls.ts) and the document agree: each request they
// send is a documented operation with documented query names and a body of the documented schema, naming no field the
// document does not; each answer the fake portal gives them is checked by Ajv against the document.
describe('the adapters against docs/openapi.json', () => {
  it('send only documented requests and receive only documented answers', async () => {
    const portal = createFakePortal();
    const exchanges: Exchange[] = [];
    const kit = connect(async (request) => {
      const body = request.method === 'GET' ? '' : await request.clone().text();
      const answer = await portal.fetch(request);
      const answerType = answer.headers.get('content-type') ?? '';
      const text = answerType.startsWith('application/json') ? await answer.clone().text() : '';
      exchanges.push({ method: request.method.toLowerCase(), url: new URL(request.url), type: request.headers.get('content-type') ?? '', body, status: answer.status, answerType, answer: text });
      return answer;
    });
    await kit.loginAs('ibu.demo@kado.test');
    for (const row of allPortCalls()) await row.call(kit.gateways, {}).catch(() => undefined);

    const problems: string[] = [];
    const reached = new Set<string>();
    for (const ex of exchanges) {
      const where = `${ex.method.toUpperCase()} ${ex.url.pathname}`;
      const op = operationFor(document, ex.method, ex.url.pathname.replace(/^\/api/, ''));
      if (!op) {
        problems.push(`${where}: not documented`);
        continue;
      }
      reached.add(op.node['operationId'] as string);
      const pointer = `/paths/${esc(op.path)}/${ex.method}`;
      const queryNames = ((op.node['parameters'] as Json[] | undefined) ?? []).filter((p) => p['in'] === 'query').map((p) => p['name']);
      for (const name of ex.url.searchParams.keys()) if (!queryNames.includes(name)) problems.push(`${where}: query ${name} not documented`);
      const content = ((op.node['requestBody'] as Json | undefined)?.['content'] ?? {}) as Record<string, Json>;
      if (ex.type.startsWith('application/json')) {
        const schema = content['application/json']?.['schema'] as Json | undefined;
        if (!schema) problems.push(`${where}: a JSON body is not documented`);
        else {
          const sent = JSON.parse(ex.body) as Json;
          const validate = validator(`${pointer}/requestBody/content/application~1json/schema`);
          if (!validate(sent)) problems.push(`${where}: body ${ex.body} ${JSON.stringify(validate.errors)}`);
          const named = Object.keys((schema['properties'] as Json | undefined) ?? {});
          for (const key of Object.keys(sent)) if (!named.includes(key)) problems.push(`${where}: body field ${key} not documented`);
        }
      } else if (ex.type.startsWith('multipart/form-data') && !content['multipart/form-data']) problems.push(`${where}: multipart not documented`);
      const responses = op.node['responses'] as Record<string, Json>;
      if (ex.status >= 500) problems.push(`${where}: answered ${ex.status}`);
      else if (ex.status >= 200 && ex.status < 300) {
        if (!responses[String(ex.status)]) problems.push(`${where}: answered ${ex.status}, not documented`);
        else if (ex.answer !== '') {
          const validate = validator(`${pointer}/responses/${ex.status}/content/application~1json/schema`);
          if (!validate(JSON.parse(ex.answer))) problems.push(`${where}: answer ${JSON.stringify(validate.errors?.slice(0, 2))}`);
        }
      } else if (ex.status >= 400 && !validator('/components/schemas/Error')(JSON.parse(ex.answer || 'null'))) problems.push(`${where}: error answer ${ex.answer.slice(0, 100)}`);
    }
    expect(problems).toEqual([]);
    // Most operations are reached by the adapters' sample calls (the rest: the stream and images, which other tests read).
    expect(reached.size).toBeGreaterThan(100);
  }, 60_000);
});
