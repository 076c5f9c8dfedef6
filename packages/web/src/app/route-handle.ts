import type { Guard } from './guards';

/** What every route object carries in `handle` (docs/guards.md lists the guard of each route). */
export interface RouteHandle {
  /** One guard, or several applied in order (e.g. authz then affiliator). Checked by the route's loader (checkGuards). */
  readonly guard?: Guard | readonly Guard[];
  /** i18n key of the navbar and document title (`title.<id>`). */
  readonly titleKey: `title.${string}` | 'app.name';
  /** The title on the route's entry (Indonesian), served by i18next under `titleKey` (route-meta.ts, routeTitle). */
  readonly title?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { titleKey?: unknown }).titleKey === 'string';
}
