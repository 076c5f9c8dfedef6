import type { GuardName } from '@kado/domain';

/** The guards of spec §6 ('authz' | 'guestAuth' | 'affiliator' | 'verified' | 'unverified'). */
export type Guard = GuardName;

/** What every route object carries in `handle` (docs/guards.md lists the guard of each route). */
export interface RouteHandle {
  /** One guard, or several applied in order (e.g. authz then affiliator). Enforced by the guard gate (guard-gate.tsx). */
  readonly guard?: Guard | readonly Guard[];
  /** i18n key of the navbar and document title. */
  readonly titleKey: string;
}

/** The guards of a route in the order they run. */
export function routeGuards(handle: Partial<RouteHandle> | undefined): readonly Guard[] {
  const guard = handle?.guard;
  if (guard === undefined) return [];
  return typeof guard === 'string' ? [guard] : guard;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { titleKey?: unknown }).titleKey === 'string';
}
