import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { DomainErrorDetail, ProfileGateway, User } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { Mutation } from './async';

/** The contact a code goes to: the phone, and optionally the email. */
interface ContactInput {
  readonly phone?: string;
  readonly email?: string;
}

/**
 * Completing an account that has no phone (/register/complete-registration-data, spec §4), and changing the
 * email or phone that a one-time code goes to (/register/otp/change-data). After saving, a code is sent.
 */
@injectable()
export class RegistrationStore {
  /** The save: one at a time (a double submit is refused), its failure kept for the screen. */
  readonly save = new Mutation<ContactInput, User>({
    run: (input) => this.profile.updateProfile(input),
    onSuccess: (user) => this.session.setUser(user),
  });

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.ProfileGateway) private readonly profile: ProfileGateway,
  ) {
    makeAutoObservable<RegistrationStore, 'session' | 'profile'>(this, { session: false, profile: false, save: false }, { autoBind: true });
  }

  get pending(): boolean {
    return this.save.pending;
  }

  get error(): DomainErrorDetail | null {
    return this.save.error;
  }

  /** Saves the phone (and optionally email), then sends a code to it; false with `error` on failure. */
  saveContact(input: ContactInput): Promise<boolean> {
    return this.save.run(input);
  }

  clearError(): void {
    this.save.clearError();
  }
}
