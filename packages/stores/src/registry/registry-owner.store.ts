import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  canChangeUsername,
  registryDescription,
  registryDisplayName,
  registryLinkPath,
  type DomainErrorDetail,
  type ProfileGateway,
  type RegistryGateway,
  type RegistryProfile,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { toErrorDetail, type LoadStatus } from '../async';

/** Editable text of the registry profile. */
export interface RegistryProfileDraft {
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
  registry: RegistryProfile | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  /** A profile save, visibility toggle or username change is running. */
  saving = false;
  saveError: DomainErrorDetail | null = null;
  usernameError: DomainErrorDetail | null = null;

  private loadSeq = 0;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<RegistryOwnerStore, 'gateway' | 'profiles' | 'session' | 'loadSeq'>(
      this,
      { gateway: false, profiles: false, session: false, loadSeq: false },
      { autoBind: true },
    );
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

  /** Loads the owner's registry (created by the portal with the defaults on first call). */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    // Another account logged in meanwhile: forget the previous owner's registry before showing anything.
    if (this.registry !== null && this.registry.owner.id !== this.session.user?.id) this.forget();
    this.status = 'loading';
    this.error = null;
    try {
      const registry = await this.gateway.myRegistry();
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.registry = registry;
        this.status = 'ready';
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      // Spec §8: a failed registry load just stops the loading state (the screen offers a retry).
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }

  /** Saves name and description; the visibility stays as it is. */
  saveProfile(draft: RegistryProfileDraft): Promise<boolean> {
    return this.runSave(async () => {
      const current = this.registry;
      const registry = await this.gateway.updateRegistry({
        name: draft.name.trim(),
        description: draft.description.trim(),
        isPublic: current?.isPublic ?? true,
      });
      runInAction(() => (this.registry = registry));
    });
  }

  /** Spec §4: the registry visibility toggles is_public. */
  setPublic(isPublic: boolean): Promise<boolean> {
    return this.runSave(async () => {
      const current = this.registry;
      const registry = await this.gateway.updateRegistry({
        name: current?.name ?? '',
        description: current?.description ?? '',
        isPublic,
      });
      runInAction(() => (this.registry = registry));
    });
  }

  /** Spec §4: the address visibility toggles shown/hidden. */
  setAddressVisible(visible: boolean): Promise<boolean> {
    return this.runSave(async () => {
      const registry = await this.gateway.setAddressVisibility(visible);
      runInAction(() => (this.registry = registry));
    });
  }

  /** With the address shown: whether givers also see the street, postal code and phone (decision 0180). */
  setAddressDetailVisible(detailVisible: boolean): Promise<boolean> {
    return this.runSave(async () => {
      const registry = await this.gateway.setAddressDetailVisibility(detailVisible);
      runInAction(() => (this.registry = registry));
    });
  }

  /**
   * Spec §5: changes the username once. An empty name or a second change is refused here without a call
   * (the screen shows the 'Username sudah diubah' popup before ever calling this).
   */
  async changeUsername(username: string): Promise<boolean> {
    const wanted = username.trim();
    if (this.saving) return false;
    if (wanted === '') {
      this.usernameError = { kind: 'validation', message: '', fieldErrors: {} };
      return false;
    }
    if (!this.canChangeUsername) {
      this.usernameError = { kind: 'forbidden' };
      return false;
    }
    this.saving = true;
    this.usernameError = null;
    try {
      const user = await this.profiles.updateProfile({ username: wanted });
      runInAction(() => {
        this.session.setUser(user);
        if (this.registry) {
          this.registry = { ...this.registry, owner: { ...this.registry.owner, username: user.username } };
        }
      });
      return true;
    } catch (error) {
      runInAction(() => (this.usernameError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  clearUsernameError(): void {
    this.usernameError = null;
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
    this.registry = null;
    this.saveError = null;
    this.usernameError = null;
  }

  private async runSave(call: () => Promise<void>): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveError = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => (this.saveError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
