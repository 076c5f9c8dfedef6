// Live no-double-gifting (issue 16 item 1, decision 0260): when an open registry page reads again, and what.

/** A page without a change stream asks again this often while it is visible (never while hidden). */
export const LIVE_POLL_INTERVAL_MS = 15_000;
/** The first reconnect of a dropped change stream waits about this long; each failure doubles it. */
export const LIVE_RECONNECT_BASE_MS = 1_000;
/** No reconnect waits longer than this. */
export const LIVE_RECONNECT_MAX_MS = 30_000;
/**
 * A change stream that has not said 'ready' by then is given up for polling (issue 26): a browser opens about six
 * connections per site, and a stream waiting for one would hold the page's other calls behind it.
 */
export const LIVE_STREAM_OPEN_TIMEOUT_MS = 8_000;
/** A page polling because its stream could not be opened (busy portal, no free connection) tries the stream again after this. */
export const LIVE_STREAM_RETRY_MS = 60_000;

/**
 * How long to wait before reconnecting a change stream after `failures` failed attempts in a row (0 for the first
 * retry): doubling from 1 s up to 30 s, spread by `jitter` (0..1) over the upper half so that pages dropped by one
 * outage do not all come back in the same instant.
 */
export function liveReconnectDelayMs(failures: number, jitter: number): number {
  const n = Number.isFinite(failures) && failures > 0 ? Math.floor(failures) : 0;
  const ceiling = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_BASE_MS * 2 ** Math.min(n, 30));
  const spread = Number.isFinite(jitter) ? Math.min(1, Math.max(0, jitter)) : 1;
  return Math.round(ceiling / 2 + (ceiling / 2) * spread);
}

/** What a page reads again after a change: only the named gifts, or the shown list (a gift it has never seen). */
export type LiveReread =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'gifts'; readonly ids: readonly string[]; readonly registry: boolean }
  | { readonly kind: 'list'; readonly registry: boolean };

/**
 * Decides what to read again after a registry change: only the changed gifts the page shows, or the shown pages of the
 * list when a changed gift is one the page has not got (added, split from a several-unit gift, or on a page not loaded
 * yet: the list may have shifted). The registry itself (name, counts) is read again when it changed.
 */
export function liveReread(changedIds: readonly string[], registryChanged: boolean, shownIds: ReadonlySet<string>): LiveReread {
  if (changedIds.some((id) => !shownIds.has(id))) return { kind: 'list', registry: registryChanged };
  if (changedIds.length > 0) return { kind: 'gifts', ids: [...new Set(changedIds)], registry: registryChanged };
  return registryChanged ? { kind: 'gifts', ids: [], registry: true } : { kind: 'nothing' };
}

/** How a page keeps up with a registry: a change stream, polling with a validator, or nothing (hidden or closed). */
export type LiveMode = 'stream' | 'polling' | 'off';
