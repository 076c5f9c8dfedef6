import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { Container } from 'inversify';
import { runInAction } from 'mobx';
import type { Analytics, User } from '@kado/domain';
import { SessionStore, TOKENS } from '@kado/stores';
import { renderRoute, testContainer } from '../test/render';
import { RouteErrorPage } from './error-page';
import { checkGuards, routeGuards } from './guards';
import type { RouteHandle } from './route-handle';
import { createRoutes } from './routes';

// Guards are loaders that redirect (docs/guards.md, decision 0315): a guarded route's loader waits for the stored
// session, asks the domain's guardDecision and throws the redirect, so the guarded screen is never committed, not
// even for a frame. Each test records every location the router commits: the guarded one must never be among them.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class Recording implements Analytics {
  readonly events: { name: string; params: unknown }[] = [];
  pageView(): void {}
  event(name: string, params?: unknown): void {
    this.events.push({ name, params });
  }
}

const user = (fields: Partial<User>): User => ({
  id: 'u1', username: 'sari', name: 'Sari', email: 'sari@kado.test', emailVerifiedAt: '2024-01-02T00:00:00Z', phoneVerifiedAt: null,
  phone: '081234567890', createdAt: '2024-01-01T00:00:00Z', changeUsernameCount: 0, roles: [], photoUrl: null, hasAddress: true,
  ...fields,
} as User);

/** A container whose stored session is known (no tokens: a visitor), optionally given a signed-in user. */
async function containerWith(signedIn: User | null) {
  const { container } = testContainer();
  const analytics = new Recording();
  container.rebind(TOKENS.Analytics).toConstantValue(analytics);
  const session = container.get(SessionStore);
  await session.restore();
  if (signedIn) runInAction(() => session.setUser(signedIn));
  return { container, analytics, session };
}

/** Runs the real routes at `path` until the first page is decided; answers every location the router committed. */
async function navigate(container: Container, path: string) {
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [path] });
  const committed: string[] = [];
  const stop = router.subscribe((state) => {
    if (state.initialized) committed.push(`${state.location.pathname}${state.location.search}`);
  });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  stop();
  const where = `${router.state.location.pathname}${router.state.location.search}`;
  const routeId = router.state.matches.at(-1)?.route.id;
  router.dispose();
  return { where, committed, routeId };
}

describe('guards are loaders that redirect (spec §6)', () => {
  it('authz: a visitor goes to /login?from={fullPath}, the page access is logged once, the page is never entered', async () => {
    const { container, analytics } = await containerWith(null);
    const { where, committed, routeId } = await navigate(container, '/order?page=2');
    expect(where).toBe(`/login?from=${encodeURIComponent('/order?page=2')}`);
    expect(routeId).toBe('login');
    expect(committed.filter((p) => p.startsWith('/order'))).toEqual([]);
    expect(analytics.events).toEqual([{ name: 'page-access', params: { path: '/order?page=2' } }]);
  });

  it('authz: a signed-in user stays (and no event is logged)', async () => {
    const { container, analytics } = await containerWith(user({}));
    const { where, routeId } = await navigate(container, '/child');
    expect([where, routeId]).toEqual(['/child', 'child']);
    expect(analytics.events).toEqual([]);
  });

  it('guestAuth: a signed-in user is sent from /login to /; a visitor stays', async () => {
    const signedIn = await containerWith(user({}));
    const away = await navigate(signedIn.container, '/login');
    expect([away.where, away.routeId]).toEqual(['/', 'home']);
    expect(away.committed.filter((p) => p.startsWith('/login'))).toEqual([]);
    const visitor = await containerWith(null);
    expect((await navigate(visitor.container, '/login')).routeId).toBe('login');
  });

  it('affiliator (after authz): a user without the role goes to /profile; an affiliator stays; a visitor logs in first', async () => {
    const plain = await navigate((await containerWith(user({}))).container, '/report-affiliate');
    expect([plain.where, plain.routeId]).toEqual(['/profile', 'profile']);
    expect(plain.committed.filter((p) => p.startsWith('/report-affiliate'))).toEqual([]);
    const affiliator = await navigate((await containerWith(user({ roles: ['affiliator'] }))).container, '/report-affiliate');
    expect(affiliator.routeId).toBe('report-affiliate');
    const visitor = await navigate((await containerWith(null)).container, '/report-affiliate');
    expect(visitor.where).toBe('/login?from=%2Freport-affiliate');
  });

  it('verified: a visitor goes to /login, a verified user to /, an unverified one stays on the OTP page', async () => {
    const visitor = await navigate((await containerWith(null)).container, '/register/otp?via=email');
    expect([visitor.where, visitor.routeId]).toEqual(['/login', 'login']);
    expect(visitor.committed.filter((p) => p.startsWith('/register'))).toEqual([]);
    const verified = await navigate((await containerWith(user({}))).container, '/register/otp');
    expect([verified.where, verified.routeId]).toEqual(['/', 'home']);
    const unverified = await navigate((await containerWith(user({ emailVerifiedAt: null }))).container, '/register/otp');
    expect(unverified.routeId).toBe('register-otp');
  });

  it('unverified (after authz): phone but unverified goes to /guest-user?from={path}; no phone to complete registration', async () => {
    const withPhone = await navigate((await containerWith(user({ emailVerifiedAt: null }))).container, '/cart');
    expect([withPhone.where, withPhone.routeId]).toEqual(['/guest-user?from=%2Fcart', 'guest-user']);
    expect(withPhone.committed.filter((p) => p.startsWith('/cart'))).toEqual([]);
    const noPhone = await navigate((await containerWith(user({ phone: null }))).container, '/cart');
    expect([noPhone.where, noPhone.routeId]).toEqual(['/register/complete-registration-data', 'register-complete']);
  });

  it('waits for the stored session instead of deciding on a half-restored one', async () => {
    const { container } = testContainer();
    const session = container.get(SessionStore);
    const router = createMemoryRouter(createRoutes(container), { initialEntries: ['/profile'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not checked yet: nothing is decided, nothing is committed.
    expect(session.restoreStatus).toBe('idle');
    expect(router.state.initialized).toBe(false);
    // Signed in by the time the check answers: she stays.
    runInAction(() => session.setUser(user({})));
    await session.restore();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/profile');
    router.dispose();
  });
});

// Spec §8 "Unknown middleware gives 500": the app's middleware are the route guards of spec §6 (docs/guards.md).
// A route that names a guard the app does not have answers the 500 error page, never the page unguarded.
const guarded = (guard: unknown): RouteObject[] => [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    // The route table is data: a name outside GuardName can only arrive from untyped data, as here.
    handle: { titleKey: 'title.home', guard },
    loader: async ({ request }) => {
      await checkGuards(new Container(), routeGuards({ guard } as Partial<RouteHandle>), request);
      return null;
    },
    element: <p>isi halaman</p>,
  },
];

describe('guard loaders: unknown guards (spec §8)', () => {
  it.each<[unknown]>([['admin'], ['authZ'], [['authz', 'superuser']]])('a route with the unknown guard %j shows the 500 error page', async (guard) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/', { routeTable: guarded(guard) });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText('isi halaman')).toBeNull();
  });

  it('a route without a guard shows its page', async () => {
    renderRoute('/', { routeTable: guarded(undefined) });
    expect(await screen.findByText('isi halaman')).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
  });
});
