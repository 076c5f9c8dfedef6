import { externalProofRequest, surpriseRequest, thankedRequest } from '@kado/contract';
import { Hono } from 'hono';
import { checkExternalProof, checkSurpriseSettings, formatDateId, type OwnerSight } from '@kado/domain';
import type { Portal } from '../context';
import { currentUser, requireActor, requireUser } from '../context';
import { fieldError, forbidden, notFound, PortalError } from '../errors';
import { canSeeRegistry, ensureRegistry, isHolder } from '../gift-rules';
import {
  sightOf, surpriseRecOf, surpriseSettingsOf, syncProofStatus, takenCount, thankYouRows,
} from '../follow-up';
import type { Presenters } from '../present';
import type { SurpriseRec, UserRec } from '../state';
import { checkBody, pathId, readJson } from '../validate';


/**
 * Surprise mode, proof of an outside purchase and the thank-you list (docs/api-contract.md "After the gift",
 * decisions 0265-0267). Every answer to the owner goes through the domain's `ownerSight` at the portal's clock.
 */
export function followUpRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  const surpriseWire = (rec: SurpriseRec, sight: OwnerSight) => ({
    is_enabled: rec.enabled, hide_taken: rec.hide_taken, reveal_on: rec.reveal_on, due_date: rec.due_date,
    reveal_at: sight.revealAtMs === null ? null : new Date(sight.revealAtMs).toISOString(),
    // What the owner may see now: names (who gave what), and whether gifts are taken; the count only when allowed.
    is_names_hidden: !sight.names, is_taken_hidden: !sight.taken,
    taken_count: sight.taken ? takenCount(st(), rec.owner_id) : null,
  });
  const mySurprise = (u: UserRec) => surpriseWire(surpriseRecOf(st(), u.id), sightOf(st(), u.id, portal.now()));

  app.get('/v2/gifts/surprise', (c) => {
    const u = requireUser(portal, c);
    ensureRegistry(st(), u);
    return c.json({ data: mySurprise(u) });
  });

  app.put('/v2/gifts/surprise', async (c) => {
    const u = requireUser(portal, c);
    const { fields: f, v } = checkBody(surpriseRequest, await readJson(c));
    v.done();
    const enabled = f.is_enabled;
    const hideTaken = f.hide_taken ?? false;
    const revealOn = f.reveal_on ?? null;
    const dueDate = f.due_date ?? null;
    const settings = { enabled: enabled!, hideTaken, revealOn, dueDate };
    const errors = checkSurpriseSettings(settings, portal.now().getTime());
    const fields = Object.entries(errors);
    if (fields.length > 0) throw new PortalError(422, fields[0]![1], Object.fromEntries(fields.map(([k, m]) => [k, [m]])));
    ensureRegistry(st(), u);
    st().surprises.set(u.id, { owner_id: u.id, enabled: settings.enabled, hide_taken: hideTaken, reveal_on: revealOn, due_date: dueDate });
    return c.json({ data: mySurprise(u) });
  });

  // For givers: whether the owner's surprise is on and until when (no names, no counts), so 'reveal' can say when.
  app.get('/v2/gifts/:username/surprise', (c) => {
    const viewer = currentUser(portal, c);
    const owner = st().users.find((x) => x.username === c.req.param('username').toLowerCase());
    if (!owner || !st().registries.some((r) => r.user_id === owner.id) || !canSeeRegistry(st(), owner.id, viewer)) throw notFound('Registry tidak ditemukan');
    const sight = sightOf(st(), owner.id, portal.now());
    const settings = surpriseSettingsOf(st(), owner.id);
    return c.json({ data: { is_active: !sight.names, reveal_at: settings.enabled && sight.revealAtMs !== null ? new Date(sight.revealAtMs).toISOString() : null } });
  });

  const hiddenUntil = (sight: OwnerSight): PortalError => {
    const day = sight.revealAtMs === null ? null : formatDateId(new Date(sight.revealAtMs).toISOString());
    return new PortalError(403, day ? `Mode kejutan aktif: nama pemberi terlihat mulai ${day}` : 'Mode kejutan aktif: nama pemberi disembunyikan');
  };

  app.get('/v2/gifts/thank-you', (c) => {
    const u = requireUser(portal, c);
    const sight = sightOf(st(), u.id, portal.now());
    if (!sight.names) {
      // The owner's browser receives no name before the reveal: only the count she may see.
      return c.json({ data: { is_hidden: true, reveal_at: sight.revealAtMs === null ? null : new Date(sight.revealAtMs).toISOString(), taken_count: sight.taken ? takenCount(st(), u.id) : null, rows: [] } });
    }
    return c.json({ data: { is_hidden: false, reveal_at: null, taken_count: takenCount(st(), u.id), rows: thankYouRows(st(), u.id) } });
  });

  app.put('/v2/gifts/thank-you/:giverId', async (c) => {
    const u = requireUser(portal, c);
    const giverId = c.req.param('giverId');
    const { fields: { is_thanked: thanked }, v } = checkBody(thankedRequest, await readJson(c));
    v.done();
    const sight = sightOf(st(), u.id, portal.now());
    if (!sight.names) throw hiddenUntil(sight);
    const row = thankYouRows(st(), u.id).find((r) => r.id === giverId);
    if (!row) throw notFound('Pemberi kado tidak ditemukan');
    const key = `${u.id}:${giverId}`;
    if (thanked) st().thanked.add(key);
    else st().thanked.delete(key);
    return c.json({ data: { ...row, is_thanked: thanked! } });
  });

  app.post('/v2/gift-products/:id/external-proof', async (c) => {
    const actor = requireActor(portal, c);
    const id = pathId(c);
    const { fields: { courier, awb }, v } = checkBody(externalProofRequest, await readJson(c));
    v.done();
    const g = st().gifts.find((x) => x.id === id);
    if (!g || (g.owner_id !== actor.user?.id && (g.is_private || !canSeeRegistry(st(), g.owner_id, actor.user)))) throw notFound('Kado tidak ditemukan');
    if (!g.external) throw fieldError('gift_product_id', 'Resi hanya untuk kado yang dibeli di toko lain');
    if (!g.is_purchase || !isHolder(g.reserved_by, actor)) throw forbidden('Hanya pemberi yang membeli kado ini yang dapat menambahkan resi');
    // The same rule as the giver's form (the domain's checkExternalProof), so the messages match.
    const proof = checkExternalProof({ courier: courier!, awb: awb! });
    if (!proof.ok) {
      const fields = Object.entries(proof.errors);
      throw new PortalError(422, fields[0]![1], Object.fromEntries(fields.map(([k, m]) => [k, [m]])));
    }
    st().proofs = st().proofs.filter((p) => p.gift_id !== g.id);
    st().proofs.push({ gift_id: g.id, courier: proof.courier, awb: proof.awb, giver_key: actor.key, created_at: portal.now().toISOString() });
    syncProofStatus(st(), g);
    return c.json({ data: view.gift(g, actor) });
  });

  return app;
}
