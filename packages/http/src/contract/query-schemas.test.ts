import { describe, expect, it } from 'vitest';
import * as contract from '@kado/contract';
import { checkRequest, type RequestSchema } from '@kado/contract';
import { createFakePortal } from '@kado/fake-portal';
import { PORTAL_OPERATIONS, type PortalOperation } from './portal-operations';

// Decision 0521: one schema per query, read three times. Every operation of the document that reads a query names a
// schema of @kado/contract (the adapters check the query with it before sending), and the fake portal refuses what
// that schema refuses, message for message, and takes what it takes (a blank optional value as none).
const SCHEMAS = new Set<unknown>(Object.values(contract).filter((x) => typeof x === 'object' && x !== null && (x as { type?: unknown }).type === 'object'));
const QUERY_EXPORTS = Object.entries(contract).filter(([name]) => name.endsWith('Query'));
const withQuery = PORTAL_OPERATIONS.filter((op): op is PortalOperation & { query: RequestSchema } => op.query !== undefined);

// The affiliate calls need the affiliator's role; the registry is the demo one.
const USER = { email: 'afiliator@kado.test', password: 'Rahasia123!' };
const PATH_VALUES: Record<string, string> = { userSlug: 'bunda-demo' };

type Query = Record<string, string>;

async function call(portal: ReturnType<typeof createFakePortal>, op: PortalOperation, query: Query, token: string): Promise<{ status: number; errors: Record<string, string[]> }> {
  const url = new URL(`http://kado.test/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? '1')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const answer = await portal.fetch(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
  const json = (await answer.json()) as { errors?: Record<string, string[]> };
  return { status: answer.status, errors: json.errors ?? {} };
}

async function signIn(portal: ReturnType<typeof createFakePortal>): Promise<string> {
  const answer = await portal.fetch(new Request('http://kado.test/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER) }));
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

const every = (schema: RequestSchema, value: string): Query => Object.fromEntries(Object.keys(schema.entries).map((key) => [key, value]));

/** Queries every field of which is refused: nothing (the required ones), too long or not of its kind (all of them). */
const refusedQueries = (schema: RequestSchema): Query[] => [{}, every(schema, 'x'.repeat(1001)), every(schema, '-1')];

/** A query each schema accepts and the portal's own rules accept too (seeded data), besides the blank one. */
const ACCEPTED: Record<string, Query> = {
  products: { keyword: ' popok ', 'filter[in_stock]': '1', 'filter[min_price]': '0', 'filter[max_price]': '500000', sort: '-price', limit: '50', page: '2' },
  merchants: { 'filter[name]': 'a', sort: '-product_count', limit: '100' },
  giftProducts: { sort: 'name', 'filter[status]': 'taken', page: '1', limit: '100' },
  vouchers: { limit: '1000', 'filter[all]': 'true', sort: '-id' },
  crawlProduct: { url: 'https://www.tokopedia.com/toko/stroller' },
  shipTo: { key: 'bunda-demo' },
  track: { courier: 'jne', awb: 'TIDAKADA' },
  autocomplete: { 'filter[keyword]': 'bayi', 'filter[category_id]': '1', limit: '20' },
};

describe('the fake portal checks each query with the schema the adapters check it with', () => {
  it('every operation with a query names a schema of @kado/contract, and every query schema is used', () => {
    expect(withQuery.filter((op) => !SCHEMAS.has(op.query)).map((op) => op.id)).toEqual([]);
    const used = new Set<unknown>(withQuery.map((op) => op.query));
    expect(QUERY_EXPORTS.filter(([, schema]) => !used.has(schema)).map(([name]) => name)).toEqual([]);
    expect(withQuery.length).toBe(26);
  });

  it.each(withQuery.map((op) => [op.id, op] as const))('%s: refuses what the schema refuses, with its messages, and takes a blank query', async (_id, op) => {
    const portal = createFakePortal();
    const token = await signIn(portal);
    let refusals = 0;
    for (const query of refusedQueries(op.query)) {
      const expected = checkRequest(op.query, query).errors;
      refusals += Object.keys(expected).length;
      if (Object.keys(expected).length === 0) continue; // no query at all, and nothing required
      const answer = await call(portal, op, query, token);
      expect(answer.status, JSON.stringify(query)).toBe(422);
      expect(answer.errors, `${op.id} ${JSON.stringify(query)}`).toEqual(expected);
    }
    expect(refusals).toBeGreaterThan(0);
    // Every optional field blank: none, as if not sent (a required one is refused as missing).
    const blank = every(op.query, '');
    const expected = checkRequest(op.query, blank).errors;
    const answer = await call(portal, op, blank, token);
    if (Object.keys(expected).length > 0) expect(answer.errors).toEqual(expected);
    else expect(answer.status, op.id).toBeLessThan(300);
  });

  it.each(Object.entries(ACCEPTED))('%s: a query the schema accepts is accepted', async (id, query) => {
    const op = withQuery.find((o) => o.id === id)!;
    expect(checkRequest(op.query, query).errors).toEqual({});
    const portal = createFakePortal();
    expect((await call(portal, op, query, await signIn(portal))).status).toBe(200);
  });
});
