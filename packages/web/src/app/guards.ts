import type { Container } from 'inversify';
import { when } from 'mobx';
import { redirect } from 'react-router-dom';
import { guardDecision, isGuardName, safeRedirect, type GuardName } from '@kado/domain';
import { SessionStore, TOKENS } from '@kado/stores';

/** The guards of spec §6 ('authz' | 'guestAuth' | 'affiliator' | 'verified' | 'unverified'). */
export type Guard = GuardName;

/** The guards of a route in the order they run (the route list and Playwright use it too). */
export { routeGuards } from './route-guards';


/**
 * A guarded route's loader step (decision 0315): waits until the stored session is known (the application lifecycle
 * restores it: app-start.ts; never a decision on a half-restored session), then asks the domain's `guardDecision` of
 * each guard in order; the first redirect is thrown as the router's redirect to a same-origin path (`safeRedirect`),
 * after logging the event the guard asks for (spec §6: authz logs a page access). The screen never renders then.
 * Spec §8 "Unknown middleware gives 500": a route naming a guard that does not exist is an error, never open.
 */
export async function checkGuards(container: Container, guards: readonly Guard[], request: Request): Promise<void> {
  if (guards.length === 0) return;
  for (const guard of guards) if (!isGuardName(guard)) throw new Error(`Unknown route guard: ${String(guard)}`);
  const session = container.get(SessionStore);
  await when(() => session.restoreStatus === 'done', { signal: request.signal });
  const url = new URL(request.url);
  const fullPath = `${url.pathname}${url.search}${url.hash}`;
  for (const guard of guards) {
    const decision = guardDecision(guard, { user: session.user, fullPath });
    if (decision.kind === 'allow') continue;
    if (decision.event) container.get(TOKENS.Analytics).event(decision.event.type, { path: decision.event.path });
    throw redirect(safeRedirect(decision.to));
  }
}
