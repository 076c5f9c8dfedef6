import { describe, expect, it } from 'vitest';
import * as contract from '@kado/contract';
import { checkRequest, type RequestSchema } from '@kado/contract';
import { createFakePortal } from '@kado/fake-portal';
import { PORTAL_OPERATIONS, type PortalOperation } from './portal-operations';

// Decision 0520: one schema per body, read three times. Every operation of the document whose body is a schema of
// @kado/contract (the adapters check it before sending) is answered by the fake portal with that schema's refusals,
// message for message, and a body the schema accepts is not refused for its shape.
const SCHEMAS = new Set<unknown>(Object.values(contract).filter((x) => typeof x === 'object' && x !== null && (x as { type?: unknown }).type === 'object'));
const checked = PORTAL_OPERATIONS.filter((op): op is PortalOperation & { body: RequestSchema } => SCHEMAS.has(op.body));

const DEMO = { email: 'ibu.demo@kado.test', password: 'Rahasia123!' };

async function call(portal: ReturnType<typeof createFakePortal>, op: PortalOperation, body: unknown, token?: string): Promise<{ status: number; errors: Record<string, string[]> }> {
  const path = op.path.replace(/\{\w+\}/g, '1');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const answer = await portal.fetch(new Request(`http://kado.test/api${path}`, { method: op.method.toUpperCase(), headers, body: JSON.stringify(body) }));
  const json = (await answer.json()) as { errors?: Record<string, string[]> };
  return { status: answer.status, errors: json.errors ?? {} };
}

async function signIn(portal: ReturnType<typeof createFakePortal>): Promise<string> {
  const answer = await portal.fetch(new Request('http://kado.test/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) }));
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

/** Bodies every field of which is refused: nothing at all, and every field of the wrong kind. */
const refusedBodies = (schema: RequestSchema): unknown[] => [{}, Object.fromEntries(Object.keys(schema.entries).map((key) => [key, { wrong: 'kind' }]))];

/** A body each schema accepts and the portal's own rules accept too (seeded data of the demo account). */
const ACCEPTED: Record<string, unknown> = {
  login: DEMO,
  register: { name: 'Ani', email: 'ani.kontrak@kado.test', phone: '081234500001', password: 'Rahasia123!' },
  registerGuest: { name: 'Tamu', phone: '081234500002' },
  addAddress: { district_id: 3171020, primary: false, address: 'Jl. Melati 1', address_label: 'Rumah', receiver_name: 'Ani', receiver_phone: '081234500003', postal_code: '12345' },
};

describe('the fake portal checks each body with the schema the adapters check it with', () => {
  it('covers the operations of @kado/contract', () => {
    expect(checked.length).toBe(49);
    // Every JSON body with fields is one of them (the rest are `{}`).
    const left = PORTAL_OPERATIONS.filter((op) => op.body !== undefined && op.body !== 'multipart' && !SCHEMAS.has(op.body) && Object.keys((op.body as RequestSchema).entries ?? {}).length > 0);
    expect(left.map((op) => op.id).sort()).toEqual([]);
  });

  it.each(checked.map((op) => [op.id, op] as const))('%s: refuses what the schema refuses, with its messages', async (_id, op) => {
    const portal = createFakePortal();
    // Signed in (an optional session changes no shape check; a guest's gift to a fund needs an actor).
    const token = await signIn(portal);
    let refusals = 0;
    for (const body of refusedBodies(op.body)) {
      const expected = checkRequest(op.body, body).errors;
      refusals += Object.keys(expected).length;
      if (Object.keys(expected).length === 0) continue; // an empty body of optional fields only
      const answer = await call(portal, op, body, token);
      expect(answer.status).toBe(422);
      // The portal may add its own rules' errors; the schema's come first in each field, word for word.
      for (const [field, [message]] of Object.entries(expected)) expect(answer.errors[field]?.[0], `${op.id}.${field}`).toBe(message);
    }
    expect(refusals).toBeGreaterThan(0);
  });

  it.each(Object.entries(ACCEPTED))('%s: a body the schema accepts is accepted', async (id, body) => {
    const op = checked.find((o) => o.id === id)!;
    expect(checkRequest(op.body, body).errors).toEqual({});
    const portal = createFakePortal();
    const answer = await call(portal, op, body, op.auth === 'session' ? await signIn(portal) : undefined);
    expect(answer.status).toBeLessThan(300);
  });
});
