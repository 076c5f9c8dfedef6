import { Hono } from 'hono';
import {
  changePasswordRequest, forgotPasswordRequest, googleLoginRequest, loginRequest, PHONE_PATTERN as PHONE, profileRequest, refreshRequest, registerGuestRequest, registerRequest, resetCodeRequest, resetPasswordRequest, verifyOtpRequest,
} from '@kado/contract';
import type { Context } from 'hono';
import type { Portal } from '../context';
import { ACCESS_TTL_S, REFRESH_TTL_S, requireUser } from '../context';
import { fieldError, unauthenticated } from '../errors';
import type { Presenters } from '../present';
import { DEMO_OTP } from '../seed';
import type { UserRec } from '../state';
import { nextId } from '../state';
import { checkBody, Checker, readJson } from '../validate';
import { clientAddress } from '../rate-limit';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How long after its exchange a refresh token sent again is taken for two tabs racing, not a theft (decision 0421). */
const REPLAY_GRACE_MS = 10_000;

const normalisePhone = (p: string): string => p.replace(/[\s-]/g, '').replace(/^(\+62|62)/, '0');

/** Login, registration, OTP, profile and password (docs/api-contract.md "Auth and profile"). */
export function authRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  /**
   * A new access and refresh pair of one session (`family`: a login starts one, a refresh keeps it). Expired tokens
   * and spent refresh records are swept first, so the maps stay bounded by the live sessions.
   */
  const issue = (u: UserRec, family: string = portal.mintToken()) => {
    const now = portal.now().getTime();
    for (const [t, rec] of st().tokens) if (rec.expires_at <= now) st().tokens.delete(t);
    for (const [t, rec] of st().spentRefresh) if (rec.expires_at <= now) st().spentRefresh.delete(t);
    const access = portal.mintToken();
    const refresh = portal.mintToken();
    st().tokens.set(access, { user_id: u.id, kind: 'access', expires_at: now + ACCESS_TTL_S * 1000, pair: refresh, family });
    st().tokens.set(refresh, { user_id: u.id, kind: 'refresh', expires_at: now + REFRESH_TTL_S * 1000, pair: access, family });
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: ACCESS_TTL_S, refresh_expires_in: REFRESH_TTL_S, user: view.user(u) };
  };
  /** Ends every session the predicate names: their tokens and their spent refresh records. */
  const revoke = (which: (rec: { user_id: number; family: string }) => boolean) => {
    const families = new Set<string>();
    for (const [t, rec] of st().tokens) if (which(rec)) { families.add(rec.family); st().tokens.delete(t); }
    for (const [t, rec] of st().spentRefresh) if (families.has(rec.family)) st().spentRefresh.delete(t);
  };
  /** The session of the bearer's access token. */
  const familyOf = (c: Context): string | undefined => st().tokens.get(bearer(c) ?? '')?.family;
  const byLogin = (login: string): UserRec | undefined => {
    const l = login.toLowerCase();
    return st().users.find((u) => u.email?.toLowerCase() === l || (u.phone !== null && PHONE.test(normalisePhone(login)) && u.phone === normalisePhone(login)));
  };
  const uniqueUsername = (base: string): string => {
    const root = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 20) || 'bunda';
    let name = root;
    for (let i = 2; st().users.some((u) => u.username === name); i++) name = `${root}-${i}`;
    return name;
  };
  const bearer = (c: Context): string | null =>
    /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1] ?? null;

  app.post('/v1/login', async (c) => {
    const body = await readJson(c);
    const { fields, v } = checkBody(loginRequest, body);
    // The e-mail when one is sent, else the phone number: one of them is needed.
    const field = v.has('email') ? 'email' : 'phone';
    const login = v.has('email') ? fields.email : fields.phone;
    if (login === undefined && !v.refused(field)) v.add(field, 'Email atau nomor HP wajib diisi');
    const password = fields.password;
    v.done();
    // Issue 30 (decision 0420): one back-off counter per account (its user id, whichever of e-mail or phone is typed),
    // and one per client address; a device that signed in to the account before gets in with the right password
    // whatever strangers have tried.
    const u = byLogin(login!);
    const account = u ? `u:${u.id}` : `t:${normalisePhone(login!.trim().toLowerCase())}`;
    const address = clientAddress(c);
    const device = c.req.header('x-device-token')?.trim() || undefined;
    const right = u !== undefined && !u.is_guest && u.password === password;
    if (!(right && portal.logins.isKnown(u.id, device))) {
      portal.logins.check(account);
      portal.limits.check('loginAddress', address);
    }
    if (!right) {
      portal.logins.fail(account);
      portal.limits.hit('loginAddress', address);
      throw fieldError('email', 'Email/nomor HP atau kata sandi salah');
    }
    const deviceToken = portal.logins.succeed(account, u.id, device);
    return c.json({ data: { ...issue(u), device_token: deviceToken } });
  });

  app.post('/v1/register', async (c) => {
    const { fields: { name, email, phone, password }, v } = checkBody(registerRequest, await readJson(c));
    // Issue 30: sign-ups per client address and per e-mail or phone tried, so 'sudah terdaftar' cannot be asked in bulk.
    portal.limits.take('registerAddress', clientAddress(c));
    for (const target of [email?.toLowerCase(), phone && normalisePhone(phone)]) if (target) portal.limits.take('registerTarget', target);
    if (email && st().users.some((u) => u.email?.toLowerCase() === email.toLowerCase())) v.add('email', 'Email sudah terdaftar');
    if (phone && st().users.some((u) => u.phone === normalisePhone(phone))) v.add('phone', 'Nomor HP sudah terdaftar');
    v.done();
    const u: UserRec = {
      id: nextId(st(), 'users'), name: name!, username: uniqueUsername(name!), email: email!.toLowerCase(), phone: normalisePhone(phone!),
      password: password!, email_verified_at: null, phone_verified_at: null, created_at: portal.now().toISOString(),
      change_username_count: 0, roles: ['user'], photo_url: null, background_url: null, is_guest: false,
    };
    st().users.push(u);
    return c.json({ data: issue(u) }, 201);
  });

  app.post('/v1/register-guest', async (c) => {
    const { fields: { name, email, phone }, v } = checkBody(registerGuestRequest, await readJson(c));
    if (!v.has('email') && !v.has('phone')) v.add('email', 'Email atau nomor HP wajib diisi');
    v.done();
    // Decision 0240: guest sign-ups per guest id and per client address.
    const guestId = c.req.header('x-guest-id')?.trim();
    if (guestId) portal.limits.check('guestSignUpGuest', guestId);
    portal.limits.take('guestSignUpAddress', clientAddress(c));
    if (guestId) portal.limits.hit('guestSignUpGuest', guestId);
    const u: UserRec = {
      id: nextId(st(), 'users'), name: name!, username: uniqueUsername(`tamu-${name!}`), email: email?.toLowerCase() ?? null,
      phone: phone ? normalisePhone(phone) : null, password: '', email_verified_at: null, phone_verified_at: null,
      created_at: portal.now().toISOString(), change_username_count: 0, roles: ['guest'], photo_url: null, background_url: null, is_guest: true,
    };
    st().users.push(u);
    return c.json({ data: issue(u) }, 201);
  });

  // A dev credential signed by this portal (google-credential.ts), never a bare e-mail: an address alone must not log anyone in.
  app.post('/v1/login-google', async (c) => {
    const { fields: { token }, v } = checkBody(googleLoginRequest, await readJson(c));
    v.done();
    const identity = await portal.google.verify(token!);
    if (!identity || !EMAIL.test(identity.email)) throw fieldError('token', 'Token Google tidak valid');
    const email = identity.email.toLowerCase();
    let u = st().users.find((x) => x.email?.toLowerCase() === email && !x.is_guest);
    if (!u) {
      const local = email.split('@')[0]!;
      u = {
        id: nextId(st(), 'users'), name: identity.name?.trim() || local, username: uniqueUsername(local), email, phone: null, password: '',
        email_verified_at: portal.now().toISOString(), phone_verified_at: null, created_at: portal.now().toISOString(),
        change_username_count: 0, roles: ['user'], photo_url: null, background_url: null, is_guest: false,
      };
      st().users.push(u);
    }
    return c.json({ data: issue(u) });
  });

  app.post('/v1/refresh-token', async (c) => {
    const { fields: { refresh_token: token }, v } = checkBody(refreshRequest, await readJson(c));
    v.done();
    // Issue 30 (OAuth 2.0 security BCP, refresh token rotation): a refresh token already exchanged, sent again, means
    // two parties hold the session: the whole session ends, the pair it was exchanged for included.
    // Within a few seconds of the exchange it is the race of two tabs of one browser without a shared lock (decision
    // 0421): refused, and the tab takes the pair the other tab stored.
    const spent = st().spentRefresh.get(token!);
    if (spent) {
      if (portal.now().getTime() - spent.spent_at > REPLAY_GRACE_MS) revoke((r) => r.family === spent.family);
      throw unauthenticated('Sesi telah berakhir, silakan masuk kembali');
    }
    const rec = st().tokens.get(token!);
    if (!rec || rec.kind !== 'refresh' || rec.expires_at <= portal.now().getTime()) throw unauthenticated('Sesi telah berakhir, silakan masuk kembali');
    const u = st().users.find((x) => x.id === rec.user_id);
    if (!u) throw unauthenticated('Sesi telah berakhir, silakan masuk kembali');
    st().tokens.delete(token!);
    st().tokens.delete(rec.pair);
    st().spentRefresh.set(token!, { family: rec.family, expires_at: rec.expires_at, spent_at: portal.now().getTime() });
    return c.json({ data: issue(u, rec.family) });
  });

  app.get('/v1/me', (c) => c.json({ data: view.user(requireUser(portal, c)) }));

  app.post('/v1/logout', (c) => {
    requireUser(portal, c);
    const family = familyOf(c);
    revoke((r) => r.family === family);
    return c.json({ data: { message: 'Berhasil keluar' } });
  });

  app.put('/v1/profile', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { name, username, email, phone }, v } = checkBody(profileRequest, await readJson(c));
    const changesUsername = username !== undefined && username !== u.username;
    if (changesUsername) {
      if (u.change_username_count >= 1) v.add('username', 'Username hanya dapat diubah satu kali');
      else if (st().users.some((x) => x.username === username)) v.add('username', 'Username sudah digunakan');
    }
    if (email && st().users.some((x) => x.id !== u.id && x.email?.toLowerCase() === email.toLowerCase())) v.add('email', 'Email sudah terdaftar');
    if (phone && st().users.some((x) => x.id !== u.id && x.phone === normalisePhone(phone))) v.add('phone', 'Nomor HP sudah terdaftar');
    v.done();
    if (name !== undefined) u.name = name;
    if (changesUsername) { u.username = username!; u.change_username_count += 1; }
    if (email !== undefined && email.toLowerCase() !== u.email) { u.email = email.toLowerCase(); u.email_verified_at = null; }
    if (phone !== undefined && normalisePhone(phone) !== u.phone) { u.phone = normalisePhone(phone); u.phone_verified_at = null; }
    return c.json({ data: view.user(u) });
  });

  app.put('/v1/profile/password', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { current_password: current, password, password_confirmation: confirmation }, v } = checkBody(changePasswordRequest, await readJson(c));
    if (current !== undefined && current !== u.password) v.add('current_password', 'Kata sandi lama salah');
    if (password && confirmation !== undefined && password !== confirmation) v.add('password_confirmation', 'Konfirmasi kata sandi tidak sama');
    v.done();
    u.password = password!;
    // Issue 30: a new password ends every other session of the account; this device stays signed in.
    const family = familyOf(c);
    revoke((r) => r.user_id === u.id && r.family !== family);
    return c.json({ data: { message: 'Kata sandi berhasil diubah' } });
  });

  const resend = (via: 'email' | 'phone') => async (c: Context) => {
    const u = requireUser(portal, c);
    await readJson(c);
    if (via === 'email' && !u.email) throw fieldError('email', 'Email belum diisi');
    if (via === 'phone' && !u.phone) throw fieldError('phone', 'Nomor HP belum diisi');
    // Issue 30: sends per account and channel, per target (the address or number) and per client address.
    portal.limits.check('otpSend', `${via}:${u.id}`);
    portal.limits.check('otpSend', `${via}:${(via === 'email' ? u.email : u.phone)!.toLowerCase()}`);
    portal.limits.take('otpSendAddress', clientAddress(c));
    portal.limits.hit('otpSend', `${via}:${u.id}`);
    portal.limits.hit('otpSend', `${via}:${(via === 'email' ? u.email : u.phone)!.toLowerCase()}`);
    st().otpRequests.set(`${via}:${u.id}`, (st().otpRequests.get(`${via}:${u.id}`) ?? 0) + 1);
    return c.json({ data: { message: 'Berhasil mengirim kode OTP' } });
  };
  app.post('/v1/resend-otp', resend('email'));
  app.post('/v1/resend-otp/whatsapp', resend('phone'));

  const verify = (via: 'email' | 'phone') => async (c: Context) => {
    const u = requireUser(portal, c);
    const { fields: { otp }, v } = checkBody(verifyOtpRequest, await readJson(c));
    // Decision 0240: wrong codes are limited per account (six digits must not be guessed by trying).
    portal.limits.check('otpVerify', `u:${u.id}`);
    if (otp !== undefined && otp !== DEMO_OTP) {
      portal.limits.hit('otpVerify', `u:${u.id}`);
      v.add('otp', 'Kode OTP salah');
    }
    if (via === 'email' && !u.email) v.add('email', 'Email belum diisi');
    if (via === 'phone' && !u.phone) v.add('phone', 'Nomor HP belum diisi');
    v.done();
    const at = portal.now().toISOString();
    if (via === 'email') u.email_verified_at ??= at;
    else u.phone_verified_at ??= at;
    return c.json({ data: view.user(u) });
  };
  app.post('/v1/verify-otp', verify('email'));
  app.post('/v1/otp-whatsapp/verification', verify('phone'));

  // Issue 30: the reset answers the same whether or not an account has the address (no 'Email tidak terdaftar'):
  // an unknown address is told its mail left, and any code for it is wrong (none was sent).
  const resetUser = (email: string | undefined): { email: string; user: UserRec | undefined } | undefined => {
    if (email === undefined) return undefined;
    return { email: email.toLowerCase(), user: st().users.find((x) => !x.is_guest && x.email?.toLowerCase() === email.toLowerCase()) };
  };
  const checkOtp = (v: Checker, otp: string | undefined, target: { email: string; user: UserRec | undefined } | undefined) => {
    const key = target?.user ? `u:${target.user.id}` : `e:${target?.email ?? ''}`;
    if (target) portal.limits.check('otpVerify', key);
    if (otp !== undefined && (otp !== DEMO_OTP || (target !== undefined && target.user === undefined))) {
      if (target) portal.limits.hit('otpVerify', key);
      v.add('otp', 'Kode OTP salah');
    }
  };
  app.post('/v1/forgot-password', async (c) => {
    const { fields, v } = checkBody(forgotPasswordRequest, await readJson(c));
    const target = resetUser(fields.email);
    v.done();
    // Decision 0240, issue 30: reset mails per address typed (known or not) and per client address.
    portal.limits.check('resetAccount', target!.email);
    portal.limits.take('resetAddress', clientAddress(c));
    portal.limits.hit('resetAccount', target!.email);
    return c.json({ data: { message: 'Kode OTP telah dikirim ke email kamu' } });
  });
  app.post('/v1/reset-password/verify-otp', async (c) => {
    const { fields, v } = checkBody(resetCodeRequest, await readJson(c));
    checkOtp(v, fields.otp, resetUser(fields.email));
    v.done();
    return c.json({ data: { valid: true } });
  });
  app.post('/v1/reset-password', async (c) => {
    const { fields: { email, otp, password }, v } = checkBody(resetPasswordRequest, await readJson(c));
    const target = resetUser(email);
    checkOtp(v, otp, target);
    v.done();
    const u = target!.user!;
    u.password = password!;
    // Issue 30: a reset (the password was lost, or taken) ends every session of the account.
    revoke((r) => r.user_id === u.id);
    return c.json({ data: { message: 'Kata sandi berhasil diubah, silakan masuk' } });
  });

  return app;
}
