import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { registryDueMonth, type Clock } from '@kado/domain';
import { SessionStore } from '../session.store';
import { ChildrenStore } from '../children.store';
import { TOKENS } from '../tokens';
import { Mutation } from '../async';
import { RegistryOwnerStore } from './registry-owner.store';

/** What the address check before sharing decided (spec §4). */
type ShareCheck = 'ready' | 'needs-address';

/**
 * The share sheet of the owner's registry. Spec §4: before sharing, the user is fetched again and the
 * address check runs; a user without an address gets the add-address modal and sharing does not proceed.
 */
@injectable()
export class RegistryShareStore {
  /** The sheet is open. */
  open = false;
  /** The address check before sharing: one at a time (a second tap while it runs is refused). */
  readonly check = new Mutation<void, ShareCheck>(async () => {
    await this.session.refetchUser();
    if (this.session.needsAddress) return 'needs-address';
    // The due month goes in the message (decision 0261); the sheet opens without waiting for it.
    if (this.children.status !== 'ready') void this.children.load();
    runInAction(() => (this.open = true));
    return 'ready';
  });

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(RegistryOwnerStore) private readonly owner: RegistryOwnerStore,
    @inject(ChildrenStore) private readonly children: ChildrenStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<RegistryShareStore, 'session' | 'owner' | 'children' | 'clock'>(
      this,
      { session: false, owner: false, children: false, clock: false, check: false },
      { autoBind: true },
    );
  }

  /** The address check is running (the share button disables). */
  get checking(): boolean {
    return this.check.pending;
  }

  /** The month the baby is due ('Maret 2027') for the share message, from the owner's children; null when none is due. */
  get dueMonth(): string | null {
    return registryDueMonth(this.children.children, this.clock.now());
  }

  /** The full public link for an origin such as 'https://kado.test' (no trailing slash). */
  linkFor(origin: string): string {
    return `${origin.replace(/\/+$/, '')}/${this.owner.linkPath}`;
  }

  /** Runs the address check; opens the sheet only when the owner has an address. */
  async requestShare(): Promise<ShareCheck> {
    const result = await this.check.submit();
    // A tap while the check runs changes nothing (the running check decides).
    return result.ok ? result.value : 'ready';
  }

  /** Records the copied link with the portal (best effort). */
  async recordCopy(link: string): Promise<void> {
    await this.owner.recordCopyLink(link);
  }

  close(): void {
    this.open = false;
  }
}
