import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { DEMO_OTP } from './seed';
import { client } from './test-client';

// Issue 30 item 1: sessions end when they should.
interface Pair { access_token: string; refresh_token: string }
const EMAIL = 'ibu.demo@kado.test';
const PASSWORD = 'Rahasia123!';

function setup(portal = createFakePortal()) {
  const api = client(portal);
  const login = async (password = PASSWORD): Promise<Pair> => {
    const res = await api.call<{ data: Pair }>('POST', '/v1/login', { body: { email: EMAIL, password } });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const me = async (token: string) => (await api.call('GET', '/v1/me', { token })).status;
  const refresh = async (token: string) => api.call<{ data: Pair }>('POST', '/v1/refresh-token', { body: { refresh_token: token } });
  return { portal, api, login, me, refresh };
}

describe('a password change ends every other session', () => {
  it("another device's access and refresh tokens stop working; this device stays signed in", async () => {
    const { api, login, me, refresh } = setup();
    const phone = await login();
    const laptop = await login();
    const res = await api.call('PUT', '/v1/profile/password', { token: laptop.access_token, body: { current_password: PASSWORD, password: 'BaruSekali1!', password_confirmation: 'BaruSekali1!' } });
    expect(res.status).toBe(200);
    expect(await me(phone.access_token)).toBe(401);
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect(await me(laptop.access_token)).toBe(200);
    expect((await refresh(laptop.refresh_token)).status).toBe(200);
  });
});

describe('a password reset ends every session', () => {
  it('the old sessions (access and refresh) are refused after the reset; the new password logs in', async () => {
    const { api, login, me, refresh } = setup();
    const old = await login();
    const res = await api.call('POST', '/v1/reset-password', { body: { email: EMAIL, otp: DEMO_OTP, password: 'BaruSekali1!' } });
    expect(res.status).toBe(200);
    expect(await me(old.access_token)).toBe(401);
    expect((await refresh(old.refresh_token)).status).toBe(401);
    expect(await me((await login('BaruSekali1!')).access_token)).toBe(200);
  });
});

describe('replaying a used refresh token ends its whole session', () => {
  it('the pair it was exchanged for (and every later one) is revoked; another session of the account is not', async () => {
    let at = Date.parse('2026-03-01T03:00:00Z');
    const portal = createFakePortal({ now: () => new Date(at) });
    const { login, me, refresh } = setup(portal);
    const other = await login();
    const first = await login();
    const second = (await refresh(first.refresh_token)).body.data;
    const third = (await refresh(second.refresh_token)).body.data;
    expect(await me(third.access_token)).toBe(200);
    // The thief (or the victim) sends the first refresh token again, a minute later.
    at += 60_000;
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(await me(third.access_token)).toBe(401);
    expect((await refresh(third.refresh_token)).status).toBe(401);
    expect(await me(other.access_token)).toBe(200);
  });

  it('sent again within 10 s of its exchange (two tabs racing without a shared lock) it is refused, and the session lives on', async () => {
    let at = Date.parse('2026-03-01T03:00:00Z');
    const { login, me, refresh } = setup(createFakePortal({ now: () => new Date(at) }));
    const first = await login();
    const second = (await refresh(first.refresh_token)).body.data;
    at += 5_000;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect(await me(second.access_token)).toBe(200);
    at += 6_000;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect(await me(second.access_token)).toBe(401);
  });

  it('a logout ends its session: its refresh token is refused after it', async () => {
    const { api, login, refresh } = setup();
    const pair = await login();
    const renewed = (await refresh(pair.refresh_token)).body.data;
    expect((await api.call('POST', '/v1/logout', { token: renewed.access_token })).status).toBe(200);
    expect((await refresh(renewed.refresh_token)).status).toBe(401);
  });

  it('keeps no token past its life: expired tokens are swept when a new pair is issued', async () => {
    let at = Date.parse('2026-03-01T03:00:00Z');
    const portal = createFakePortal({ now: () => new Date(at) });
    const api = client(portal);
    for (let i = 0; i < 20; i++) await api.login(EMAIL);
    at += 15 * 24 * 3600 * 1000;
    await api.login(EMAIL);
    expect(portal.state.tokens.size).toBe(2);
  });
});
