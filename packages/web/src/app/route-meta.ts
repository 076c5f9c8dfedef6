import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from './guards';

interface RouteMeta {
  /** The id of the deepest matched route (e.g. 'registry-setting'). */
  readonly id: string;
  readonly handle: RouteHandle;
  readonly params: Readonly<Record<string, string | undefined>>;
}

const FALLBACK: RouteHandle = { titleKey: 'app.name' };

/** The deepest matched route that carries a handle: what the current screen is. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) return { id: match.id, handle: match.handle, params: match.params };
  }
  const last = matches[matches.length - 1];
  return { id: last?.id ?? 'root', handle: FALLBACK, params: last?.params ?? {} };
}
