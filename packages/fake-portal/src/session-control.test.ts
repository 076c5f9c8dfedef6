import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

describe('POST /v1/login-google with dev credentials (decision 0184)', () => {
  it('logs in the account of a credential the portal minted', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const token = await portal.mintGoogleCredential('ibu.demo@kado.test');
    const res = await api.call('POST', '/v1/login-google', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.username).toBe('bunda-demo');
    expect(res.body.data.access_token).toEqual(expect.any(String));
  });

  it('creates a verified account for a new Google address, named as Google says', async () => {
    const portal = createFakePortal();
    const res = await client(portal).call('POST', '/v1/login-google', { body: { token: await portal.mintGoogleCredential('Rara.Baru@gmail.com', 'Rara Baru') } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: 'rara.baru@gmail.com', name: 'Rara Baru' });
    expect(res.body.data.user.email_verified_at).not.toBeNull();
  });

  it.each([
    ['a bare e-mail', 'ibu.demo@kado.test'],
    ['a made-up credential', 'kado-dev-google.eyJlbWFpbCI6ImlidS5kZW1vQGthZG8udGVzdCJ9.AAAA'],
    ['an empty signature', 'kado-dev-google.eyJlbWFpbCI6ImlidS5kZW1vQGthZG8udGVzdCJ9.'],
    ['garbage', '%%%.%%%.%%%'],
  ])('refuses %s with 422 and an Indonesian message', async (_name, token) => {
    const res = await client(createFakePortal()).call('POST', '/v1/login-google', { body: { token } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Token Google tidak valid', errors: { token: ['Token Google tidak valid'] } });
  });

  it("refuses another portal's credential and one whose address was changed (the secret is per portal)", async () => {
    const mine = createFakePortal();
    const other = createFakePortal();
    const foreign = await other.mintGoogleCredential('ibu.demo@kado.test');
    expect((await client(mine).call('POST', '/v1/login-google', { body: { token: foreign } })).status).toBe(422);
    const [prefix, , signature] = (await mine.mintGoogleCredential('tamu@kado.test')).split('.');
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ email: 'ibu.demo@kado.test' })).toString('base64url')}.${signature}`;
    expect((await client(mine).call('POST', '/v1/login-google', { body: { token: forged } })).status).toBe(422);
  });
});

describe('POST /api/__control/expire-tokens', () => {
  it('expires every access token now; refresh tokens stay good', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const login = await api.call('POST', '/v1/login', { body: { email: 'ibu.demo@kado.test', password: 'Rahasia123!' } });
    const other = await api.login('lama@kado.test');
    const expired = await api.call('POST', '/__control/expire-tokens', { body: {} });
    expect(expired.status).toBe(200);
    expect(expired.body.data.expired).toBe(2);
    for (const token of [login.body.data.access_token, other]) {
      const me = await api.call('GET', '/v1/me', { token });
      expect(me.status).toBe(401);
      expect(me.body.message).toBe('Sesi telah berakhir, silakan masuk kembali');
    }
    const refreshed = await api.call('POST', '/v1/refresh-token', { body: { refresh_token: login.body.data.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await api.call('GET', '/v1/me', { token: refreshed.body.data.access_token })).status).toBe(200);
  });

  it('must be sent as JSON (415 otherwise), like the other control routes', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const token = await client(portal).login('ibu.demo@kado.test');
    const res = await portal.fetch(new Request('http://kado.test/api/__control/expire-tokens', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } }));
    expect(res.status).toBe(415);
    expect((await client(portal).call('GET', '/v1/me', { token })).status).toBe(200);
  });
});
