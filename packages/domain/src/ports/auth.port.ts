import type { AuthSession, User } from '../model';
import type { CallOptions } from './call-options.port';

/** Credentials of a buyer login; `email` may also hold a phone number. */
export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** A full account registration (/register). */
export interface RegisterInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
}

/** A guest sign-in: a name and an email or a phone (spec §4 guest login). */
export interface RegisterGuestInput {
  readonly name: string;
  readonly email?: string;
  readonly phone?: string;
}

/** Where a one-time code goes: email, or WhatsApp when via phone (spec §7). */
export type OtpChannel = 'email' | 'whatsapp';

/** Logging in and out, registering, proving an email or phone, resetting a password (spec §7 Auth). */
export interface AuthGateway {
  /** Logs a buyer in with email (or phone) and password (POST v1/login). */
  login(input: LoginInput, options?: CallOptions): Promise<AuthSession>;
  /** Creates an unverified account and logs it in (POST v1/register). */
  register(input: RegisterInput, options?: CallOptions): Promise<AuthSession>;
  /** Signs a guest in with a name and an email or phone (POST v1/register-guest). */
  registerGuest(input: RegisterGuestInput, options?: CallOptions): Promise<AuthSession>;
  /** Logs in with a Google token (POST v1/login-google). */
  loginWithGoogle(token: string, options?: CallOptions): Promise<AuthSession>;
  /** Trades a refresh token for fresh tokens (POST v1/refresh-token). */
  refresh(refreshToken: string, options?: CallOptions): Promise<AuthSession>;
  /** The logged-in user (GET v1/me). */
  me(options?: CallOptions): Promise<User>;
  /** Ends the session on the server (POST v1/logout). */
  logout(options?: CallOptions): Promise<void>;
  /** Sends a fresh one-time code by email or WhatsApp (POST v1/resend-otp[/whatsapp]). */
  resendOtp(channel: OtpChannel, options?: CallOptions): Promise<void>;
  /** Checks a one-time code and answers the now verified user (POST v1/verify-otp or v1/otp-whatsapp/verification). */
  verifyOtp(channel: OtpChannel, code: string, options?: CallOptions): Promise<User>;
  /** Sends a password-reset code to an email (POST v1/forgot-password). */
  forgotPassword(email: string, options?: CallOptions): Promise<void>;
  /** Checks a password-reset code (POST v1/reset-password/verify-otp). */
  verifyResetOtp(email: string, code: string, options?: CallOptions): Promise<void>;
  /** Sets a new password with a checked reset code (POST v1/reset-password). */
  resetPassword(email: string, code: string, password: string, options?: CallOptions): Promise<void>;
}
