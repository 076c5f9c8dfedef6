import {
  forgotPasswordRequest, googleLoginRequest, loginRequest, refreshRequest, registerGuestRequest, registerRequest, resetCodeRequest, resetPasswordRequest, verifyOtpRequest,
} from '@kado/contract';
import type { AuthGateway, AuthSession, CallOptions, LoginInput, OtpChannel, RegisterGuestInput, RegisterInput, User } from '@kado/domain';
import { sessionDto, userDto } from './auth.dto';
import type { PortalClient } from './portal-client';

/**
 * AuthGateway over the portal API (spec §7 Auth). Sign-in, refresh and password-reset calls go `withoutSession`:
 * their 401 is about the credentials sent, never a reason to renew the session.
 */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly client: PortalClient) {}

  login(input: LoginInput, options?: CallOptions): Promise<AuthSession> {
    return this.client.data('v1/login', sessionDto, { method: 'post', json: input, request: loginRequest, signal: options?.signal, withoutSession: true });
  }

  register(input: RegisterInput, options?: CallOptions): Promise<AuthSession> {
    return this.client.data('v1/register', sessionDto, { method: 'post', json: input, request: registerRequest, signal: options?.signal, withoutSession: true });
  }

  registerGuest(input: RegisterGuestInput, options?: CallOptions): Promise<AuthSession> {
    return this.client.data('v1/register-guest', sessionDto, { method: 'post', json: input, request: registerGuestRequest, signal: options?.signal, withoutSession: true });
  }

  loginWithGoogle(token: string, options?: CallOptions): Promise<AuthSession> {
    return this.client.data('v1/login-google', sessionDto, { method: 'post', json: { token }, request: googleLoginRequest, signal: options?.signal, withoutSession: true });
  }

  refresh(refreshToken: string, options?: CallOptions): Promise<AuthSession> {
    return this.client.data('v1/refresh-token', sessionDto, {
      method: 'post',
      json: { refresh_token: refreshToken },
      request: refreshRequest,
      signal: options?.signal, withoutSession: true,
    });
  }

  me(options?: CallOptions): Promise<User> {
    return this.client.data('v1/me', userDto, { signal: options?.signal });
  }

  logout(options?: CallOptions): Promise<void> {
    return this.client.send('v1/logout', { method: 'post', signal: options?.signal });
  }

  resendOtp(channel: OtpChannel, options?: CallOptions): Promise<void> {
    const path = channel === 'whatsapp' ? 'v1/resend-otp/whatsapp' : 'v1/resend-otp';
    return this.client.send(path, { method: 'post', json: {}, signal: options?.signal });
  }

  verifyOtp(channel: OtpChannel, code: string, options?: CallOptions): Promise<User> {
    const path = channel === 'whatsapp' ? 'v1/otp-whatsapp/verification' : 'v1/verify-otp';
    return this.client.data(path, userDto, { method: 'post', json: { otp: code }, request: verifyOtpRequest, signal: options?.signal });
  }

  forgotPassword(email: string, options?: CallOptions): Promise<void> {
    return this.client.send('v1/forgot-password', { method: 'post', json: { email }, request: forgotPasswordRequest, signal: options?.signal, withoutSession: true });
  }

  verifyResetOtp(email: string, code: string, options?: CallOptions): Promise<void> {
    return this.client.send('v1/reset-password/verify-otp', {
      method: 'post',
      json: { email, otp: code },
      request: resetCodeRequest,
      signal: options?.signal, withoutSession: true,
    });
  }

  resetPassword(email: string, code: string, password: string, options?: CallOptions): Promise<void> {
    return this.client.send('v1/reset-password', {
      method: 'post',
      json: { email, otp: code, password },
      request: resetPasswordRequest,
      signal: options?.signal, withoutSession: true,
    });
  }
}
