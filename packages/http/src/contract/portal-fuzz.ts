// A seeded, bounded fuzz of every operation of docs/openapi.json against the fake portal in-process (issue 29 item 4,
// decision 0448): requests are generated from the document's own schemas, valid and invalid (Schemathesis's job; its
// registry cannot be reached from these machines). Every answer is checked by Ajv, an OpenAPI/JSON Schema validator
// that did not write the document: no 5xx, a success only with its documented status and schema, a failure with the
// documented error shape.
import fc from 'fast-check';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;
type PortalFetch = (request: Request) => Promise<Response>;

interface FuzzOptions {
  /** The document to fuzz against (docs/openapi.json as read from disk). */
  readonly document: Json;
  /** A new fake portal for each operation: a write cannot spoil another operation's run. */
  readonly newPortal: () => PortalFetch;
  readonly seed: number;
  /** Requests per operation. */
  readonly runs: number;
  /** E-mail and password of a seeded account whose token some requests carry. */
  readonly login: { readonly email: string; readonly password: string };
}

interface FuzzFinding {
  readonly operation: string;
  readonly request: string;
  readonly problem: string;
}

interface FuzzResult {
  readonly operations: number;
  readonly requests: number;
  /** Answers by status class, e.g. { '2xx': 310, '4xx': 900 }. */
  readonly byClass: Readonly<Record<string, number>>;
  readonly findings: readonly FuzzFinding[];
}

const BASE = 'http://kado.test/api';
const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Path values that reach seeded records (ids, the demo registry, slugs) as well as any text. */
const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '5', '8', '12', '20', 'bunda-demo', 'popok-bayi', '0', '-1', '99999999') },
  // A path value is never empty, nor a dot segment the URL would fold away: either would be another path.
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value !== '.' && value !== '..') },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 500 }).map(String) },
);
const queryValue = fc.oneof(fc.constantFrom('1', '2', '10', '100', '0', '-1', 'price', '-created_at', 'bunda-demo', ''), fc.string({ maxLength: 30 }));

/** Values that fit a JSON Schema of the document (the subset @valibot/to-json-schema writes), references followed. */
function valueOf(schema: Json, document: Json, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema['$ref'] === 'string') {
    const target = (schema['$ref'] as string).replace('#/', '').split('/').reduce<unknown>((node, key) => (node as Json)[key], document) as Json;
    return depth > 4 ? fc.constant(null) : valueOf(target, document, depth + 1);
  }
  if (Array.isArray(schema['anyOf'])) return fc.oneof(...(schema['anyOf'] as Json[]).map((s) => valueOf(s, document, depth + 1)));
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  switch (schema['type']) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('ibu.demo@kado.test', '081234567801', 'Rahasia123!', 'https://tokopedia.com/x/y', '2026-12-01', '123456'));
    case 'number':
    case 'integer':
      return fc.oneof(fc.integer({ min: -2, max: 100 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf((schema['items'] as Json | undefined) ?? {}, document, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema['properties'] as Record<string, Json> | undefined) ?? {};
      const required = new Set((schema['required'] as string[] | undefined) ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) record[key] = valueOf(sub, document, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

interface Operation {
  readonly id: string;
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  readonly node: Json;
}

function operationsOf(document: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document['paths'] as Record<string, Json>)) {
    for (const method of METHODS) {
      const node = item[method] as Json | undefined;
      if (node) out.push({ id: node['operationId'] as string, method, path, node });
    }
  }
  return out;
}

/** One generated request: its parts, sent with or without the session. */
interface Draft {
  readonly params: Record<string, string>;
  readonly query: Partial<Record<string, string>>;
  readonly body: { readonly kind: 'valid' | 'any' | 'garbage' | 'none'; readonly value: unknown };
  readonly withSession: boolean;
}

function draftsOf(op: Operation, document: Json): fc.Arbitrary<Draft> {
  const parameters = (op.node['parameters'] as Json[] | undefined) ?? [];
  const params: Record<string, fc.Arbitrary<string>> = {};
  const query: Record<string, fc.Arbitrary<string>> = {};
  for (const p of parameters) (p['in'] === 'path' ? params : query)[p['name'] as string] = p['in'] === 'path' ? pathValue : queryValue;
  const content = ((op.node['requestBody'] as Json | undefined)?.['content'] ?? {}) as Record<string, Json>;
  const jsonSchema = content['application/json']?.['schema'] as Json | undefined;
  const body: fc.Arbitrary<Draft['body']> = jsonSchema
    ? fc.oneof(
        { weight: 4, arbitrary: valueOf(jsonSchema, document).map((value) => ({ kind: 'valid' as const, value })) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'any' as const, value })) },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((value) => ({ kind: 'garbage' as const, value })) },
      )
    : content['multipart/form-data']
      ? fc.uint8Array({ maxLength: 64 }).map((value) => ({ kind: 'valid' as const, value }))
      : fc.constant({ kind: 'none' as const, value: undefined });
  return fc.record({
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: [] }),
    body,
    withSession: fc.boolean(),
  });
}

function requestOf(op: Operation, draft: Draft, token: string | null): Request {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(draft.params[name] ?? ''));
  const url = new URL(`${BASE}${path}`);
  for (const [key, value] of Object.entries(draft.query)) if (value !== undefined) url.searchParams.set(key, value);
  const headers = new Headers({ 'x-forwarded-for': '10.9.8.7' });
  if (draft.withSession && token) headers.set('authorization', `Bearer ${token}`);
  const init: RequestInit = { method: op.method.toUpperCase(), headers };
  if (draft.body.kind === 'valid' && draft.body.value instanceof Uint8Array) {
    const form = new FormData();
    form.set('image', new Blob([draft.body.value as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'x.png');
    init.body = form;
  } else if (draft.body.kind === 'garbage') {
    headers.set('content-type', 'application/json');
    init.body = draft.body.value as string;
  } else if (draft.body.kind !== 'none') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(draft.body.value);
  }
  return new Request(url, init);
}

const describe = (op: Operation, draft: Draft): string => `${op.method.toUpperCase()} ${op.path} ${JSON.stringify(draft).slice(0, 300)}`;

/** A JSON Pointer segment. */
export const esc = (part: string): string => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** Ajv (JSON Schema 2020-12) over the document: the validator of the schema at a JSON Pointer into it, compiled once. */
export function openApiValidator(document: Json): (pointer: string) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ ...document, $id: 'kado:openapi' }, 'kado:openapi');
  const validators = new Map<string, ValidateFunction>();
  return (pointer) => {
    let found = validators.get(pointer);
    if (!found) validators.set(pointer, (found = ajv.compile({ $ref: `kado:openapi#${pointer}` })));
    return found;
  };
}

/** Runs the fuzz and answers what it saw; the caller decides whether a finding fails (a test) or is reported. */
export async function fuzzPortal(options: FuzzOptions): Promise<FuzzResult> {
  const document = options.document;
  const validator = openApiValidator(document);
  const findings: FuzzFinding[] = [];
  const byClass: Record<string, number> = {};
  let requests = 0;
  const ops = operationsOf(document);
  for (const [index, op] of ops.entries()) {
    const portal = options.newPortal();
    const login = await portal(new Request(`${BASE}/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.login) }));
    const token = login.ok ? ((await login.json()) as { data: { access_token: string } }).data.access_token : null;
    const responses = op.node['responses'] as Record<string, Json>;
    const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
    const samples = fc.sample(draftsOf(op, document), { seed: options.seed + index, numRuns: options.runs });
    for (const draft of samples) {
      requests += 1;
      const request = requestOf(op, draft, token);
      const problem = (text: string) => findings.push({ operation: op.id, request: describe(op, draft), problem: text });
      let answer: Response;
      try {
        answer = await portal(request);
      } catch (error) {
        problem(`threw ${String(error)}`);
        continue;
      }
      const status = answer.status;
      const statusClass = `${String(status)[0]}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      const type = answer.headers.get('content-type') ?? '';
      if (status >= 500 && !(status === 503 && responses['503'])) {
        problem(`answered ${status}: ${(await answer.text()).slice(0, 200)}`);
        continue;
      }
      if (status === 304 && responses['304']) continue;
      if (status >= 200 && status < 300) {
        if (String(status) !== success) {
          problem(`answered ${status}, documented ${success}`);
          await answer.body?.cancel();
          continue;
        }
        const media = Object.keys((responses[success]!['content'] ?? {}) as Json)[0] ?? '';
        if (media === 'text/event-stream' || media === 'image/*') {
          const ok = media === 'image/*' ? type.startsWith('image/') : type.startsWith('text/event-stream');
          if (!ok) problem(`answered ${type}, documented ${media}`);
          await answer.body?.cancel();
          continue;
        }
        const pointer = `/paths/${esc(op.path)}/${op.method}/responses/${success}/content/${esc(media)}/schema`;
        checkJson(await answer.text(), validator(pointer), problem);
        continue;
      }
      // Who may call (the document's `security`): a session call without a token is a 401, and a token of a live session
      // is never refused as one.
      const sessionOnly = !((op.node['security'] as Json[] | undefined) ?? []).some((option) => Object.keys(option).length === 0);
      const sentToken = draft.withSession && token !== null;
      if (sessionOnly && !sentToken && status !== 401) problem(`answered ${status} without a session, documented 401`);
      // (Logging out ends the session: the same token is rightly refused afterwards.)
      if (sessionOnly && sentToken && status === 401 && op.id !== 'logout') problem('answered 401 to a live session');
      if (status >= 400 && status < 500) {
        if (!type.startsWith('application/json')) {
          problem(`answered ${status} as ${type}, documented application/json`);
          await answer.body?.cancel();
          continue;
        }
        checkJson(await answer.text(), validator('/components/schemas/Error'), problem);
        continue;
      }
      if (status !== 503) problem(`answered ${status}, not documented`);
      await answer.body?.cancel();
    }
  }
  return { operations: ops.length, requests, byClass, findings };
}

function checkJson(text: string, validate: ValidateFunction, problem: (text: string) => void): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problem(`not JSON: ${text.slice(0, 100)}`);
    return;
  }
  if (!validate(body)) problem(`does not match its schema: ${JSON.stringify(validate.errors?.slice(0, 2))} in ${text.slice(0, 200)}`);
}
