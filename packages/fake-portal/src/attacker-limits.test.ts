import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Issue 30 item 2 (decision 0420): limits aimed at attackers, not at their victims.
function movable() {
  let at = Date.parse('2026-03-01T03:00:00Z');
  const portal = createFakePortal({ now: () => new Date(at), controlRoutes: true });
  return { portal, api: client(portal), advance: (ms: number) => { at += ms; } };
}
const post = (portal: ReturnType<typeof createFakePortal>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  portal.fetch(new Request(`http://kado.test/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
const RIGHT = { email: 'ibu.demo@kado.test', password: 'Rahasia123!' };
const WRONG = { email: 'ibu.demo@kado.test', password: 'tebakan-salah' };

describe('the login back-off never refuses the owner on a device that signed in before', () => {
  it("a stranger's hundred wrong guesses hold back guesses, not the owner's phone with the right password", async () => {
    const { portal, api } = movable();
    const first = await post(portal, '/v1/login', RIGHT);
    const device = ((await first.json()) as { data: { device_token: string } }).data.device_token;
    expect(device).toMatch(/^[0-9a-f]{64}$/);
    let refused = 0;
    for (let i = 0; i < 100; i++) if ((await api.call('POST', '/v1/login', { body: WRONG })).status === 429) refused++;
    expect(refused).toBeGreaterThan(90);
    expect((await post(portal, '/v1/login', RIGHT)).status).toBe(429); // a new device waits
    const owner = await post(portal, '/v1/login', RIGHT, { 'x-device-token': device });
    expect(owner.status).toBe(200);
    // Even the client address's own counter (100 failures) does not hold back the known device.
    for (let i = 0; i < 5; i++) expect((await post(portal, '/v1/login', RIGHT, { 'x-device-token': device })).status).toBe(200);
    // A known device with a wrong password is counted and slowed like anyone.
    expect((await post(portal, '/v1/login', WRONG, { 'x-device-token': device })).status).toBe(429);
    // Another account's device token is not this account's.
    const other = ((await (await post(portal, '/v1/login', { email: 'baru@kado.test', password: 'Rahasia123!' })).json()) as { data: { device_token: string } }).data.device_token;
    expect((await post(portal, '/v1/login', RIGHT, { 'x-device-token': other })).status).toBe(429);
  });

  it('one counter per account: guesses typed as the e-mail and as the phone number add up', async () => {
    const { portal, api } = movable();
    const phone = portal.state.users.find((u) => u.email === 'ibu.demo@kado.test')!.phone!;
    for (let i = 0; i < 3; i++) expect((await api.call('POST', '/v1/login', { body: WRONG })).status).toBe(422);
    for (let i = 0; i < 2; i++) expect((await api.call('POST', '/v1/login', { body: { phone, password: 'tebakan-salah' } })).status).toBe(422);
    expect((await api.call('POST', '/v1/login', { body: { phone, password: 'tebakan-lain' } })).status).toBe(429);
  });
});

describe('forgot-password, register and OTP sends cannot be used to enumerate', () => {
  it('forgot-password answers the same for an unknown address, and the reset refuses its code the same way', async () => {
    const { api } = movable();
    const known = await api.call('POST', '/v1/forgot-password', { body: { email: 'ibu.demo@kado.test' } });
    const unknown = await api.call('POST', '/v1/forgot-password', { body: { email: 'tidak.ada@kado.test' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const code = await api.call('POST', '/v1/reset-password/verify-otp', { body: { email: 'tidak.ada@kado.test', otp: '123456' } });
    expect(code.status).toBe(422);
    expect(code.body).toEqual({ message: 'Kode OTP salah', errors: { otp: ['Kode OTP salah'] } });
  });

  it('forgot-password for unknown addresses is limited per address typed and per client', async () => {
    const { api } = movable();
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/v1/forgot-password', { body: { email: 'tidak.ada@kado.test' } })).status).toBe(200);
    expect((await api.call('POST', '/v1/forgot-password', { body: { email: 'tidak.ada@kado.test' } })).status).toBe(429);
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) limited = (await api.call('POST', '/v1/forgot-password', { body: { email: `orang${i}@kado.test` } })).status === 429;
    expect(limited).toBe(true);
  });

  it('register is limited per e-mail or phone tried and per client address', async () => {
    const { api, advance } = movable();
    const taken = { name: 'Coba', email: 'ibu.demo@kado.test', phone: '081200000001', password: 'Rahasia123!' };
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/v1/register', { body: taken })).status).toBe(422);
    expect((await api.call('POST', '/v1/register', { body: taken })).status).toBe(429);
    advance(15 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await api.call('POST', '/v1/register', { body: { ...taken, email: `calon${i}@kado.test`, phone: `08120000${String(1000 + i)}` } })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('OTP sends are limited per target number, not only per account', async () => {
    const { portal, api } = movable();
    const a = await api.login('baru@kado.test');
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/v1/resend-otp/whatsapp', { token: a, body: {} })).status).toBe(200);
    // Another account set to the same number does not get five more codes sent to it.
    const phone = portal.state.users.find((u) => u.email === 'baru@kado.test')!.phone!;
    const other = portal.state.users.find((u) => u.email === 'lama@kado.test')!;
    other.phone = phone;
    const b = await api.login('lama@kado.test');
    expect((await api.call('POST', '/v1/resend-otp/whatsapp', { token: b, body: {} })).status).toBe(429);
  });
});

describe('the limiter keeps no counter past its window', () => {
  it('21,000 made-up addresses leave at most ten thousand counters once the first 12,000 windows pass', async () => {
    const { portal, api, advance } = movable();
    for (let i = 0; i < 12_000; i++) portal.limits.hit('resetAccount', `x${i}@kado.test`);
    advance(16 * 60_000);
    for (let i = 0; i < 9_000; i++) portal.limits.hit('resetAccount', `y${i}@kado.test`);
    expect(portal.limits.size).toBeLessThanOrEqual(10_000);
    expect((await api.call('POST', '/v1/forgot-password', { body: { email: 'ibu.demo@kado.test' } })).status).toBe(200);
  });
});
