import { Hono } from 'hono';
import { addressRequest, shipToQuery, districtQuery } from '@kado/contract';
import type { Portal } from '../context';
import { currentActor, requireUser } from '../context';
import { notFound } from '../errors';
import type { Presenters } from '../present';
import { giverShipToLabel } from '../ship-to';
import type { AddressRec, UserRec } from '../state';
import { nextId } from '../state';
import { checkBody, pathId, checkQuery, readJson, type Body } from '../validate';

/** Saved addresses and districts (docs/api-contract.md "Addresses"). Another user's address answers 404. */
export function addressRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  const mine = (u: UserRec) => st().addresses.filter((a) => a.user_id === u.id).sort((a, b) => Number(b.primary) - Number(a.primary) || a.id - b.id);
  const own = (u: UserRec, id: number): AddressRec => {
    const a = st().addresses.find((x) => x.id === id && x.user_id === u.id);
    if (!a) throw notFound('Alamat tidak ditemukan');
    return a;
  };
  const fields = (body: Body) => {
    const { fields: f, v } = checkBody(addressRequest, body);
    if (f.district_id !== undefined && !st().districts.some((d) => d.id === f.district_id)) v.add('district_id', 'Kecamatan tidak ditemukan');
    return { f, v };
  };
  const makePrimary = (u: UserRec, a: AddressRec) => {
    for (const x of st().addresses) if (x.user_id === u.id) x.primary = x.id === a.id;
  };

  app.get('/v1/profile/user-address', (c) => {
    const u = requireUser(portal, c);
    return c.json({ data: { rows: mine(u).map(view.address) } });
  });

  app.post('/v1/profile/user-address', async (c) => {
    const u = requireUser(portal, c);
    const { f, v } = fields(await readJson(c));
    v.done();
    const a: AddressRec = { id: nextId(st(), 'addresses'), user_id: u.id, primary: false, district_id: f.district_id!, address: f.address!, address_label: f.address_label!, receiver_name: f.receiver_name!, receiver_phone: f.receiver_phone!, postal_code: f.postal_code!, created_at: portal.now().toISOString() };
    const first = mine(u).length === 0;
    st().addresses.push(a);
    if (first || f.primary) makePrimary(u, a);
    return c.json({ data: view.address(a) }, 201);
  });

  app.get('/v1/profile/user-address/:id', (c) => {
    const u = requireUser(portal, c);
    return c.json({ data: view.address(own(u, pathId(c))) });
  });

  app.put('/v1/profile/user-address/:id', async (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const { f, v } = fields(await readJson(c));
    v.done();
    const a = own(u, id);
    Object.assign(a, { district_id: f.district_id!, address: f.address!, address_label: f.address_label!, receiver_name: f.receiver_name!, receiver_phone: f.receiver_phone!, postal_code: f.postal_code! });
    // Spec §4: a new primary address unsets the previous one. Unsetting the only primary is ignored.
    if (f.primary) makePrimary(u, a);
    return c.json({ data: view.address(a) });
  });

  app.delete('/v1/profile/user-address/:id', (c) => {
    const u = requireUser(portal, c);
    const a = own(u, pathId(c));
    st().addresses = st().addresses.filter((x) => x.id !== a.id);
    const rest = mine(u);
    if (a.primary && rest.length) makePrimary(u, [...rest].sort((x, y) => x.created_at.localeCompare(y.created_at) || x.id - y.id)[0]!);
    return c.json({ data: { id: a.id } });
  });

  app.get('/v1/order-group/address-book', (c) => {
    const actor = currentActor(portal, c);
    const viewer = actor.user;
    const { key } = checkQuery(c, shipToQuery);
    const owner = st().users.find((x) => x.username === key!.toLowerCase());
    const r = owner ? st().registries.find((x) => x.user_id === owner.id) : undefined;
    if (!owner || !r || (!r.is_public && viewer?.id !== owner.id)) throw notFound('Registry tidak ditemukan');
    // One ship-to label at the level the viewer may see (masked, area or full: the giver who holds one of its gifts
    // from another shop sees it full when the address is shown, decision 0530); none without a primary address.
    const label = giverShipToLabel(st(), owner.id, actor);
    return c.json({ data: { rows: label ? [label] : [] } });
  });

  app.get('/v1/districts', (c) => {
    const name = (checkQuery(c, districtQuery)['filter[name]'] ?? '').toLowerCase();
    const rows = st().districts.filter((d) => `${d.name} ${d.city} ${d.province}`.toLowerCase().includes(name));
    return c.json({ data: { rows } });
  });

  return app;
}
