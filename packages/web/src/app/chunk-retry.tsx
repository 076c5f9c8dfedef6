import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams, type Params, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../i18n';
import { CHUNK_RETRY_NS, chunkRetryTexts } from './chunk-retry.texts';
import { ErrorState } from '../ui/error-state';
import { Spinner } from '../ui/spinner';
import { useBackOnline } from '../ui/use-back-online';

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
export function resilientLazy(load: Lazy, arrivedLate?: (params: Params) => void): Lazy {
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
        return <ChunkRetry retry={retry} tryNow={!first} loaded={loaded} arrivedLate={arrivedLate} />;
      }
      return { Component: ChunkRetryScreen };
    }
  }) as Lazy;
}

interface ChunkRetryProps {
  readonly retry: () => Promise<ScreenModule>;
  readonly tryNow: boolean;
  readonly loaded: ScreenModule | null;
  /**
   * Told when the chunk arrives after a failure, with the route's params: a route whose screen module carries its
   * own data (`routeData`) could not have it asked for by its loader, since it travels in the chunk that failed
   * (route-objects.tsx asks for it then; the screen shows its skeleton meanwhile).
   */
  readonly arrivedLate?: ((params: Params) => void) | undefined;
}

/** The failed screen: its message and retry (also run when back online), then the real screen once it loads. */
function ChunkRetry({ retry, tryNow, loaded, arrivedLate }: ChunkRetryProps) {
  const { t } = useTranslation(CHUNK_RETRY_NS);
  const [module, setModule] = useState<ScreenModule | null>(loaded);
  const [trying, setTrying] = useState(tryNow && loaded === null);
  const params = useParams();
  const late = useRef(() => arrivedLate?.(params));
  useEffect(() => {
    late.current = () => arrivedLate?.(params);
  }, [arrivedLate, params]);
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

/**
 * The route list's chunk could not be downloaded on the way to a page (the boot file's router knows only / and
 * discovers the other routes with it: router.ts, decision 0375), so no route matches yet. The root's error page shows
 * it like a screen that could not be downloaded (`ChunkUnavailableScreen`).
 */
export class RouteListUnavailable extends Error {
  constructor(cause: unknown) {
    super('The route list did not load', { cause });
    this.name = 'RouteListUnavailable';
  }
}

/**
 * What a page whose route list did not arrive shows: the same words as a screen chunk that failed, a retry, and the
 * same address opened again by itself when the connection returns (which asks for the list again).
 */
export function ChunkUnavailableScreen() {
  const { i18n } = useTranslation();
  addPageTexts(CHUNK_RETRY_NS, chunkRetryTexts, i18n);
  const { t } = useTranslation(CHUNK_RETRY_NS);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const again = () => void navigate(`${pathname}${search}${hash}`, { replace: true });
  useBackOnline(again);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return <div className="page"><ErrorState message={t(online ? 'failed' : 'offline')} onRetry={again} /></div>;
}
