import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useMatches, useParams, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../i18n';
import { CHUNK_RETRY_NS, chunkRetryTexts } from './chunk-retry.texts';
import { ErrorState } from '../ui/error-state';
import { Spinner } from '../ui/spinner';
import { ROUTE_ENTRIES } from './route-table';
import type { ScreenData } from './route-data';
import { useContainer } from './store-context';
import { screenImport } from './routes';

type Lazy = NonNullable<RouteObject['lazy']>;
/** What a screen chunk exports: its route Component. */
interface ScreenModule { readonly Component?: ComponentType }

addPageTexts(CHUNK_RETRY_NS, chunkRetryTexts);

/**
 * A route's lazy import that never fails for good (issue 17, decision 0251). React Router keeps the promise of a
 * route's `lazy` for the whole session, a rejection included, so a chunk that failed once (offline, a dropped
 * connection) would fail on every later visit. Here a failed import resolves instead with a screen that says so in
 * Indonesian, with a retry, that tries again by itself when the connection returns and on every later visit; once
 * the chunk arrives it shows the real screen (and every later visit shows it at once).
 */
export function resilientLazy(load: Lazy): Lazy {
  let loaded: ScreenModule | null = null;
  /** The import is tried again now; a module without a Component (an import Vite handed to a reload) counts as failed. */
  const retry = async (): Promise<ScreenModule> => {
    const module = (await (load as () => Promise<ScreenModule | undefined>)()) ?? null;
    if (!module?.Component) throw new Error('Screen chunk did not load');
    loaded = module;
    return module;
  };
  return (async () => {
    try {
      return await retry();
    } catch {
      let fresh = true;
      function ChunkRetryScreen() {
        // The first render follows the failure that brought it here: show it; a later visit tries again at once.
        const [first] = useState(() => {
          const was = fresh;
          fresh = false;
          return was;
        });
        return <ChunkRetry retry={retry} tryNow={!first} loaded={loaded} />;
      }
      return { Component: ChunkRetryScreen };
    }
  }) as Lazy;
}

interface ChunkRetryProps {
  readonly retry: () => Promise<ScreenModule>;
  readonly tryNow: boolean;
  readonly loaded: ScreenModule | null;
}

/**
 * The route's loader could not ask for its screen's own data (`routeData`: it travels in the chunk that failed), so
 * it is asked for once the chunk arrives; the screen shows its skeleton meanwhile. A route whose data is in
 * ROUTE_DATA (boot) had it asked for by its loader.
 */
function useLateScreenData(): () => void {
  const container = useContainer();
  const params = useParams();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id;
  return useCallback(() => {
    const entry = ROUTE_ENTRIES.find((e) => e.id === id);
    if (!entry || entry.data || !container) return;
    const load = screenImport(entry.screen) as () => Promise<{ readonly routeData?: ScreenData }>;
    void load()
      .then((module) => module.routeData?.[entry.component ?? 'Component']?.(container, params, { returning: false }))
      .catch(() => undefined);
  }, [container, id, params]);
}

/** The failed screen: its message and retry (also run when back online), then the real screen once it loads. */
function ChunkRetry({ retry, tryNow, loaded }: ChunkRetryProps) {
  const { t } = useTranslation(CHUNK_RETRY_NS);
  const [module, setModule] = useState<ScreenModule | null>(loaded);
  const [trying, setTrying] = useState(tryNow && loaded === null);
  const lateData = useLateScreenData();
  const late = useRef(lateData);
  useEffect(() => {
    late.current = lateData;
  }, [lateData]);
  const arrived = useCallback((screen: ScreenModule) => {
    late.current();
    setModule(screen);
  }, []);
  const attempt = useCallback(() => {
    setTrying(true);
    retry().then(arrived, () => setTrying(false));
  }, [retry, arrived]);
  useEffect(() => {
    // `trying` starts true in this case, so only the answer sets state.
    if (tryNow && loaded === null) retry().then(arrived, () => setTrying(false));
  }, [tryNow, loaded, retry, arrived]);
  const Screen = module?.Component;
  if (Screen) return <Screen />;
  // Plain markup, not RouteScreen: this file is in the boot chunk, and the navbar's code is not.
  if (trying) return <div className="page"><Spinner /></div>;
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return <div className="page"><ErrorState message={t(online ? 'failed' : 'offline')} onRetry={attempt} /></div>;
}
