import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { isRouteHandle, type RouteHandle } from './route-handle';

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

/**
 * A route's title through i18next (`title.<id>`): the title on its entry of the route list, registered on the instance
 * that renders it the first time it is asked for (the list arrives with its own chunk, not with the boot's texts).
 */
export function routeTitle(i18n: I18n, handle: RouteHandle): string {
  if (handle.title !== undefined && !i18n.exists(handle.titleKey)) i18n.addResource(i18n.language, 'translation', handle.titleKey, handle.title);
  return i18n.t(handle.titleKey);
}

/** The current route's title (navbar and document title). */
export function useRouteTitle(): string {
  const { i18n } = useTranslation();
  return routeTitle(i18n, useRouteMeta().handle);
}
