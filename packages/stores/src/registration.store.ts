import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, ProfileGateway } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { toErrorDetail } from './async-state';

/**
 * Completing an account that has no phone (/register/complete-registration-data, spec §4), and changing the
 * email or phone that a one-time code goes to (/register/otp/change-data). After saving, a code is sent.
 */
@injectable()
export class RegistrationStore {
  pending = false;
  error: DomainErrorDetail | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.ProfileGateway) private readonly profile: ProfileGateway,
  ) {
    makeAutoObservable<RegistrationStore, 'session' | 'profile'>(this, { session: false, profile: false }, { autoBind: true });
  }

  /** Saves the phone (and optionally email), then sends a code to it; false with `error` on failure. */
  async saveContact(input: { readonly phone?: string; readonly email?: string }): Promise<boolean> {
    if (this.pending) return false;
    this.pending = true;
    this.error = null;
    try {
      const user = await this.profile.updateProfile(input);
      this.session.setUser(user);
      return true;
    } catch (error) {
      runInAction(() => (this.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  clearError(): void {
    this.error = null;
  }
}
