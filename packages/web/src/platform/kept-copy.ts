// Which registries the page shows from a copy the service worker kept (issue 16 item 4, decision 0224): the worker
// stamps kept pages with <meta name="kado-kept-at"> and kept portal answers with an x-kado-kept-at header. The
// registry screen says 'Terakhir diperbarui {waktu}' while its data is such a copy; a fresh answer clears it.
import { KEPT_AT_HEADER, KEPT_AT_META, registryPageUsername } from '../sw/cache-policy';

type Listener = () => void;

/** The registry username a portal path answers for (GET v2/gifts/{username}), or null. */
export function registryOfAnswer(pathname: string): string | null {
  const match = /\/api\/v2\/gifts\/([^/?]+)$/.exec(pathname);
  return match?.[1] && match[1] !== 'address' ? decodeURIComponent(match[1]) : null;
}

export function createKeptCopies() {
  const keptAt = new Map<string, string>();
  const listeners = new Set<Listener>();
  const set = (username: string, at: string | null) => {
    if ((keptAt.get(username) ?? null) === at) return;
    if (at === null) keptAt.delete(username);
    else keptAt.set(username, at);
    listeners.forEach((l) => l());
  };
  return {
    /** Reads the stamp of the page itself (a kept registry page opened offline). */
    readDocument(doc: Pick<Document, 'querySelector'>, pathname: string): void {
      const at = doc.querySelector(`meta[name="${KEPT_AT_META}"]`)?.getAttribute('content') ?? null;
      const username = registryPageUsername(pathname);
      if (at && username) set(decodeURIComponent(username), at);
    },
    /** Wraps the portal's fetch: each registry answer says whether it came from a kept copy. */
    observe(fetchImpl: typeof fetch): typeof fetch {
      return async (input, init) => {
        const response = await fetchImpl(input, init);
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const username = registryOfAnswer(new URL(url, 'http://kado.invalid').pathname);
        if (username && response.ok) set(username, response.headers.get(KEPT_AT_HEADER));
        return response;
      };
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** When the registry on screen was kept, or null when it is fresh. */
    keptAt: (username: string): string | null => keptAt.get(username) ?? null,
  };
}

/** The app's one record: main.tsx feeds it, the registry screen reads it. */
export const keptCopies = createKeptCopies();
