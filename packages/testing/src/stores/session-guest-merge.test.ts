import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, portalHarness } from '../kits/portal-harness';

// Spec §4: the guest id is sent with session records while not logged in and merged on login or guest sign-in
// (spec §7: POST v1/sessions/merge {guest_id}).

function harnessWithMergeBodies() {
  const merges: unknown[] = [];
  const h = portalHarness({
    network: async (request, next) => {
      if (new URL(request.url).pathname.endsWith('/v1/sessions/merge')) merges.push(await request.clone().json());
      return next(request);
    },
  });
  return { ...h, merges };
}

describe('SessionStore merges the guest’s sessions (spec §4 guest id)', () => {
  it('on login: POST v1/sessions/merge with the guest id, and the guest’s records become the user’s', async () => {
    const h = harnessWithMergeBodies();
    const session = h.session();
    const guestId = session.guestId;
    await h.gateways.SessionGateway.record('/search?keyword=popok', guestId);
    expect(await session.login({ email: 'ibu.demo@kado.test', password: DEMO_PASSWORD })).toBe(true);
    await vi.waitFor(() => expect(h.merges).toEqual([{ guest_id: guestId }]));
    const userId = Number(session.user?.id);
    await vi.waitFor(() => expect(h.portal.state.sessions.filter((s) => s.path === '/search?keyword=popok').map((s) => [s.guest_id, s.user_id])).toEqual([[null, userId]]));
  });

  it('on guest sign-in: the same merge with the guest id', async () => {
    const h = harnessWithMergeBodies();
    const session = h.session();
    const guestId = session.guestId;
    expect(await session.registerGuest({ name: 'Tante Ani', email: 'tante.ani@kado.test' })).toBe(true);
    await vi.waitFor(() => expect(h.merges).toEqual([{ guest_id: guestId }]));
  });

  it('no merge while nothing signs in (a refused login)', async () => {
    const h = harnessWithMergeBodies();
    const session = h.session();
    expect(await session.login({ email: 'ibu.demo@kado.test', password: 'salah-sekali' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.merges).toEqual([]);
  });
});
