import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  canChangeUsername,
  registryDescription,
  registryDisplayName,
  registryLinkPath,
  type DomainErrorDetail,
  type ProfileGateway,
  type RegistryGateway,
  type RegistryProfile,
  type User,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { Mutation, Query, type LoadStatus } from '../async';

/** Editable text of the registry profile. */
interface RegistryProfileDraft {
  readonly name: string;
  readonly description: string;
}

/**
 * The logged-in owner's registry: the profile with its spec §3 defaults, public/private and address
 * visibility, the one-time username change. Every change is applied only from the portal's answer; a failure
 * keeps the state exactly as it was and sets an error. Her gifts and their item actions are OwnerGiftsStore.
 */
@injectable()
export class RegistryOwnerStore {
  /** The owner's registry, keyed by the signed-in user: another account's registry is never shown. */
  readonly profile = new Query<string, RegistryProfile>(() => this.gateway.myRegistry());
  /** A profile save or visibility toggle: one at a time (a second submit is refused). */
  readonly saves = new Mutation<() => Promise<RegistryProfile>, RegistryProfile>({
    run: (call) => call(),
    onSuccess: (registry) => this.profile.setData(registry),
  });
  /** The one-time username change. */
  readonly usernameChange = new Mutation<string, User>({
    run: (username) => this.profiles.updateProfile({ username }),
    onSuccess: (user) => {
      this.session.setUser(user);
      const registry = this.profile.data;
      if (registry) this.profile.setData({ ...registry, owner: { ...registry.owner, username: user.username } });
    },
  });
  /** A username refused here without a call (empty, or already changed once). */
  private refusedUsername: DomainErrorDetail | null = null;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<RegistryOwnerStore, 'gateway' | 'profiles' | 'session'>(
      this,
      { gateway: false, profiles: false, session: false, profile: false, saves: false, usernameChange: false },
      { autoBind: true },
    );
  }

  get registry(): RegistryProfile | null {
    return this.profile.data;
  }

  get status(): LoadStatus {
    return this.profile.status;
  }

  get error(): DomainErrorDetail | null {
    return this.profile.error;
  }

  /** A profile save, visibility toggle or username change is running. */
  get saving(): boolean {
    return this.saves.pending || this.usernameChange.pending;
  }

  get saveError(): DomainErrorDetail | null {
    return this.saves.error;
  }

  get usernameError(): DomainErrorDetail | null {
    return this.refusedUsername ?? this.usernameChange.error;
  }

  /** Spec §3: the registry's name, or "{first name}'s Baby Registry". */
  get displayName(): string {
    return registryDisplayName(this.registry?.name, this.registry?.owner.name ?? this.session.user?.name);
  }

  /** Spec §3: the registry's description, or the default Indonesian one. */
  get description(): string {
    return registryDescription(this.registry?.description);
  }

  get username(): string {
    return this.registry?.owner.username ?? this.session.user?.username ?? '';
  }

  /** Spec §2: the link path 'registry/{username}'. */
  get linkPath(): string {
    return registryLinkPath(this.username);
  }

  /** Spec §5: the username may be changed once. */
  get canChangeUsername(): boolean {
    return canChangeUsername(this.session.user?.changeUsernameCount);
  }

  /** Loads the owner's registry (created by the portal with the defaults on first call); a newer load wins. */
  async load(): Promise<void> {
    const owner = this.session.user?.id ?? '';
    // Another account logged in meanwhile: forget the previous owner's registry before showing anything.
    if (this.profile.key !== null && !this.profile.is(owner)) this.forget();
    // Spec §8: a failed registry load just stops the loading state (the screen offers a retry).
    await this.profile.fetch(owner);
  }

  /**
   * The owner's registry unless it is loaded for the signed-in owner or on its way (a read in flight is joined):
   * what needs the registry first (her gift list) asks this; entering her layout reads it fresh (load).
   */
  async ensure(): Promise<void> {
    const owner = this.session.user?.id ?? '';
    if (this.profile.key !== null && !this.profile.is(owner)) this.forget();
    // A read replaced meanwhile by a newer one for her (the layout's fresh read) is followed to that one's answer.
    while (!(await this.profile.ensure(owner)) && this.profile.is(owner) && this.profile.isFetching);
  }

  /** Saves name and description; the visibility stays as it is. */
  saveProfile(draft: RegistryProfileDraft): Promise<boolean> {
    return this.runSave(() => {
      const current = this.registry;
      return this.gateway.updateRegistry({
        name: draft.name.trim(),
        description: draft.description.trim(),
        isPublic: current?.isPublic ?? true,
      });
    });
  }

  /** Spec §4: the registry visibility toggles is_public. */
  setPublic(isPublic: boolean): Promise<boolean> {
    return this.runSave(() => {
      const current = this.registry;
      return this.gateway.updateRegistry({
        name: current?.name ?? '',
        description: current?.description ?? '',
        isPublic,
      });
    });
  }

  /** Spec §4: the address visibility toggles shown/hidden. */
  setAddressVisible(visible: boolean): Promise<boolean> {
    return this.runSave(() => this.gateway.setAddressVisibility(visible));
  }

  /** With the address shown: whether givers also see the street, postal code and phone (decision 0180). */
  setAddressDetailVisible(detailVisible: boolean): Promise<boolean> {
    return this.runSave(() => this.gateway.setAddressDetailVisibility(detailVisible));
  }

  /**
   * Spec §5: changes the username once. An empty name or a second change is refused here without a call
   * (the screen shows the 'Username sudah diubah' popup before ever calling this).
   */
  async changeUsername(username: string): Promise<boolean> {
    const wanted = username.trim();
    if (this.saving) return false;
    this.refusedUsername = null;
    if (wanted === '') {
      this.refusedUsername = { kind: 'validation', message: '', fieldErrors: {} };
      return false;
    }
    if (!this.canChangeUsername) {
      this.refusedUsername = { kind: 'forbidden' };
      return false;
    }
    return this.usernameChange.run(wanted);
  }

  clearUsernameError(): void {
    this.refusedUsername = null;
    this.usernameChange.clearError();
  }

  /** Records the link the owner copied (POST v2/gifts/set-copy-link); a failure never blocks the copy. */
  async recordCopyLink(link: string): Promise<boolean> {
    try {
      await this.gateway.setCopyLink(link);
      return true;
    } catch {
      return false;
    }
  }

  private forget(): void {
    this.saves.clearError();
    this.clearUsernameError();
  }

  /** A profile change, applied only from the portal's answer; refused while any change (the username too) runs. */
  private runSave(call: () => Promise<RegistryProfile>): Promise<boolean> {
    if (this.saving) return Promise.resolve(false);
    return this.saves.run(call);
  }
}
