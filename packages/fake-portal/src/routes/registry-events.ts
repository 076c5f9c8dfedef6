import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { streamSSE } from 'hono/streaming';
import type { Actor, Portal } from '../context';
import { currentActor } from '../context';
import { jsonResponse, MSG, notFound } from '../errors';
import { canSeeRegistry } from '../gift-rules';
import type { Presenters } from '../present';
import { hash32 } from '../seed/prng';
import { LIVE_STREAMS_RETRY_AFTER_S } from '../live-streams';
import { clientAddress } from '../rate-limit';
import type { UserRec } from '../state';

/** A burst of writes within this is one change (the 2 s promise of decision 0260 holds with room to spare). */
const REGISTRY_EVENTS_COALESCE_MS = 150;
/** A write the client has not taken within this means the client is gone: the stream ends and frees its place. */
const REGISTRY_EVENTS_WRITE_TIMEOUT_MS = 10_000;
/** A comment line this often keeps proxies and phones from closing an idle stream. */
const REGISTRY_EVENTS_PING_MS = 15_000;
/** What a browser waits before reconnecting when the stream ends (the SSE `retry` field). */
const REGISTRY_EVENTS_RETRY_MS = 2_000;

/** What the requester can read of a registry now: the registry answer and each gift answer, keyed by gift id. */
interface Snapshot {
  readonly registry: string;
  readonly gifts: ReadonlyMap<number, string>;
  readonly version: string;
}

/**
 * Live registry changes (decision 0260): `GET /v1/registry/{username}/events` is a server-sent event stream telling an
 * open page which gifts changed, and the registry reads answer an ETag (and 304 to a matching `If-None-Match`) for
 * pages that poll instead. The stream is built from the very answers the requester could read (the registry and its
 * gifts, as the public or the owner's registry answer shows them), so it never reveals more than they do; a registry
 * the requester may not see answers 404, like the registry read. A stream sleeps until the portal writes (issue 26):
 * it compares only then, and pings every 15 s so that a client gone away is noticed and its place freed.
 */
export function registryEventRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  // Mounted before the registry routes, so these validators wrap the registry read and its gift pages.
  const validator = etag({ weak: true });
  app.use('/v2/gifts/:id', validator);
  app.use('/v2/gift-products/:userSlug', validator);

  const ownerOf = (username: string): UserRec | undefined => st().users.find((u) => u.username === username.toLowerCase());

  /** The requester's view of the registry, or null when she may not see it (private, gone, renamed). */
  const snapshot = (ownerId: number, actor: Actor): Snapshot | null => {
    const r = st().registries.find((x) => x.user_id === ownerId);
    if (!r || !canSeeRegistry(st(), ownerId, actor.user)) return null;
    const isOwner = actor.user?.id === ownerId;
    const registry = JSON.stringify(view.registry(r, actor.user?.id ?? null));
    const gifts = new Map<number, string>();
    for (const g of st().gifts) {
      if (g.owner_id === ownerId && (isOwner || !g.is_private)) gifts.set(g.id, JSON.stringify(view.gift(g, actor)));
    }
    const all = [registry, ...[...gifts].map(([id, text]) => `${id}:${text}`)].join('\n');
    return { registry, gifts, version: `${hash32(all).toString(36)}-${all.length.toString(36)}` };
  };

  const changedIds = (before: Snapshot, after: Snapshot): number[] => {
    const ids = new Set<number>();
    for (const [id, text] of after.gifts) if (before.gifts.get(id) !== text) ids.add(id);
    for (const id of before.gifts.keys()) if (!after.gifts.has(id)) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  };

  app.get('/v1/registry/:username/events', (c) => {
    const actor = currentActor(portal, c);
    const owner = ownerOf(c.req.param('username'));
    const first = owner ? snapshot(owner.id, actor) : null;
    if (!owner || !first) throw notFound('Registry tidak ditemukan');
    // Caps per client and in total (issue 26, decision 0390): past them a clear answer, and the page polls instead.
    const place = portal.live.tryOpen(clientAddress(c));
    if ('refused' in place) {
      const res = jsonResponse({ message: MSG.liveStreamsBusy }, place.refused === 'client' ? 429 : 503);
      res.headers.set('Retry-After', String(LIVE_STREAMS_RETRY_AFTER_S));
      return res;
    }
    // The stream ends when the client goes (the request's signal), when a write fails, or when it is cancelled.
    const ended = new AbortController();
    const end = () => ended.abort();
    c.req.raw.signal.addEventListener('abort', end, { once: true });
    const res = streamSSE(c, async (stream) => {
      stream.onAbort(end);
      const gone = () => ended.signal.aborted || stream.aborted || stream.closed;
      /** A write that does not come back within the ping interval is a client that went away. */
      const send = async (write: () => Promise<unknown>): Promise<boolean> => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REGISTRY_EVENTS_WRITE_TIMEOUT_MS)));
        const outcome = await Promise.race([write().then(() => 'ok' as const), late]);
        clearTimeout(timer);
        if (outcome === 'late') end();
        return !gone();
      };
      try {
        let last = first;
        if (!(await send(() => stream.writeSSE({ event: 'ready', id: last.version, retry: REGISTRY_EVENTS_RETRY_MS, data: JSON.stringify({ version: last.version }) })))) return;
        let seen = portal.live.version;
        while (!gone()) {
          // Asleep until a write anywhere in the portal, or the ping interval: no work for an idle stream.
          await portal.live.waitForChange(seen, REGISTRY_EVENTS_PING_MS, ended.signal);
          if (gone()) break;
          if (portal.live.version === seen) {
            // Quiet: a comment keeps proxies from closing the stream, and tells a dead client apart.
            if (!(await send(() => stream.write(': ping\n\n')))) break;
          } else {
            // Several writes in a row (a checkout) are read as one change.
            await stream.sleep(REGISTRY_EVENTS_COALESCE_MS);
            if (gone()) break;
          }
          seen = portal.live.version;
          const now = snapshot(owner.id, actor);
          if (now === null) {
            // Made private, or the viewer lost access: say so once and end, revealing nothing else.
            await send(() => stream.writeSSE({ event: 'gone', data: '{}' }));
            break;
          }
          if (now.version !== last.version) {
            const data = { version: now.version, gift_ids: changedIds(last, now), registry: now.registry !== last.registry };
            last = now;
            if (!(await send(() => stream.writeSSE({ event: 'change', id: now.version, data: JSON.stringify(data) })))) break;
          }
        }
      } finally {
        c.req.raw.signal.removeEventListener('abort', end);
        place.release();
      }
    });
    // The app server compresses text answers; an event stream must reach the page a line at a time.
    res.headers.set('Cache-Control', 'no-cache, no-transform');
    res.headers.set('X-Accel-Buffering', 'no');
    return res;
  });

  return app;
}
