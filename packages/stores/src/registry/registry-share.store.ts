import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../session.store';
import { RegistryOwnerStore } from './registry-owner.store';

/** What the address check before sharing decided (spec §4). */
export type ShareCheck = 'ready' | 'needs-address';

/**
 * The share sheet of the owner's registry. Spec §4: before sharing, the user is fetched again and the
 * address check runs; a user without an address gets the add-address modal and sharing does not proceed.
 */
@injectable()
export class RegistryShareStore {
  /** The sheet is open. */
  open = false;
  /** The address check is running (the share button disables). */
  checking = false;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(RegistryOwnerStore) private readonly owner: RegistryOwnerStore,
  ) {
    makeAutoObservable<RegistryShareStore, 'session' | 'owner'>(this, { session: false, owner: false }, { autoBind: true });
  }

  /** The full public link for an origin such as 'https://kado.test' (no trailing slash). */
  linkFor(origin: string): string {
    return `${origin.replace(/\/+$/, '')}/${this.owner.linkPath}`;
  }

  /** Runs the address check; opens the sheet only when the owner has an address. */
  async requestShare(): Promise<ShareCheck> {
    if (this.checking) return 'ready';
    this.checking = true;
    try {
      await this.session.refetchUser();
      if (this.session.needsAddress) return 'needs-address';
      runInAction(() => (this.open = true));
      return 'ready';
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  /** Records the copied link with the portal (best effort). */
  async recordCopy(link: string): Promise<void> {
    await this.owner.recordCopyLink(link);
  }

  close(): void {
    this.open = false;
  }
}
