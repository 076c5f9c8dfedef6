import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { guardDecision, isGuardName, type GuardDecision } from '@kado/domain';
import { SessionStore } from '@kado/stores';
import { Spinner } from '../ui';
import { isRouteHandle, routeGuards, type Guard } from './guards';
import { useStore } from './store-context';
import { useAnalytics } from './analytics-context';

/** The guards of every matched route, outermost first, each once. */
function useMatchedGuards(): readonly Guard[] {
  const matches = useMatches();
  const guards: Guard[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    for (const guard of routeGuards(match.handle)) {
      // Spec §8 "Unknown middleware gives 500": a route naming a guard that does not exist is an error, never open.
      if (!isGuardName(guard)) throw new Error(`Unknown route guard: ${String(guard)}`);
      if (!guards.includes(guard)) guards.push(guard);
    }
  }
  return guards;
}

/** The first redirect among the route's guards (spec §6), or allow. */
export function decideGuards(
  guards: readonly Guard[],
  user: Parameters<typeof guardDecision>[1]['user'],
  fullPath: string,
): GuardDecision {
  for (const guard of guards) {
    const decision = guardDecision(guard, { user, fullPath });
    if (decision.kind === 'redirect') return decision;
  }
  return { kind: 'allow' };
}

/**
 * Enforces the guards declared on the matched routes (docs/guards.md) with the domain's pure decision.
 * While the stored session is being checked, a guarded page waits instead of bouncing to /login.
 */
export const GuardGate = observer(function GuardGate({ children }: { readonly children: ReactNode }) {
  const session = useStore(SessionStore);
  const analytics = useAnalytics();
  const guards = useMatchedGuards();
  const { pathname, search, hash } = useLocation();
  const fullPath = `${pathname}${search}${hash}`;
  const waiting = guards.length > 0 && session.restoreStatus !== 'done';
  const decision = waiting ? ({ kind: 'allow' } as const) : decideGuards(guards, session.user, fullPath);
  const event = decision.kind === 'redirect' ? decision.event : undefined;
  const eventType = event?.type;
  const eventPath = event?.path;

  useEffect(() => {
    // Spec §6: authz logs a page-access event when it turns a visitor away; once per turn-away, not per render
    // (each render decides anew, so the effect follows the event's values, not its object).
    if (eventType !== undefined && eventPath !== undefined) analytics.event(eventType, { path: eventPath });
  }, [eventType, eventPath, analytics]);

  if (waiting) return <Spinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
});
