import { useEffect } from 'react';
import { RegistryLiveStore, type LiveRegistryView } from '@kado/stores';
import { useStore } from '../../app/store-context';

/**
 * Keeps an open registry page live while it is shown (decision 0260): what any guest reserves, buys, chips in for or
 * cancels appears without a reload. Answers the store, whose `mode` and `connected` say how the page keeps up.
 */
export function useLiveRegistry(username: string, view: LiveRegistryView): RegistryLiveStore {
  const live = useStore(RegistryLiveStore);
  useEffect(() => {
    if (username === '') return undefined;
    return live.start(username, view);
  }, [live, username, view]);
  return live;
}

/** The page's live state as a data attribute value: 'on' (stream open), 'stream' (connecting), 'polling' or 'off'. */
export function liveState(live: RegistryLiveStore): string {
  return live.connected ? 'on' : live.mode;
}
