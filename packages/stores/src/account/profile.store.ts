import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ChangePasswordInput, DomainErrorDetail, ProfileGateway, RegistryGateway, User,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { Mutation, Query, type LoadStatus } from '../async';

/** Spec §5/§9: the username can be changed once. */
const USERNAME_CHANGE_LIMIT = 1;

/** What a profile change did, so the screen can pick the toast of spec §8. */
export type ProfileChange = 'profile' | 'username' | 'photo' | 'photo-removed' | 'background' | 'background-removed' | 'password';

/** The signed-in user's own profile: name, username, password, photo, background and mini-point balance. */
@injectable()
export class ProfileStore {
  /** The last change that succeeded, for the screen's toast. */
  lastChange: ProfileChange | null = null;
  /** A change: one at a time (buttons disable; a second submit is refused), its failure kept for the screen. */
  readonly changes = new Mutation<{ readonly change: ProfileChange; readonly call: () => Promise<void> }, void>({
    run: ({ call }) => {
      this.lastChange = null;
      return call();
    },
    onSuccess: (_, { change }) => {
      runInAction(() => (this.lastChange = change));
    },
  });

  /** The mini-point balance and the registry background (one key each: the signed-in user's own). */
  private readonly points = new Query<'me', number>(async () => (await this.gateway.miniPointHistory(1)).balance);
  private readonly background = new Query<'me', string | null>(async () => (await this.registry.myRegistry()).owner.backgroundUrl);

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.ProfileGateway) private readonly gateway: ProfileGateway,
    @inject(TOKENS.RegistryGateway) private readonly registry: RegistryGateway,
  ) {
    makeAutoObservable<ProfileStore, 'session' | 'gateway' | 'registry' | 'points' | 'background'>(
      this,
      { session: false, gateway: false, registry: false, changes: false, points: false, background: false },
      { autoBind: true },
    );
  }

  get miniPoints(): number | null {
    return this.points.data;
  }

  get backgroundUrl(): string | null {
    return this.background.data;
  }

  /** The balance's read: the profile's extras show as loading, known or unknown by it. */
  get extrasStatus(): LoadStatus {
    return this.points.status;
  }

  /** True while a change runs. */
  get pending(): boolean {
    return this.changes.pending;
  }

  get error(): DomainErrorDetail | null {
    return this.changes.error;
  }

  get user(): User | null {
    return this.session.user;
  }

  /** Spec §5: once changed, the username stays. */
  get canChangeUsername(): boolean {
    return (this.user?.changeUsernameCount ?? 0) < USERNAME_CHANGE_LIMIT;
  }

  /** Loads the mini-point balance and the registry background; a failure leaves them unknown, the profile still shows. */
  async loadExtras(revisit = false): Promise<void> {
    if (!this.session.isLoggedIn) return;
    await Promise.all([this.points, this.background].map((query) => (revisit ? query.revisit('me') : query.fetch('me'))));
  }

  /** The profile pages' data (their routes' loaders): the extras, read again on each visit; a read on its way is joined. */
  ensureExtras(): Promise<void> {
    return this.loadExtras(true);
  }

  /**
   * Saves name and username. The username is sent only when it changed and may still change (spec §5);
   * answers false without a call when nothing would be accepted.
   */
  async updateProfile(input: { readonly name: string; readonly username: string }): Promise<boolean> {
    const user = this.user;
    if (!user) return false;
    const name = input.name.trim();
    const username = input.username.trim();
    const usernameChanged = username !== user.username;
    if (!name || !username) return false;
    if (usernameChanged && !this.canChangeUsername) return false;
    return this.run(usernameChanged ? 'username' : 'profile', async () => {
      const updated = await this.gateway.updateProfile(usernameChanged ? { name, username } : { name });
      this.session.setUser(updated);
    });
  }

  changePassword(input: ChangePasswordInput): Promise<boolean> {
    return this.run('password', () => this.gateway.changePassword(input));
  }

  uploadPhoto(image: Blob): Promise<boolean> {
    return this.run('photo', async () => {
      const url = await this.gateway.uploadPhoto(image);
      this.patchUser({ photoUrl: url });
    });
  }

  deletePhoto(): Promise<boolean> {
    return this.run('photo-removed', async () => {
      await this.gateway.deletePhoto();
      this.patchUser({ photoUrl: null });
    });
  }

  uploadBackground(image: Blob): Promise<boolean> {
    return this.run('background', async () => {
      const url = await this.gateway.uploadBackgroundImage(image);
      this.background.setData(url);
    });
  }

  deleteBackground(): Promise<boolean> {
    return this.run('background-removed', async () => {
      await this.gateway.deleteBackgroundImage();
      this.background.setData(null);
    });
  }

  clearError(): void {
    this.changes.clearError();
  }

  private patchUser(patch: Partial<User>): void {
    const user = this.session.user;
    if (user) this.session.setUser({ ...user, ...patch });
  }

  private run(change: ProfileChange, call: () => Promise<void>): Promise<boolean> {
    return this.changes.run({ change, call });
  }
}
