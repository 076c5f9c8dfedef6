import type { MiniPointPage, User } from '../model';
import type { CallOptions } from './call-options.port';

/** Editable profile fields (PUT v1/profile); omitted fields stay. */
export interface ProfileInput {
  readonly name?: string;
  readonly username?: string;
  /** Completes or changes the email; a change makes it unverified again. */
  readonly email?: string;
  /** Completes or changes the phone (/register/complete-registration-data); a change makes it unverified again. */
  readonly phone?: string;
}

/** A password change (/profile/change-password). */
export interface ChangePasswordInput {
  readonly currentPassword: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

/** The shopper's own profile: name, username, password, photo, registry background, mini points (spec §7). */
export interface ProfileGateway {
  /** Changes name or username; the username may change once (PUT v1/profile). */
  updateProfile(input: ProfileInput, options?: CallOptions): Promise<User>;
  /** Changes the password (PUT v1/profile/password). */
  changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<void>;
  /** Uploads a new profile photo and answers its URL (POST v1/profile/photo/upload). */
  uploadPhoto(image: Blob, options?: CallOptions): Promise<string>;
  /** Removes the profile photo (DELETE v1/profile/photo). */
  deletePhoto(options?: CallOptions): Promise<void>;
  /** Uploads a new registry background and answers its URL (POST v1/profile/background-image/upload). */
  uploadBackgroundImage(image: Blob, options?: CallOptions): Promise<string>;
  /** Removes the registry background (DELETE v1/profile/background-image). */
  deleteBackgroundImage(options?: CallOptions): Promise<void>;
  /** One page of the mini-point history with the balance (GET v1/mini-points/history). */
  miniPointHistory(page: number, options?: CallOptions): Promise<MiniPointPage>;
}
