import type { Guard } from './guards';

/** The guards of a route (an entry of the list or a route object's handle) in the order they run. */
export function routeGuards(handle: { readonly guard?: Guard | readonly Guard[] } | undefined): readonly Guard[] {
  const guard = handle?.guard;
  if (guard === undefined) return [];
  return typeof guard === 'string' ? [guard] : guard;
}
