import { Hono } from 'hono';
import { addChildRequest, updateChildRequest } from '@kado/contract';
import type { Portal } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import type { Presenters } from '../present';
import type { ChildRec, UserRec } from '../state';
import { nextId } from '../state';
import { checkBody, pathId, readJson, type Body } from '../validate';

/** Children profiles (docs/api-contract.md "Children"). Another user's child answers 404. */
export function childrenRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  const own = (u: UserRec, id: number): ChildRec => {
    const ch = st().children.find((x) => x.id === id && x.user_id === u.id);
    if (!ch) throw notFound('Data anak tidak ditemukan');
    return ch;
  };
  const fields = (body: Body, schema: typeof addChildRequest | typeof updateChildRequest) => {
    const { fields: f, v } = checkBody(schema, body);
    if (f.birth_date && Number.isNaN(Date.parse(`${f.birth_date}T00:00:00Z`))) v.add('birth_date', 'Tanggal lahir tidak valid');
    return { f, v };
  };
  const makeDefault = (u: UserRec, ch: ChildRec) => {
    for (const x of st().children) if (x.user_id === u.id) x.is_default = x.id === ch.id;
  };

  app.get('/v1/children', (c) => {
    const u = requireUser(portal, c);
    return c.json({ data: { rows: st().children.filter((x) => x.user_id === u.id).map(view.child) } });
  });

  app.post('/v1/children', async (c) => {
    const u = requireUser(portal, c);
    const { f, v } = fields(await readJson(c), addChildRequest);
    v.done();
    const ch: ChildRec = { id: nextId(st(), 'children'), user_id: u.id, name: f.name!, is_default: false, birth_date: f.birth_date ?? null, gender: f.gender ?? null };
    const first = !st().children.some((x) => x.user_id === u.id);
    st().children.push(ch);
    if (first || f.is_default) makeDefault(u, ch);
    return c.json({ data: view.child(ch) }, 201);
  });

  app.put('/v1/children/:id', async (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const { f, v } = fields(await readJson(c), updateChildRequest);
    v.done();
    const ch = own(u, id);
    if (f.name !== undefined) ch.name = f.name;
    if (f.birth_date !== undefined) ch.birth_date = f.birth_date;
    if (f.gender !== undefined) ch.gender = f.gender;
    if (f.is_default) makeDefault(u, ch);
    return c.json({ data: view.child(ch) });
  });

  app.delete('/v1/children/:id', (c) => {
    const u = requireUser(portal, c);
    const ch = own(u, pathId(c));
    st().children = st().children.filter((x) => x.id !== ch.id);
    const next = st().children.find((x) => x.user_id === u.id);
    if (ch.is_default && next) makeDefault(u, next);
    return c.json({ data: { id: ch.id } });
  });

  app.post('/v1/children/:id/set-default', (c) => {
    const u = requireUser(portal, c);
    const ch = own(u, pathId(c));
    makeDefault(u, ch);
    return c.json({ data: view.child(ch) });
  });

  return app;
}
