import { useCallback, useEffect } from 'react';
import { autorun } from 'mobx';
import { RegistryLiveStore, type LiveRegistryView } from '@kado/stores';
import { useStore } from '../../app/store-context';
import { DocumentVisibility } from '../../platform/page-visibility';

/**
 * Runs `task` once the browser is idle (requestIdleCallback, at the latest after `timeout` ms), or after a short timer
 * where the browser cannot tell (a test's DOM); answers a cancel. For work the first screen does not need (decision 0345).
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 16);
  return () => clearTimeout(id);
}

/** How long the live watch may wait for an idle moment after the page mounts before it starts anyway. */
const LIVE_START_IDLE_TIMEOUT_MS = 1000;

/**
 * Keeps an open registry page live while it is shown (decision 0260): what any guest reserves, buys, chips in for or
 * cancels appears without a reload. Answers the store, whose `mode` and `connected` say how the page keeps up.
 * The watch (the change stream, its adapter's chunk, one of the browser's connections) starts once the browser is
 * idle after the page mounts, at the latest LIVE_START_IDLE_TIMEOUT_MS later: the first screen does not wait on it
 * (decision 0345).
 */
export function useLiveRegistry(username: string, view: LiveRegistryView): RegistryLiveStore {
  const live = useStore(RegistryLiveStore);
  useEffect(() => {
    if (username === '') return undefined;
    let stop: (() => void) | null = null;
    const cancel = whenIdle(() => {
      // The browser's visibility (and pagehide, issue 26) comes with the registry's screens, not with the boot file.
      stop = live.start(username, view, new DocumentVisibility());
    }, LIVE_START_IDLE_TIMEOUT_MS);
    return () => {
      cancel();
      stop?.();
    };
  }, [live, username, view]);
  return live;
}

/** The page's live state as a data attribute value: 'on' (stream open), 'stream' (connecting), 'polling' or 'off'. */
function liveState(live: RegistryLiveStore): string {
  return live.connected ? 'on' : live.mode;
}

/**
 * A ref that keeps the element's `data-live` at the page's live state (`liveState`) as it changes (issue 32): the
 * attribute is written where it is, so the screen that reads the watch is not rendered again each time the stream
 * connects (a whole registry screen, 24 ms at 4x CPU, in the idle callback that starts the watch).
 */
export function useLiveStateAttribute(live: RegistryLiveStore): (node: HTMLElement | null) => (() => void) | undefined {
  return useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    return autorun(() => {
      node.dataset['live'] = liveState(live);
    });
  }, [live]);
}
